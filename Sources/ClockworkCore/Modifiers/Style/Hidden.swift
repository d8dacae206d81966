/// `.hidden()`: the content keeps its place in the layout, and shows nothing, takes no
/// input and leaves the accessibility tree.
struct HiddenModifier: BuiltinModifier {
    var attributes: [String] { ["hidden"] }

    /// What the content draws is fully transparent: drawn by no target.
    func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect) {
        paint.opacity = 0
    }

    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { HiddenContent(view) }
}

@MainActor
private final class HiddenContent<Content: View>: ModifierContent<Content, HiddenModifier>, AccessibilityAttributeCarrier {
    var accessibilityAttribute: AccessibilityAttribute { .hidden(true) }

    /// Input passes the subtree by: no tap, key or label reaches a control inside it.
    override func update(_ node: ViewNode) {
        node.isHiddenFromInput = true
        super.update(node)
    }
}

extension View {
    /// Hides this view unconditionally: it still takes its space in the layout, but draws
    /// nothing, cannot be tapped or focused, and is left out of the accessibility tree.
    /// To leave a view out of the layout too, use an `if` around it instead.
    public func hidden() -> some View {
        modifier(HiddenModifier())
    }
}
