@_spi(Machinery) import ClockworkCore

/// Runs an action when a text field below is submitted (Enter while it has focus).
struct OnSubmitModifier: BuiltinModifier {
    let triggers: SubmitTriggers
    let action: @MainActor () -> Void

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { OnSubmitContent(view) }
}


@MainActor
private final class OnSubmitContent<Content: View>: ModifierContent<Content, OnSubmitModifier>, SubmitHandler {
    var triggers: SubmitTriggers { modifier.triggers }

    func submit() {
        modifier.action()
    }
}

extension View {
    /// Adds an action to perform when the user submits a value to this view: a text field
    /// (`.text`) or the search field of a `.searchable` (`.search`) in it. A field is
    /// submitted by Enter while it has focus (the socket's `key Enter`,
    /// `TestHost.press(.enter)`).
    public nonisolated func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(OnSubmitModifier(triggers: triggers, action: action))
    }
}
