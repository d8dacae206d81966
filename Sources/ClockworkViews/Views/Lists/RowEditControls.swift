@_spi(Machinery) import ClockworkCore

/// One row's edit buttons, drawn beside it while its list is in edit mode: a red delete
/// button before it, and buttons that move it up and down after it. Their accessibility
/// labels name the row ("Delete hello", "Move hello up"), which is how the input socket
/// and `TestHost` tap them.
struct RowEditControls: View {
    /// What the row is called (its first text), its offset, and the rows' count.
    let name: String
    let offset: Int
    let count: Int
    let actions: EditActions

    var body: some View {
        HStack(spacing: 1) {
            if let delete = actions.delete {
                Button { delete(IndexSet(integer: offset)) } label: {
                    Image(systemName: "minus.circle.fill").foregroundStyle(.red)
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Delete \(name)")
            }
            Spacer(minLength: 0)
            if let move = actions.move {
                Button { move(IndexSet(integer: offset), offset - 1) } label: { Image(systemName: "arrow.up") }
                    .buttonStyle(.plain)
                    .disabled(offset == 0)
                    .accessibilityLabel("Move \(name) up")
                Button { move(IndexSet(integer: offset), offset + 2) } label: { Image(systemName: "arrow.down") }
                    .buttonStyle(.plain)
                    .disabled(offset >= count - 1)
                    .accessibilityLabel("Move \(name) down")
            }
        }
    }
}

/// The edit buttons of every editable row of a list, in row order.
struct RowEditColumn: View {
    struct Entry: Identifiable {
        let id: ObjectIdentifier
        let controls: RowEditControls
    }

    let entries: [Entry]

    var body: some View {
        ForEach(entries) { $0.controls }
    }
}

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
