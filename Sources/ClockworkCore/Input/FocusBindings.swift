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
    package var submitTrigger: SubmitTriggers {
        get { self[SubmitTriggerKey.self] }
        set { self[SubmitTriggerKey.self] = newValue }
    }
}

/// What the focus subsystem asks of a `.focused` modifier on a focused control's path.
@MainActor
package protocol FocusBinding: AnyObject {
    /// The focus state's storage, to tell bindings of one state apart.
    var focusStorage: AnyObject? { get }
    /// Whether the binding stands for `value` of its state.
    func matches(_ value: Any) -> Bool
    /// Sets the state to the binding's value (its control took focus).
    func claim()
    /// Sets the state to its blank value if it still holds the binding's (focus left).
    func release()
}

/// What the focus subsystem runs when Enter is pressed on a focused text field: the
/// nearest submit action above it.
@MainActor
package protocol SubmitHandler: AnyObject {
    /// The fields whose submission it takes: text fields, search fields, or both.
    var triggers: SubmitTriggers { get }
    func submit()
}
