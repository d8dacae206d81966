/// A type that defines various triggers that result in the firing of a submission action.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Defines triggers originating from text input controls like `TextField` and `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Defines triggers originating from search fields constructed from searchable modifiers.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

private struct SubmitTriggerKey: EnvironmentKey {
    static let defaultValue = SubmitTriggers.text
}

extension EnvironmentValues {
    /// What submitting a text field here triggers: `.text`, or `.search` in a search field.
    var submitTrigger: SubmitTriggers {
        get { self[SubmitTriggerKey.self] }
        set { self[SubmitTriggerKey.self] = newValue }
    }
}

/// Runs an action when a text field below is submitted (Enter while it has focus).
struct OnSubmitModifier: BuiltinModifier {
    let triggers: SubmitTriggers
    let action: @MainActor () -> Void

    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { OnSubmitContent(view) }
}

/// What the focus subsystem runs when Enter is pressed on a focused text field: the
/// nearest submit action above it.
@MainActor
protocol SubmitHandler: AnyObject {
    /// The fields whose submission it takes: text fields, search fields, or both.
    var triggers: SubmitTriggers { get }
    func submit()
}

@MainActor
private final class OnSubmitContent<Content: View>: ModifierContent<Content, OnSubmitModifier>, SubmitHandler {
    var triggers: SubmitTriggers { modifier.triggers }

    func submit() {
        modifier.action()
    }
}

extension View {
    /// Performs `action` when a text field in this view is submitted: Enter while it has
    /// focus (the socket's `key Enter`, `TestHost.press(.enter)`).
    public func onSubmit(perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(OnSubmitModifier(triggers: .text, action: action))
    }

    /// Adds an action to perform when the user submits a value to this view: a text field
    /// (`.text`) or the search field of a `.searchable` (`.search`) in it.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(OnSubmitModifier(triggers: triggers, action: action))
    }
}
