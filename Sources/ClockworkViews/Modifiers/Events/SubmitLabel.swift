@_spi(Machinery) import ClockworkCore

/// A semantic label describing the label of submission within a view hierarchy: what a
/// software keyboard's return key would say.
public struct SubmitLabel: Hashable, Sendable, CustomStringConvertible {
    /// The label's name: `done`, `search`, `return`…
    public let description: String

    /// Defines a submit label with text of "Done".
    public static let done = SubmitLabel(description: "done")
    /// Defines a submit label with text of "Go".
    public static let go = SubmitLabel(description: "go")
    /// Defines a submit label with text of "Send".
    public static let send = SubmitLabel(description: "send")
    /// Defines a submit label with text of "Join".
    public static let join = SubmitLabel(description: "join")
    /// Defines a submit label with text of "Route".
    public static let route = SubmitLabel(description: "route")
    /// Defines a submit label with text of "Search".
    public static let search = SubmitLabel(description: "search")
    /// Defines a submit label with text of "Return".
    public static let `return` = SubmitLabel(description: "return")
    /// Defines a submit label with text of "Next".
    public static let next = SubmitLabel(description: "next")
    /// Defines a submit label with text of "Continue".
    public static let `continue` = SubmitLabel(description: "continue")
}

private struct SubmitLabelKey: EnvironmentKey {
    static var defaultValue: SubmitLabel { .return }
}

extension EnvironmentValues {
    /// The submit label of the text fields below (`View/submitLabel(_:)`).
    public var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
}

extension View {
    /// Sets the submit label for this view: kept in the environment, where a software
    /// keyboard would read it. A daemon's input (Enter over the socket or from a keyboard)
    /// submits whatever the label says, running `.onSubmit` as ever.
    public nonisolated func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environment(\.submitLabel, submitLabel)
    }
}
