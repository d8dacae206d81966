@_spi(Machinery) import ClockworkCore

struct OnChangeModifier<Value: Equatable>: BuiltinModifier {
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { OnChangeContent(view) }
}

/// `.onChange(of:)`: after an update pass in which the value changed (by `!=`), runs the
/// action with the old and new values. A new identity starts without an old value.
@MainActor
private final class OnChangeContent<Content: View, Value: Equatable>: ModifierContent<Content, OnChangeModifier<Value>> {
    private var lastValue: Value?

    override func update(_ node: ViewNode) {
        let modifier = self.modifier
        if let old = lastValue {
            if old != modifier.value {
                let new = modifier.value
                node.graph.afterUpdate { modifier.action(old, new) }
            }
        } else if modifier.initial {
            let value = modifier.value
            node.graph.afterUpdate { modifier.action(value, value) }
        }
        lastValue = modifier.value
        reconcileContent(node)
    }
}

extension View {
    /// Performs an action when `value` changes, with the new value.
    public nonisolated func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
    }

    /// Performs an action when `value` changes, with the old and new values; with
    /// `initial`, also once when the view appears, with the value as both.
    public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Performs an action when `value` changes; with `initial`, also when the view appears.
    public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }
}
