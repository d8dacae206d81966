/// `.animation(_:value:)`: animates the changes below it in an update where `value`
/// changed.
struct AnimationModifier<Value: Equatable>: BuiltinModifier {
    let animation: Animation?
    let value: Value

    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { AnimationContent(view) }
}

@MainActor
private final class AnimationContent<Content: View, Value: Equatable>: ModifierContent<Content, AnimationModifier<Value>> {
    /// The value as of the last update, once updated (not an optional, as in
    /// ``ModifierContent``: no metadata lookup per update).
    private var lastValue: Value
    private var hasUpdated = false

    override init(_ view: Modified<Content, AnimationModifier<Value>>) {
        lastValue = view.modifier.value
        super.init(view)
    }

    override func update(_ node: ViewNode) {
        let modifier = self.modifier
        defer { (lastValue, hasUpdated) = (modifier.value, true) }
        guard hasUpdated, lastValue != modifier.value else {
            reconcileContent(node)
            return
        }
        node.graph.withAnimationOverride(modifier.animation) {
            reconcileContent(node)
        }
    }
}

extension View {
    /// Animates this view's changes with `animation` whenever `value` changes (`nil`:
    /// those changes do not animate, whatever the transaction says).
    ///
    /// It applies to the modifiers before it and the views inside, in the update where
    /// `value` changed, unless that update's transaction disables animations.
    public nonisolated func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(AnimationModifier(animation: animation, value: value))
    }
}

/// `.animation(_:)`: animates every change below it that an update of this view carries.
struct UnconditionalAnimationModifier: BuiltinModifier {
    let animation: Animation?

    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { UnconditionalAnimationContent(view) }
}

@MainActor
private final class UnconditionalAnimationContent<Content: View>: ModifierContent<Content, UnconditionalAnimationModifier> {
    override func update(_ node: ViewNode) {
        node.graph.withAnimationOverride(modifier.animation) {
            reconcileContent(node)
        }
    }
}

extension View {
    /// Applies `animation` to every change of this view's inputs (SwiftUI's form before
    /// `value:`, deprecated there): the changes a new value from the parent brings animate,
    /// unless the transaction disables animations. A change of state inside the view
    /// animates by its own transaction; prefer ``animation(_:value:)``, which says which
    /// change animates.
    public nonisolated func animation(_ animation: Animation?) -> some View {
        modifier(UnconditionalAnimationModifier(animation: animation))
    }
}
