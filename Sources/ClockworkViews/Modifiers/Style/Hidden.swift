@_spi(Machinery) import ClockworkCore

/// `.hidden()`: the content keeps its place in the layout, and shows nothing, takes no
/// input and leaves the accessibility tree.
struct HiddenModifier: BuiltinModifier {
    var attributes: [String] { ["hidden"] }

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { HiddenContent(view) }
}

@MainActor
private final class HiddenContent<Content: View>: ModifierContent<Content, HiddenModifier>, AccessibilityAttributeCarrier {
    var accessibilityAttribute: AccessibilityAttribute { .hidden(true) }

    /// Input passes the subtree by: no tap, key or label reaches a control inside it.
    override func update(_ node: ViewNode) {
        node.isHiddenFromInput = true
        super.update(node)
    }

    /// Draws nothing: the subtree's items are left out of the display list, so no target
    /// draws them and no client is sent what they show.
    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        for child in node.children { child.skipDisplayItems(at: items.position) }
    }
}

extension View {
    /// Hides this view unconditionally: it still takes its space in the layout, but draws
    /// nothing, cannot be tapped or focused, and is left out of the accessibility tree.
    /// To leave a view out of the layout too, use an `if` around it instead.
    public nonisolated func hidden() -> some View {
        modifier(HiddenModifier())
    }
}
