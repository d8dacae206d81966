import ClockworkCore

/// Chart content that shows data as the area between a line and a baseline (zero, or the
/// series stacked below it), or between two lines.
///
/// ```swift
/// Chart(readings) {
///     AreaMark(x: .value("Time", $0.time), y: .value("Flow", $0.flow))
/// }
/// ```
public struct AreaMark: ChartContent {
    public typealias Body = Never
    private let x: PlottedChannel?, y: PlottedChannel?
    private let xExtent: PlotExtent, yExtent: PlotExtent
    private let series: PlottedChannel?
    private let stacking: MarkStackingMethod

    /// A vertex of an area from zero (or the series stacked below) up to `y`.
    public init<X: Plottable, Y: Plottable>(x: borrowing PlottableValue<X>, y: borrowing PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        self.x = PlottedChannel(x)
        self.y = PlottedChannel(y)
        xExtent = .at(x.extent.center)
        yExtent = .at(y.extent.center)
        series = nil
        self.stacking = stacking
    }

    /// A vertex of the area of `series`, stacked on the series before it.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: borrowing PlottableValue<X>, y: borrowing PlottableValue<Y>, series: borrowing PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        self.x = PlottedChannel(x)
        self.y = PlottedChannel(y)
        xExtent = .at(x.extent.center)
        yExtent = .at(y.extent.center)
        self.series = PlottedChannel(series)
        self.stacking = stacking
    }

    /// A vertex of an area between `yStart` and `yEnd` (a range, a band of confidence).
    public init<X: Plottable, Y: Plottable>(x: borrowing PlottableValue<X>, yStart: borrowing PlottableValue<Y>, yEnd: borrowing PlottableValue<Y>) {
        self.x = PlottedChannel(x)
        let start = PlottedChannel(yStart), end = PlottedChannel(yEnd)
        y = start
        xExtent = .at(x.extent.center)
        yExtent = PlotExtent(start, end)
        series = nil
        stacking = .unstacked
    }

    /// A vertex of a horizontal area between `xStart` and `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: borrowing PlottableValue<X>, xEnd: borrowing PlottableValue<X>, y: borrowing PlottableValue<Y>) {
        let start = PlottedChannel(xStart), end = PlottedChannel(xEnd)
        x = start
        self.y = PlottedChannel(y)
        xExtent = PlotExtent(start, end)
        yExtent = .at(y.extent.center)
        series = nil
        stacking = .unstacked
    }

    public func _collect(into marks: inout _ChartMarks) {
        marks.note(x: x, y: y, series: series)
        marks.add(.area, x: xExtent, y: yExtent, series: series?.extent.center, stacking: stacking)
    }
}
