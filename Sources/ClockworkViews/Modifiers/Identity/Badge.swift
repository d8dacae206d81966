@_spi(Machinery) import ClockworkCore

extension View {
    /// Generates a badge for the view from an integer value: on a tab's content, shown
    /// beside the tab's label in the tab bar; on a list row, at the row's trailing edge.
    /// Zero shows no badge.
    public nonisolated func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(carried: count == 0 ? nil : "\(count)"))
    }

    /// Generates a badge for the view from a text view; `nil` shows none.
    public nonisolated func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(carried: label?.plainString))
    }

    /// Generates a badge for the view from a localized string key; `nil` shows none.
    public nonisolated func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(BadgeModifier(carried: key.map { Text($0).plainString }))
    }

    /// Generates a badge for the view from a string; `nil` shows none.
    @_disfavoredOverload
    public nonisolated func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(carried: label.map { String($0) }))
    }
}

/// What a badge shows (`nil`: none), carried for a tab view to find on its tabs.
struct BadgeValue {
    let text: String?
}

/// A view's badge: carried to the tab view around it, and drawn at the trailing edge of
/// the list row it is on.
struct BadgeModifier: CarrierModifier {
    let carried: BadgeValue

    init(carried text: String?) {
        carried = BadgeValue(text: text)
    }

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { BadgeContent(view) }
}

/// Child 0 is the content; in a list row, child 1 is the badge's text, at the row's end.
@MainActor
private final class BadgeContent<Content: View>: CarrierContent<Content, BadgeModifier> {
    private var drawsBadge = false

    override var isAlwaysTransparent: Bool { false }

    override func update(_ node: ViewNode) {
        super.update(node)
        drawsBadge = node.environment.isInListRow && modifier.carried.text != nil
        if drawsBadge, let text = modifier.carried.text {
            node.reconcileChild(at: 1, with: Text(text).foregroundStyle(.secondary))
        } else {
            node.removeChildren(from: 1)
        }
    }

    override var render: RenderRole { .element(kind: "Badge", attributes: modifier.carried.text.map { [quoted($0)] } ?? []) }

    /// The content, and the badge a cell after it; offered all the width, it takes it, the
    /// badge at the trailing edge.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let content = node.children[0].sizeThatFits(proposal)
        guard drawsBadge else { return content }
        let badge = node.children[1].sizeThatFits(.unspecified)
        let gap = node.graph.layoutMetrics.cell.width
        return Size(width: max(proposal.width ?? 0, content.width + gap + badge.width), height: max(content.height, badge.height))
    }

    override func place(in bounds: Rect, node: ViewNode) {
        guard drawsBadge else { return node.children[0].place(in: bounds) }
        let badge = node.children[1].sizeThatFits(.unspecified)
        let gap = node.graph.layoutMetrics.cell.width
        let content = node.children[0].sizeThatFits(ProposedSize(width: max(bounds.size.width - badge.width - gap, 0), height: bounds.size.height))
        node.children[0].place(in: Rect(x: bounds.minX, y: bounds.minY, width: content.width, height: bounds.size.height))
        node.children[1].place(in: Rect(x: bounds.maxX - badge.width, y: bounds.minY, width: badge.width, height: badge.height))
    }
}

private struct IsInListRowKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the views here are in a list's rows.
    var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }
}
