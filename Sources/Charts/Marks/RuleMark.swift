import ClockworkCore
import Foundation

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
    public init<X: Plottable>(x: borrowing PlottableValue<X>) {
        self.x = PlottedChannel(x)
        y = nil
        xExtent = .at(x.extent.center)
        yExtent = nil
    }

    /// A horizontal line at `y`, the plot's width.
    public init<Y: Plottable>(y: borrowing PlottableValue<Y>) {
        x = nil
        self.y = PlottedChannel(y)
        xExtent = nil
        yExtent = .at(y.extent.center)
    }

    /// A horizontal line at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: borrowing PlottableValue<X>, xEnd: borrowing PlottableValue<X>, y: borrowing PlottableValue<Y>) {
        let start = PlottedChannel(xStart), end = PlottedChannel(xEnd)
        x = start
        self.y = PlottedChannel(y)
        xExtent = PlotExtent(start, end)
        yExtent = .at(y.extent.center)
    }

    /// A horizontal line at `y` between positions in points from the plot's leading edge
    /// (`nil`: the plot's edges).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: borrowing PlottableValue<Y>) {
        x = nil
        self.y = PlottedChannel(y)
        xExtent = PlotExtent(fixed: xStart, xEnd)
        yExtent = .at(y.extent.center)
    }

    /// A vertical line at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: borrowing PlottableValue<X>, yStart: borrowing PlottableValue<Y>, yEnd: borrowing PlottableValue<Y>) {
        let start = PlottedChannel(yStart), end = PlottedChannel(yEnd)
        self.x = PlottedChannel(x)
        y = start
        xExtent = .at(x.extent.center)
        yExtent = PlotExtent(start, end)
    }

    /// A vertical line at `x` between positions in points from the plot's top
    /// (`nil`: the plot's edges).
    public init<X: Plottable>(x: borrowing PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        self.x = PlottedChannel(x)
        y = nil
        xExtent = .at(x.extent.center)
        yExtent = PlotExtent(fixed: yStart, yEnd)
    }

    public func _collect(into marks: inout _ChartMarks) {
        marks.note(x: x, y: y)
        marks.add(.rule, x: xExtent, y: yExtent)
    }
}
