@_spi(Machinery) import ClockworkCore

/// How a navigation stack draws one screen's bars: what the navigation bar and toolbar
/// modifiers inside the screen set.
struct ScreenChrome: Equatable {
    var titleDisplayMode = NavigationBarItem.TitleDisplayMode.automatic
    var subtitle: String?
    var hidesBackButton = false
    var topBarHidden = false
    var bottomBarHidden = false
    /// What the bars are filled with (`nil`: nothing), and whether they show a background.
    var topBackground: PaintStyle?
    var bottomBackground: PaintStyle?
    var topBackgroundVisibility = Visibility.automatic
    var bottomBackgroundVisibility = Visibility.automatic
    /// The regions the screen's toolbar items fill.
    var regions: Set<ToolbarRegion> = []

    /// Whether the title is drawn large, on a line of its own under the bar, whatever the
    /// medium (an `.automatic` title is large in points on a stack's root screen, as
    /// ``NavigationBar`` draws it).
    var showsLargeTitle: Bool { titleDisplayMode == .large }
}

/// A view drawing some of a screen's toolbar items, held weakly by the screen.
struct WeakToolbarHost {
    weak var host: (any ToolbarHost)?
}

/// A view that draws a screen's toolbar items of one region.
@MainActor
protocol ToolbarHost: AnyObject {
    /// The screen's items changed: build them again.
    func toolbarChanged()
}

extension NavigationScreen {
    /// Sets the items the modifier `source` holds.
    func setToolbar(_ entries: [ToolbarEntry], from source: ObjectIdentifier) {
        if let index = toolbar.firstIndex(where: { $0.source == source }) {
            toolbar[index].entries = entries
        } else {
            toolbar.append((source, entries))
        }
        toolbarChanged()
    }

    /// Forgets the items of the modifier `source`, which left the screen.
    func removeToolbar(from source: ObjectIdentifier) {
        toolbar.removeAll { $0.source == source }
        toolbarChanged()
    }

    /// The items drawn in `region`, in the order their modifiers came.
    func toolbarEntries(in region: ToolbarRegion) -> [ToolbarEntry] {
        toolbar.flatMap(\.entries).filter { $0.placement.region == region }
    }

    private func toolbarChanged() {
        chrome.regions = Set(toolbar.flatMap(\.entries).compactMap(\.placement.region))
        toolbarHosts.removeAll { $0.host == nil }
        for host in toolbarHosts { host.host?.toolbarChanged() }
    }

    /// Applies the chrome change the modifier `source` makes.
    func setChromeChange(_ change: @escaping (inout ScreenChrome) -> Void, from source: ObjectIdentifier) {
        if let index = chromeChanges.firstIndex(where: { $0.source == source }) {
            chromeChanges[index].change = change
        } else {
            chromeChanges.append((source, change))
        }
        recomputeChrome()
    }

    /// Forgets the chrome change of the modifier `source`, which left the screen.
    func removeChromeChange(from source: ObjectIdentifier) {
        chromeChanges.removeAll { $0.source == source }
        recomputeChrome()
    }

    private func recomputeChrome() {
        var next = ScreenChrome()
        next.regions = chrome.regions
        for (_, change) in chromeChanges { change(&next) }
        chrome = next
    }
}

extension EnvironmentValues {
    /// The navigation screen the views here are on, if any.
    var navigationScreen: NavigationScreen? { object(NavigationScreen.self) }
}
