import ClockworkCore

/// How a Mac window may be resized. A daemon's scene fills its screen, so no resizability
/// changes anything; `windowResizability(_:)` takes one for code written for a Mac.
public struct WindowResizability: Sendable, Hashable {
    private let kind: Int
    /// As the system decides.
    public static let automatic = WindowResizability(kind: 0)
    /// The window is sized by its content.
    public static let contentSize = WindowResizability(kind: 1)
    /// The window is no smaller than its content.
    public static let contentMinSize = WindowResizability(kind: 2)
}

/// A style of a Mac window's frame. A daemon's scene has no frame; `windowStyle(_:)` takes
/// one for code written for a Mac.
public protocol WindowStyle {}

/// The system's window frame.
nonisolated public struct DefaultWindowStyle: WindowStyle {
    /// The system's window frame.
    public init() {}
}

/// A window without a title bar.
nonisolated public struct HiddenTitleBarWindowStyle: WindowStyle {
    /// A window without a title bar.
    public init() {}
}

/// A window with its title bar shown.
nonisolated public struct TitleBarWindowStyle: WindowStyle {
    /// A window with its title bar shown.
    public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The system's window frame.
    public nonisolated static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// A window without a title bar.
    public nonisolated static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    /// A window with its title bar shown.
    public nonisolated static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

/// A style of a Mac window's toolbar. A daemon's scene has no window toolbar;
/// `windowToolbarStyle(_:)` takes one for code written for a Mac.
public protocol WindowToolbarStyle {}

/// The system's window toolbar.
nonisolated public struct DefaultWindowToolbarStyle: WindowToolbarStyle {
    /// The system's window toolbar.
    public init() {}
}

/// A toolbar beside the title.
nonisolated public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
    /// A toolbar beside the title.
    public init() {}
}

/// A toolbar beside the title, with less room around it.
nonisolated public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
    /// A toolbar beside the title, with less room around it.
    public init() {}
}

/// A toolbar under the title.
nonisolated public struct ExpandedWindowToolbarStyle: WindowToolbarStyle {
    /// A toolbar under the title.
    public init() {}
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
    /// The system's window toolbar.
    public nonisolated static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    /// A toolbar beside the title.
    public nonisolated static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    /// A toolbar beside the title, with less room around it.
    public nonisolated static var unifiedCompact: UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
    /// A toolbar under the title.
    public nonisolated static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}

extension Scene {
    /// How the scene's Mac window may be resized: the scene fills a daemon's screen, so
    /// the scene is as it was.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }

    /// The scene's Mac window frame: a daemon's scene has none, so the scene is as it was.
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { self }

    /// The scene's Mac window toolbar: a daemon's scene has none, so the scene is as it was.
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene { self }

    /// The size of the scene's first window: the scene fills a daemon's screen, so the
    /// scene is as it was.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }

    /// The size of the scene's first window: as ``defaultSize(width:height:)``.
    public func defaultSize(_ size: CGSize) -> some Scene { self }

    /// Where the scene's first window opens: the scene fills a daemon's screen, so the
    /// scene is as it was.
    public func defaultPosition(_ position: UnitPoint) -> some Scene { self }

    /// Which URLs open this scene: a daemon's one scene takes none, so the scene is as it
    /// was.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
}
