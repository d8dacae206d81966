import ClockworkCore

/// Chart content that shows data as connected line segments: one line per series,
/// through its marks in the order the data gives them.
///
/// ```swift
/// Chart(readings) {
///     LineMark(x: .value("Time", $0.time), y: .value("°C", $0.celsius))
/// }
/// ```
public struct LineMark: ChartContent {
    public typealias Body = Never
    private let x: PlottedChannel, y: PlottedChannel, series: PlottedChannel?

    /// A vertex of the chart's one line (or of the series `.foregroundStyle(by:)` makes).
    public init<X: Plottable, Y: Plottable>(x: borrowing PlottableValue<X>, y: borrowing PlottableValue<Y>) {
        self.x = PlottedChannel(x)
        self.y = PlottedChannel(y)
        series = nil
    }

    /// A vertex of the line of `series`: a separate line for each of its values.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: borrowing PlottableValue<X>, y: borrowing PlottableValue<Y>, series: borrowing PlottableValue<S>) {
        self.x = PlottedChannel(x)
        self.y = PlottedChannel(y)
        self.series = PlottedChannel(series)
    }

    public func _collect(into marks: inout _ChartMarks) {
        marks.note(x: x, y: y, series: series)
        marks.add(.line, x: .at(x.extent.center), y: .at(y.extent.center), series: series?.extent.center)
    }
}
