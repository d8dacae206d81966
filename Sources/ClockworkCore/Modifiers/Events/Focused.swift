/// Ties a focus state to the control below: the state holds `value` while that control
/// has focus, and setting the state to `value` focuses it.
struct FocusedModifier<Value: Hashable>: BuiltinModifier {
    let state: FocusState<Value>
    let value: Value

    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { FocusedContent(view) }
}

/// What the focus subsystem asks of a `.focused` modifier on a focused control's path.
@MainActor
protocol FocusBinding: AnyObject {
    /// The focus state's storage, to tell bindings of one state apart.
    var focusStorage: AnyObject? { get }
    /// Whether the binding stands for `value` of its state.
    func matches(_ value: Any) -> Bool
    /// Sets the state to the binding's value (its control took focus).
    func claim()
    /// Sets the state to its blank value if it still holds the binding's (focus left).
    func release()
}

@MainActor
private final class FocusedContent<Content: View, Value: Hashable>: ModifierContent<Content, FocusedModifier<Value>>, FocusBinding {
    var focusStorage: AnyObject? { modifier.state.storage }

    func matches(_ value: Any) -> Bool {
        (value as? Value) == modifier.value
    }

    func claim() {
        modifier.state.storage?.write(modifier.value)
    }

    func release() {
        guard let storage = modifier.state.storage, storage.read() == modifier.value else { return }
        storage.write(modifier.state.blank)
    }
}

extension View {
    /// Makes `condition` `true` while this view's control has focus, and focuses it when
    /// set to `true`.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(state: condition.state, value: true))
    }

    /// Makes `binding` hold `value` while this view's control has focus, and focuses it
    /// when set to `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusedModifier(state: binding.state, value: value))
    }
}
