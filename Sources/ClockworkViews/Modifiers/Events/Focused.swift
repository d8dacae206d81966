@_spi(Machinery) import ClockworkCore

/// Ties a focus state to the control below: the state holds `value` while that control
/// has focus, and setting the state to `value` focuses it.
struct FocusedModifier<Value: Hashable>: BuiltinModifier {
    let state: FocusState<Value>
    let value: Value

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { FocusedContent(view) }
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
    public nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(state: condition.state, value: true))
    }

    /// Makes `binding` hold `value` while this view's control has focus, and focuses it
    /// when set to `value`.
    public nonisolated func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusedModifier(state: binding.state, value: value))
    }
}
