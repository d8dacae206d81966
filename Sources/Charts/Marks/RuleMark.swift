import ClockworkCore

/// Chart content that shows a straight line across the plot: a limit, a target, an
/// average, or a range drawn as a line.
///
/// ```swift
/// RuleMark(y: .value("Limit", 80))
///     .foregroundStyle(.red)
/// ```
public struct RuleMark: ChartContent {
    public typealias Body = Never
    private let x: PlottedChannel?, y: PlottedChannel?
    private let xExtent: PlotExtent?, yExtent: PlotExtent?

    /// A vertical line at `x`, the plot's height.
    public init<X: Plottable>(x: PlottableValue<X>) {
        self.x = PlottedChannel(x)
        y = nil
        xExtent = .at(x.extent.center)
        yExtent = nil
    }

    /// A horizontal line at `y`, the plot's width.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        x = nil
        self.y = PlottedChannel(y)
        xExtent = nil
        yExtent = .at(y.extent.center)
    }

    /// A horizontal line at `y` from `xStart` to `xEnd` (the plot's edges where one is `nil`).
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>? = nil, xEnd: PlottableValue<X>? = nil, y: PlottableValue<Y>) {
        let start = xStart.map { PlottedChannel($0) }, end = xEnd.map { PlottedChannel($0) }
        x = start ?? end
        self.y = PlottedChannel(y)
        xExtent = RuleMark.span(start, end)
        yExtent = .at(y.extent.center)
    }

    /// A vertical line at `x` from `yStart` to `yEnd` (the plot's edges where one is `nil`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>? = nil, yEnd: PlottableValue<Y>? = nil) {
        let start = yStart.map { PlottedChannel($0) }, end = yEnd.map { PlottedChannel($0) }
        self.x = PlottedChannel(x)
        y = start ?? end
        xExtent = .at(x.extent.center)
        yExtent = RuleMark.span(start, end)
    }

    /// The span between two optional ends: open ends reach the plot's edge.
    private static func span(_ start: PlottedChannel?, _ end: PlottedChannel?) -> PlotExtent? {
        switch (start, end) {
        case let (start?, end?): PlotExtent(start, end)
        case let (start?, nil): .openEnd(start.extent.center)
        case let (nil, end?): .openStart(end.extent.center)
        case (nil, nil): nil
        }
    }

    public func _collect(into marks: inout _ChartMarks) {
        marks.note(x: x, y: y)
        marks.add(.rule, x: xExtent, y: yExtent)
    }
}
