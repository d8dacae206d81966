/// `.transaction(_:)`: changes the transaction of every update that reaches the views
/// below, before they animate.
struct TransactionModifier: BuiltinModifier {
    let transform: (inout Transaction) -> Void

    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { TransactionContent(view) }
}

@MainActor
private final class TransactionContent<Content: View>: ModifierContent<Content, TransactionModifier> {
    override func update(_ node: ViewNode) {
        node.graph.withTransaction(transformedBy: modifier.transform) { reconcileContent(node) }
    }
}

extension ViewGraph {
    /// Runs `body` (a reconcile) with the update's transaction as `transform` changes it:
    /// its animation, or none where it disables animations.
    func withTransaction(transformedBy transform: (inout Transaction) -> Void, _ body: @MainActor () -> Void) {
        var changed = transaction
        changed.animation = animationForChange
        transform(&changed)
        withAnimationOverride(changed.disablesAnimations ? nil : changed.animation, body)
    }
}

/// `.transaction(value:_:)`: as ``TransactionModifier``, in updates where `value` changed.
struct ValueTransactionModifier<Value: Equatable>: BuiltinModifier {
    let value: Value
    let transform: (inout Transaction) -> Void

    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { ValueTransactionContent(view) }
}

@MainActor
private final class ValueTransactionContent<Content: View, Value: Equatable>: ModifierContent<Content, ValueTransactionModifier<Value>> {
    private var lastValue: Value

    override init(_ view: Modified<Content, ValueTransactionModifier<Value>>) {
        lastValue = view.modifier.value
        super.init(view)
    }

    override func update(_ node: ViewNode) {
        let modifier = self.modifier
        defer { lastValue = modifier.value }
        guard lastValue != modifier.value else {
            reconcileContent(node)
            return
        }
        node.graph.withTransaction(transformedBy: modifier.transform) { reconcileContent(node) }
    }
}

extension View {
    /// Changes the transaction of the updates that reach this view and the views inside
    /// it: `.transaction { $0.animation = nil }` keeps them from animating,
    /// `$0.animation = .bouncy` animates them so.
    public nonisolated func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform))
    }

    /// Changes the transaction of the updates in which `value` changed, for this view and
    /// the views inside it.
    public nonisolated func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(ValueTransactionModifier(value: value, transform: transform))
    }
}
