@_spi(Machinery) import ClockworkCore

/// The visibility of scroll indicators of a UI element.
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable {
        case automatic, visible, hidden, never
    }

    let kind: Kind

    /// Scroll indicator visibility depends on the policies of the component accepting the
    /// visibility configuration: on a daemon's screen, hidden (nothing is being dragged).
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    /// Show the scroll indicators: a thin bar along the trailing (or bottom) edge for the
    /// part of the content in view.
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    /// Hide the scroll indicators.
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    /// Scroll indicators should never be visible.
    public static let never = ScrollIndicatorVisibility(kind: .never)

    public var description: String { "\(kind)" }
}

/// The indicator visibility along each axis.
struct ScrollIndicators: Equatable {
    var vertical = ScrollIndicatorVisibility.automatic
    var horizontal = ScrollIndicatorVisibility.automatic

    subscript(axis: Axis) -> ScrollIndicatorVisibility {
        axis == .vertical ? vertical : horizontal
    }
}

private struct ScrollIndicatorsKey: EnvironmentKey {
    static let defaultValue = ScrollIndicators()
}

private struct ScrollDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DefaultScrollAnchorKey: EnvironmentKey {
    static let defaultValue: UnitPoint? = nil
}

extension EnvironmentValues {
    /// The indicators the scroll views here show.
    var scrollIndicators: ScrollIndicators {
        get { self[ScrollIndicatorsKey.self] }
        set { self[ScrollIndicatorsKey.self] = newValue }
    }

    /// A Boolean value that indicates whether any scroll views associated with this
    /// environment allow scrolling to occur.
    public var isScrollEnabled: Bool {
        get { !self[ScrollDisabledKey.self] }
        set { self[ScrollDisabledKey.self] = !newValue }
    }

    /// Where the scroll views here start, and stay while their content grows.
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Sets the visibility of scroll indicators within this view.
    public nonisolated func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.scrollIndicators) { indicators in
            if axes.contains(.vertical) { indicators.vertical = visibility }
            if axes.contains(.horizontal) { indicators.horizontal = visibility }
        }
    }

    /// Disables or enables scrolling in scrollable views: people (the socket's `scroll`,
    /// the arrow keys, a drag) cannot scroll them; `ScrollViewProxy.scrollTo` still does.
    public nonisolated func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { enabled in
            if disabled { enabled = false }
        }
    }

    /// Associates an anchor to control which part of the scroll view's content should be
    /// rendered by default: `.bottom` starts at the end, and stays there while the content
    /// grows, as a log or a chat does, until someone scrolls away.
    public nonisolated func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }
}
