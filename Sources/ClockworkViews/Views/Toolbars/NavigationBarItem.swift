@_spi(Machinery) import ClockworkCore

/// A configuration for a navigation bar that represents a view at the top of a navigation stack.
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherit the display mode from the previous navigation item: in points large on a
        /// stack's root screen and inline on the screens pushed on it, as iOS shows them;
        /// inline on a terminal, which keeps its rows for content.
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title within an expanded navigation bar, on a line of its own.
        case large
    }
}

/// A type that defines the behavior of title of a toolbar.
public struct ToolbarTitleDisplayMode: Sendable {
    let mode: NavigationBarItem.TitleDisplayMode

    /// The default behavior for a toolbar title: inline on a daemon's screen.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// The title is drawn within the bar.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// The title is drawn large, on a line of its own under the bar.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// The title is drawn large, inline in the bar's leading edge: large, on a daemon's screen.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

extension View {
    /// Configures the title display mode for this view's screen in a navigation stack.
    public nonisolated func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(ScreenChromeModifier { $0.titleDisplayMode = displayMode })
    }

    /// Configures the toolbar title display mode for this view.
    public nonisolated func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        modifier(ScreenChromeModifier { $0.titleDisplayMode = mode.mode })
    }

    /// Hides the navigation bar back button for the view.
    public nonisolated func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(ScreenChromeModifier { $0.hidesBackButton = hidesBackButton })
    }

    /// Sets a subtitle, drawn small under the title in the navigation bar.
    public nonisolated func navigationSubtitle(_ subtitle: Text) -> some View {
        let shown = subtitle.plainString
        return modifier(ScreenChromeModifier { $0.subtitle = shown })
    }

    /// Sets a subtitle, drawn small under the title in the navigation bar.
    public nonisolated func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        navigationSubtitle(Text(subtitleKey))
    }

    /// Sets a subtitle, drawn small under the title in the navigation bar.
    @_disfavoredOverload
    public nonisolated func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        navigationSubtitle(Text(subtitle))
    }

    /// Specifies the visibility of a bar managed by SwiftUI: the navigation bar, the bottom
    /// bar, or the bar of the tab view around the view.
    public nonisolated func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ScreenChromeModifier(hidesTabBar: bars.contains(.tabBar) ? visibility == .hidden : nil) { chrome in
            for bar in bars {
                if bar.isTopBar { chrome.topBarHidden = visibility == .hidden }
                if bar == .bottomBar { chrome.bottomBarHidden = visibility == .hidden }
            }
        })
    }

    /// Specifies the preferred shape style of the background of a bar managed by SwiftUI.
    public nonisolated func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let paint = style.paintStyle
        return modifier(ScreenChromeModifier { chrome in
            for bar in bars {
                if bar.isTopBar { chrome.topBackground = paint }
                if bar == .bottomBar { chrome.bottomBackground = paint }
            }
        })
    }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI:
    /// `.hidden` leaves out the bar's background and its divider.
    public nonisolated func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ScreenChromeModifier { chrome in
            for bar in bars {
                if bar.isTopBar { chrome.topBackgroundVisibility = visibility }
                if bar == .bottomBar { chrome.bottomBackgroundVisibility = visibility }
            }
        })
    }

    /// Hides the navigation bar for this view.
    public nonisolated func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(ScreenChromeModifier { $0.topBarHidden = hidden })
    }

    /// Sets the title and the title display mode in the navigation bar for this view.
    public nonisolated func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title and the title display mode in the navigation bar for this view.
    public nonisolated func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title and the title display mode in the navigation bar for this view.
    @_disfavoredOverload
    public nonisolated func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title in the navigation bar for this view.
    public nonisolated func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Sets the title in the navigation bar for this view.
    public nonisolated func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    /// Sets the title in the navigation bar for this view.
    @_disfavoredOverload
    public nonisolated func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// Sets the navigation bar items for this view: `leading` at its start, `trailing` at its end.
    public nonisolated func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(ToolbarModifier(entries: [ToolbarEntry(placement: .topBarLeading, view: AnyView(leading)),
                                           ToolbarEntry(placement: .topBarTrailing, view: AnyView(trailing))]))
    }

    /// Sets the navigation bar items for this view: `leading` at its start.
    public nonisolated func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(ToolbarModifier(entries: [ToolbarEntry(placement: .topBarLeading, view: AnyView(leading))]))
    }

    /// Sets the navigation bar items for this view: `trailing` at its end.
    public nonisolated func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(ToolbarModifier(entries: [ToolbarEntry(placement: .topBarTrailing, view: AnyView(trailing))]))
    }
}

/// Changes how the navigation stack draws the bars of the screen the view is on; with
/// `hidesTabBar`, also hides (or shows) the bar of the tab view around it.
struct ScreenChromeModifier: BuiltinModifier {
    var hidesTabBar: Bool?
    let change: (inout ScreenChrome) -> Void

    init(hidesTabBar: Bool? = nil, change: @escaping (inout ScreenChrome) -> Void) {
        self.hidesTabBar = hidesTabBar
        self.change = change
    }

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { ScreenChromeContent(view) }
}

@MainActor
private final class ScreenChromeContent<Content: View>: ModifierContent<Content, ScreenChromeModifier> {
    override var isAlwaysTransparent: Bool { true }
    /// The tab view whose bar this modifier hides.
    private weak var tabBar: (any HidingTabBar)?

    override func update(_ node: ViewNode) {
        node.environment.navigationScreen?.setChromeChange(modifier.change, from: ObjectIdentifier(self))
        if let hides = modifier.hidesTabBar {
            tabBar = tabBar ?? node.nearestAncestorContent(HidingTabBar.self)
            tabBar?.setBarHidden(hides, by: node)
        }
        super.update(node)
    }

    override func unmount(_ node: ViewNode) {
        node.environment.navigationScreen?.removeChromeChange(from: ObjectIdentifier(self))
        tabBar?.setBarHidden(false, by: node)
        super.unmount(node)
    }
}

extension ViewNode {
    /// The content of the nearest ancestor whose content is a `T`.
    func nearestAncestorContent<T>(_: T.Type) -> T? {
        var next = parent
        while let ancestor = next {
            if let found = ancestor.content as? T { return found }
            next = ancestor.parent
        }
        return nil
    }
}

/// A tab view whose bar the views in its tabs can hide.
@MainActor
protocol HidingTabBar: AnyObject {
    /// Hides the bar while `source`, a view in the selected tab, shows; or stops doing so.
    func setBarHidden(_ hidden: Bool, by source: ViewNode)
}
