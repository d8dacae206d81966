@_spi(Machinery) import ClockworkCore

/// The size classes, like regular or small, that you can apply to controls within a view.
///
/// A bordered button's backdrop grows or shrinks around its label with the size, as iOS
/// sizes it: on a screen in points, with a body line of 22 points, 24 points tall at
/// `.mini`, 28 at `.small`, 34 at `.regular`, 50 at `.large` and 60 at `.extraLarge`, with
/// 8, 10, 12, 20 and 24 points beside the label; on a terminal a label keeps its one-cell
/// side margins at every size.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// A control version that is minimally sized.
    case mini
    /// A control version that is proportionally smaller size for space-constrained views.
    case small
    /// A control version that is the default size.
    case regular
    /// A control version that is prominently sized.
    case large
    /// A control version that is substantially sized.
    case extraLarge

    /// The backdrop's margin above and below a label in points.
    var verticalMarginInPoints: Double {
        switch self {
        case .mini: 1
        case .small: 3
        case .regular: 6
        case .large: 14
        case .extraLarge: 19
        }
    }

    /// The backdrop's margin beside a label in points.
    var sideMarginInPoints: Double {
        switch self {
        case .mini: 8
        case .small: 10
        case .regular: 12
        case .large: 20
        case .extraLarge: 24
        }
    }
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size to apply to controls within a view.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size for controls within this view.
    public nonisolated func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
