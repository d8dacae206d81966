@_spi(Machinery) import ClockworkCore

/// One row's edit buttons, drawn beside it while its list is in edit mode: a red delete
/// button before it, and buttons that move it up and down after it. Their accessibility
/// labels name the row ("Delete hello", "Move hello up"), which is how the input socket
/// and `TestHost` tap them.
///
/// In points they are iOS's: the delete button a white minus on a red disc, and the
/// reorder grip (`line.3.horizontal` in the tertiary label color) at the trailing edge,
/// its upper half moving the row up and its lower half down.
struct RowEditControls {
    /// What the row is called (its first text), its offset, and the rows' count.
    let name: String
    let offset: Int
    let count: Int
    let actions: EditActions

    /// The room the buttons take before and after a row, in points.
    static var pointDeleteRoom: Double { 38 }
    static var pointMoveRoom: Double { 44 }

    @MainActor var body: some View {
        MediumChoice { pointControls } cells: { cellControls }
    }

    @MainActor private var cellControls: some View {
        HStack(spacing: 1) {
            if actions.delete != nil { deleteButton { Image(systemName: "minus.circle.fill").foregroundStyle(.red) } }
            Spacer(minLength: 0)
            if actions.move != nil {
                moveButton(up: true) { Image(systemName: "arrow.up") }
                moveButton(up: false) { Image(systemName: "arrow.down") }
            }
        }
    }

    @MainActor private var pointControls: some View {
        HStack(spacing: 0) {
            if actions.delete != nil {
                deleteButton {
                    Image(systemName: "minus.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .red)
                        .imageScale(.large)
                }
            }
            Spacer(minLength: 0)
            if actions.move != nil {
                ZStack {
                    Image(systemName: "line.3.horizontal").foregroundStyle(Color(uiColor: .tertiaryLabel))
                    VStack(spacing: 0) {
                        moveButton(up: true) { Color.clear.frame(width: 32, height: 16) }
                        moveButton(up: false) { Color.clear.frame(width: 32, height: 16) }
                    }
                }
            }
        }
    }

    @MainActor private func deleteButton<Label: View>(@ViewBuilder label: () -> Label) -> some View {
        Button { actions.delete?(IndexSet(integer: offset)) } label: { label() }
            .buttonStyle(.plain)
            .accessibilityLabel("Delete \(name)")
    }

    /// The button moving the row a place up or down, disabled at that end.
    @MainActor private func moveButton<Label: View>(up: Bool, @ViewBuilder label: () -> Label) -> some View {
        Button { actions.move?(IndexSet(integer: offset), up ? offset - 1 : offset + 2) } label: { label() }
            .buttonStyle(.plain)
            .disabled(up ? offset == 0 : offset >= count - 1)
            .accessibilityLabel("Move \(name) \(up ? "up" : "down")")
    }
}

extension RowEditControls: View {}

/// The edit buttons of every editable row of a list, in row order.
struct RowEditColumn {
    struct Entry: Identifiable {
        let id: ObjectIdentifier
        let controls: RowEditControls
    }

    let entries: [Entry]

    @MainActor var body: some View {
        ForEach(entries) { $0.controls }
    }
}

extension RowEditColumn: View {}

extension ViewNode {
    /// The first text shown at or below this node, in tree order: what a row is called.
    var firstVisibleText: String? {
        if let text = content.visibleText { return text }
        for child in children {
            if let text = child.firstVisibleText { return text }
        }
        return nil
    }
}
