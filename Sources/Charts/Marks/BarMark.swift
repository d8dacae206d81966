import ClockworkCore
import Foundation

/// Chart content that shows data as bars: from zero (or the bar stacked below) to a
/// value, across a category's band, a date's unit, or between two values.
///
/// ```swift
/// Chart(sales) {
///     BarMark(x: .value("Product", $0.name), y: .value("Sold", $0.count))
/// }
/// ```
public struct BarMark: ChartContent {
    public typealias Body = Never
    private let x: PlottedChannel?, y: PlottedChannel?
    private let xExtent: PlotExtent?, yExtent: PlotExtent?
    private let width: MarkDimension, height: MarkDimension
    private let stacking: MarkStackingMethod

    /// A bar at `x` reaching `y` (or, with a category on y and a number on x, a
    /// horizontal bar); bars at the same place stack.
    public init<X: Plottable, Y: Plottable>(x: borrowing PlottableValue<X>, y: borrowing PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        self.x = PlottedChannel(x)
        self.y = PlottedChannel(y)
        xExtent = x.extent
        yExtent = y.extent
        self.width = width
        self.height = height
        self.stacking = stacking
    }

    /// A horizontal bar from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: borrowing PlottableValue<X>, xEnd: borrowing PlottableValue<X>, y: borrowing PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        let start = PlottedChannel(xStart), end = PlottedChannel(xEnd)
        x = start
        self.y = PlottedChannel(y)
        xExtent = PlotExtent(start, end)
        yExtent = y.extent
        width = .automatic
        self.height = height
        stacking = .unstacked
    }

    /// A vertical bar from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: borrowing PlottableValue<X>, yStart: borrowing PlottableValue<Y>, yEnd: borrowing PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        let start = PlottedChannel(yStart), end = PlottedChannel(yEnd)
        self.x = PlottedChannel(x)
        y = start
        xExtent = x.extent
        yExtent = PlotExtent(start, end)
        self.width = width
        height = .automatic
        stacking = .unstacked
    }

    /// A bar over the rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: borrowing PlottableValue<X>, xEnd: borrowing PlottableValue<X>,
                                            yStart: borrowing PlottableValue<Y>, yEnd: borrowing PlottableValue<Y>) {
        let x0 = PlottedChannel(xStart), x1 = PlottedChannel(xEnd), y0 = PlottedChannel(yStart), y1 = PlottedChannel(yEnd)
        x = x0
        y = y0
        xExtent = PlotExtent(x0, x1)
        yExtent = PlotExtent(y0, y1)
        width = .automatic
        height = .automatic
        stacking = .unstacked
    }

    /// A horizontal bar at `y` between positions in points from the plot's leading edge
    /// (`nil`: the plot's edges).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: borrowing PlottableValue<Y>, height: MarkDimension = .automatic) {
        x = nil
        self.y = PlottedChannel(y)
        xExtent = PlotExtent(fixed: xStart, xEnd)
        yExtent = y.extent
        width = .automatic
        self.height = height
        stacking = .unstacked
    }

    /// A vertical bar at `x` between positions in points from the plot's top (`nil`: the
    /// plot's edges).
    public init<X: Plottable>(x: borrowing PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic) {
        self.x = PlottedChannel(x)
        y = nil
        xExtent = x.extent
        yExtent = PlotExtent(fixed: yStart, yEnd)
        self.width = width
        height = .automatic
        stacking = .unstacked
    }

    public func _collect(into marks: inout _ChartMarks) {
        marks.note(x: x, y: y)
        marks.add(.bar, x: xExtent, y: yExtent, width: width, height: height, stacking: stacking)
    }
}
