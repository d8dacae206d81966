@_spi(Machinery) import ClockworkCore

/// A view for presenting a stack of views that represents a visible path in a navigation
/// hierarchy: SwiftUI's earlier navigation container, kept for code written before
/// ``NavigationStack``. A daemon's screen shows one column, so it is a navigation stack
/// around its content, links and titles working as in one.
public struct NavigationView<Content: View> {
    let content: Content

    /// Creates a destination-based navigation view.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content in a navigation stack.
    @MainActor public var body: some View {
        NavigationStack { content }
    }
}

extension NavigationView: View {}

/// A specification for the appearance and interaction of a navigation view.
@MainActor @preconcurrency
public protocol NavigationViewStyle {}

/// The default navigation view style: one column of stacked views, as a daemon's screen
/// always shows.
public struct DefaultNavigationViewStyle {
    /// Creates a default navigation view style.
    public init() {}
}

extension DefaultNavigationViewStyle: NavigationViewStyle {}

/// A navigation view style represented by a view stack that only shows a single top view
/// at a time.
public struct StackNavigationViewStyle {
    /// Creates a stack navigation view style.
    public init() {}
}

extension StackNavigationViewStyle: NavigationViewStyle {}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default navigation view style.
    public nonisolated static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A navigation view style represented by a view stack that only shows a single top
    /// view at a time.
    public nonisolated static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension View {
    /// Sets the style for navigation views within this view: every style is the one
    /// column a daemon's screen shows, so the view is returned as it is.
    public nonisolated func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}
