@_spi(Machinery) import ClockworkCore

/// A structure that defines the placement of a toolbar item.
///
/// On a daemon's screen a toolbar is a bar across the top (the navigation bar inside a
/// `NavigationStack`) and one across the bottom: leading items at the start of the top
/// bar, `.principal` in its middle (in place of the title), the rest at its end, and
/// `.bottomBar` and `.status` items in the bottom bar. `.keyboard` items belong above an
/// on-screen keyboard, and are not drawn in either bar.
public struct ToolbarItemPlacement: Hashable, Sendable, CustomStringConvertible {
    enum Kind: String, Hashable, Sendable {
        case automatic, principal, navigation, primaryAction, secondaryAction, status
        case confirmationAction, cancellationAction, destructiveAction, keyboard, bottomBar
        case navigationBarLeading, navigationBarTrailing, topBarLeading, topBarTrailing
    }

    let kind: Kind

    /// The item is placed automatically, depending on many factors including the platform, size class, or presence of other items.
    public static let automatic = ToolbarItemPlacement(kind: .automatic)
    /// The item is placed in the principal item section: the middle of the bar.
    public static let principal = ToolbarItemPlacement(kind: .principal)
    /// The item represents a navigation action.
    public static let navigation = ToolbarItemPlacement(kind: .navigation)
    /// The item represents a primary action.
    public static let primaryAction = ToolbarItemPlacement(kind: .primaryAction)
    /// The item represents a secondary action.
    public static let secondaryAction = ToolbarItemPlacement(kind: .secondaryAction)
    /// The item represents a change in status for the current context.
    public static let status = ToolbarItemPlacement(kind: .status)
    /// The item represents a confirmation action for a modal interface.
    public static let confirmationAction = ToolbarItemPlacement(kind: .confirmationAction)
    /// The item represents a cancellation action for a modal interface.
    public static let cancellationAction = ToolbarItemPlacement(kind: .cancellationAction)
    /// The item represents a destructive action for a modal interface.
    public static let destructiveAction = ToolbarItemPlacement(kind: .destructiveAction)
    /// The item is placed in the keyboard section.
    public static let keyboard = ToolbarItemPlacement(kind: .keyboard)
    /// Places the item in the bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(kind: .bottomBar)
    /// Places the item in the leading edge of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(kind: .navigationBarLeading)
    /// Places the item in the trailing edge of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(kind: .navigationBarTrailing)
    /// Places the item in the leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(kind: .topBarLeading)
    /// Places the item in the trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(kind: .topBarTrailing)

    public var description: String { kind.rawValue }

    /// Where a daemon's screen draws an item of this placement.
    var region: ToolbarRegion? {
        switch kind {
        case .navigation, .navigationBarLeading, .topBarLeading, .cancellationAction: .leading
        case .principal: .principal
        case .automatic, .primaryAction, .secondaryAction, .confirmationAction, .destructiveAction,
             .navigationBarTrailing, .topBarTrailing: .trailing
        case .bottomBar, .status: .bottom
        case .keyboard: nil
        }
    }
}

/// A part of the bars a toolbar's items are drawn in.
enum ToolbarRegion: Hashable, CaseIterable {
    case leading, principal, trailing, bottom
}

/// The placements of bars that toolbar content can target: the navigation bar, the
/// bottom bar, a tab view's bar.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, navigationBar, bottomBar, tabBar, windowToolbar
    }

    let kind: Kind

    /// The primary toolbar: the navigation bar inside a navigation stack, else the bar a
    /// `.toolbar` draws above its view.
    public static let automatic = ToolbarPlacement(kind: .automatic)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(kind: .navigationBar)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(kind: .bottomBar)
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(kind: .tabBar)
    /// The window toolbar: the primary toolbar, on a daemon's screen.
    public static let windowToolbar = ToolbarPlacement(kind: .windowToolbar)

    /// Whether it names the top bar.
    var isTopBar: Bool { kind == .automatic || kind == .navigationBar || kind == .windowToolbar }
}
