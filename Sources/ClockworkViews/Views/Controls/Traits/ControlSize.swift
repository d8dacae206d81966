@_spi(Machinery) import ClockworkCore

/// The size classes, like regular or small, that you can apply to controls within a view.
///
/// A bordered button's backdrop grows or shrinks around its label with the size: on a
/// screen in points its margin above and below the label is none at `.mini`, a sixth of
/// a line at `.small`, a third at `.regular`, a half at `.large` and two thirds at
/// `.extraLarge`; on a terminal a label keeps its one-cell side margins at every size.
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

    /// The backdrop's margin above and below a label, in lines of text.
    var verticalMarginInLines: Double {
        switch self {
        case .mini: 0
        case .small: 1.0 / 6
        case .regular: 1.0 / 3
        case .large: 1.0 / 2
        case .extraLarge: 2.0 / 3
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
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
