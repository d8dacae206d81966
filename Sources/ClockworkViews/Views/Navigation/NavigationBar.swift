@_spi(Machinery) import ClockworkCore

/// A navigation stack's bar: the top screen's title, centered (or its `.principal` toolbar
/// item in its place), and above the root a back button named for the screen below (its
/// title, else "Back"), then the screen's leading toolbar items; its other toolbar items
/// at the end; a large title on a line of its own below; over a divider. Nothing at all
/// when there is none of these, or when the screen hides its bar.
///
/// In points the bar is drawn as iOS draws it: its items 8 points from the leading edge
/// and 16 from the trailing one, the back button a large semibold chevron before the
/// title; an `.automatic` title of a stack's root screen large (34-point bold, 16 points
/// in, under the 44-point bar and over no divider), of a screen pushed on it inline; on a terminal `.automatic` is inline, which keeps its rows for content.
struct NavigationBar {
    let title: String?
    let backTitle: String?
    let back: (@MainActor () -> Void)?
    let screen: NavigationScreen
    let chrome: ScreenChrome

    @ViewBuilder @MainActor var body: some View {
        if !chrome.topBarHidden, title != nil || back != nil || !chrome.regions.subtracting([.bottom]).isEmpty {
            MediumChoice {
                bar(largeTitle: chrome.showsLargeTitle || (chrome.titleDisplayMode == .automatic && back == nil), inset: 16, height: 44)
            } cells: {
                bar(largeTitle: chrome.showsLargeTitle, inset: 0, height: 0)
            }
        }
    }

    /// The bar, at least `height` tall, its title large (`inset` from the leading edge) or
    /// inline.
    private func bar(largeTitle: Bool, inset: Double, height: Double) -> some View {
        VStack(spacing: 0) {
            ToolbarBar(leading: leading(inset > 0), principal: principal(inlineTitle: !largeTitle), trailing: trailing,
                       leadingInset: inset / 2, trailingInset: inset)
                .frame(minHeight: height)
            if let title, largeTitle {
                Text(title).font(.largeTitle).bold().frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, inset).padding(.bottom, inset / 2)
            }
            if chrome.topBackgroundVisibility != .hidden, !(largeTitle && inset > 0) { Divider() }
        }
        .background(BarBackground(style: chrome.topBackground, visibility: chrome.topBackgroundVisibility))
    }

    /// The back button and the leading items; in points the back button is iOS's, a large
    /// semibold chevron 6 points before the title below.
    @ViewBuilder private func leading(_ inPoints: Bool) -> some View {
        HStack {
            if let back, let backTitle, !chrome.hidesBackButton {
                Button(action: back) {
                    HStack(spacing: inPoints ? 6 : 0) {
                        if inPoints {
                            Image(systemName: "chevron.left").font(.body.weight(.semibold)).imageScale(.large)
                        } else {
                            Image(systemName: "chevron.left")
                        }
                        Text(backTitle)
                    }
                }
            }
            if chrome.regions.contains(.leading) { ScreenToolbarItems(screen: screen, region: .leading) }
        }
    }

    @ViewBuilder private func principal(inlineTitle: Bool) -> some View {
        if chrome.regions.contains(.principal) {
            ScreenToolbarItems(screen: screen, region: .principal)
        } else if let title, inlineTitle {
            VStack(spacing: 0) {
                Text(title).bold()
                if let subtitle = chrome.subtitle { Text(subtitle).font(.caption).foregroundStyle(.secondary) }
            }
        }
    }

    @ViewBuilder private var trailing: some View {
        if chrome.regions.contains(.trailing) { ScreenToolbarItems(screen: screen, region: .trailing) }
    }
}

extension NavigationBar: View {}

/// A navigation stack's bottom bar: the top screen's bottom-bar and status items, under a
/// divider; nothing when it has none, or hides the bar.
struct NavigationBottomBar {
    let screen: NavigationScreen
    let chrome: ScreenChrome

    @ViewBuilder @MainActor var body: some View {
        if chrome.regions.contains(.bottom), !chrome.bottomBarHidden {
            VStack(spacing: 0) {
                if chrome.bottomBackgroundVisibility != .hidden { Divider() }
                BottomToolbar { ScreenToolbarItems(screen: screen, region: .bottom) }
            }
            .background(BarBackground(style: chrome.bottomBackground, visibility: chrome.bottomBackgroundVisibility))
        }
    }
}

extension NavigationBottomBar: View {}

/// What a bar is filled with: the style set for it, or with `.visible` and none set, a
/// faint fill of the secondary color; nothing when hidden.
private struct BarBackground {
    let style: PaintStyle?
    let visibility: Visibility

    @ViewBuilder @MainActor var body: some View {
        switch (visibility, style) {
        case (.hidden, _): Color.clear
        case (_, let style?): Rectangle().fill(AnyShapeStyle(paint: style))
        case (.visible, nil): Rectangle().fill(Color.secondary.opacity(0.15))
        case (.automatic, nil): Color.clear
        }
    }
}

extension BarBackground: View {}
