import ClockworkCore
import ClockworkViews

/// What the chart modifiers (`.chartXScale`, `.chartYAxis`, `.chartLegend`, …) set for
/// the charts below them: carried in the environment, read by each chart.
struct ChartSettings {
    var x = ChartAxisSettings()
    var y = ChartAxisSettings()
    var legend = ChartLegendSettings()
    /// Builds the plot area's view from the plain one (`.chartPlotStyle`).
    var plotStyle: (@MainActor (ChartPlotContent) -> AnyView)?
    /// The colors of series, by value, in legend order (`.chartForegroundStyleScale`).
    var styleScale: [(PlotValue, PaintStyle)]?
    /// The colors series take in turn, when given without their values.
    var styleRange: [PaintStyle]?
    /// The symbols of series, by value (`.chartSymbolScale`).
    var symbolScale: [(PlotValue, ChartSymbol)]?
}

/// What the modifiers set for one axis and its scale.
struct ChartAxisSettings {
    var domain: _ScaleDomainValue.Kind?
    var type: ScaleType?
    var range: PositionScaleRange?
    var visibility = Visibility.automatic
    /// The axis's marks; `nil`: the default ones.
    var marks: [AxisMarksSpec]?
    /// The axis's title (`.chartXAxisLabel`).
    var title: ChartAxisTitle?
}

/// An axis's title and where it goes.
struct ChartAxisTitle {
    var content: AnyView
    var position: AnnotationPosition
    var alignment: Alignment?
    var spacing: Double?
}

/// Whether and where the legend shows, and what it shows.
struct ChartLegendSettings {
    var visibility = Visibility.automatic
    var position = AnnotationPosition.automatic
    var alignment: Alignment?
    var spacing: Double?
    /// A legend of the user's, in place of the chart's own.
    var content: AnyView?
}

private struct ChartSettingsKey: EnvironmentKey {
    static var defaultValue: ChartSettings { ChartSettings() }
}

extension EnvironmentValues {
    /// The chart settings the modifiers above set.
    var chartSettings: ChartSettings {
        get { self[ChartSettingsKey.self] }
        set { self[ChartSettingsKey.self] = newValue }
    }
}
