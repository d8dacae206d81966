/// Runs an action when a text field below is submitted (Enter while it has focus).
struct OnSubmitModifier: BuiltinModifier {
    let action: @MainActor () -> Void

    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { OnSubmitContent(view) }
}

/// What the focus subsystem runs when Enter is pressed on a focused text field: the
/// nearest submit action above it.
@MainActor
protocol SubmitHandler: AnyObject {
    func submit()
}

@MainActor
private final class OnSubmitContent<Content: View>: ModifierContent<Content, OnSubmitModifier>, SubmitHandler {
    func submit() {
        modifier.action()
    }
}

extension View {
    /// Performs `action` when a text field in this view is submitted: Enter while it has
    /// focus (the socket's `key Enter`, `TestHost.press(.enter)`).
    public func onSubmit(perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(OnSubmitModifier(action: action))
    }
}
