@_spi(Machinery) import ClockworkCore

/// An action that dismisses the presentation a view is in: the sheet or alert it is shown
/// in, or, on a screen a navigation stack pushed, that screen.
///
/// Read it with `@Environment(\.dismiss)` and call it as a function. Outside any
/// presentation it does nothing.
public struct DismissAction: Equatable {
    /// What is dismissed: compared by identity, so an unchanged presenter keeps an equal
    /// action and the views reading it are not updated again.
    private let owner: AnyObject?
    private let action: @MainActor () -> Void

    init(owner: AnyObject?, action: @escaping @MainActor () -> Void) {
        self.owner = owner
        self.action = action
    }

    /// Dismisses the current presentation.
    @MainActor
    public func callAsFunction() {
        action()
    }

    public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool {
        lhs.owner === rhs.owner
    }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(owner: nil) {} }
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

/// Dismisses the alert or dialog a button is in once the button's action has run.
private struct DismissAfterActionKey: EnvironmentKey {
    static var defaultValue: DismissAction? { nil }
}

extension EnvironmentValues {
    /// Dismisses the current presentation (a sheet, an alert, a pushed screen).
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is inside a presentation: a sheet or a pushed screen.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// For the buttons of an alert or a confirmation dialog: what dismisses it after
    /// their action, as every such button does.
    var dismissAfterAction: DismissAction? {
        get { self[DismissAfterActionKey.self] }
        set { self[DismissAfterActionKey.self] = newValue }
    }
}
