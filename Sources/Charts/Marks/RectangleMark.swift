import ClockworkCore
import Foundation

/// Chart content that shows data as rectangles: cells of a heat map (a category on each
/// axis), or a region between two values on each axis.
///
/// ```swift
/// RectangleMark(xStart: .value("From", start), xEnd: .value("To", end),
///               yStart: .value("Low", 18), yEnd: .value("High", 24))
///     .foregroundStyle(.green.opacity(0.2))
/// ```
public struct RectangleMark: ChartContent {
    public typealias Body = Never
    private let x: PlottedChannel?, y: PlottedChannel?
    private let xExtent: PlotExtent, yExtent: PlotExtent
    private let width: MarkDimension, height: MarkDimension

    /// A rectangle centered at `x` and `y`, as wide and tall as given (a band's, by default).
    public init<X: Plottable, Y: Plottable>(x: borrowing PlottableValue<X>, y: borrowing PlottableValue<Y>,
                                            width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        self.x = PlottedChannel(x)
        self.y = PlottedChannel(y)
        xExtent = x.extent
        yExtent = y.extent
        self.width = width
        self.height = height
    }

    /// A rectangle from `xStart` to `xEnd`, centered at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: borrowing PlottableValue<X>, xEnd: borrowing PlottableValue<X>, y: borrowing PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        let start = PlottedChannel(xStart), end = PlottedChannel(xEnd)
        x = start
        self.y = PlottedChannel(y)
        xExtent = PlotExtent(start, end)
        yExtent = y.extent
        width = .automatic
        self.height = height
    }

    /// A rectangle from `yStart` to `yEnd`, centered at `x`.
    public init<X: Plottable, Y: Plottable>(x: borrowing PlottableValue<X>, yStart: borrowing PlottableValue<Y>, yEnd: borrowing PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        let start = PlottedChannel(yStart), end = PlottedChannel(yEnd)
        self.x = PlottedChannel(x)
        y = start
        xExtent = x.extent
        yExtent = PlotExtent(start, end)
        self.width = width
        height = .automatic
    }

    /// The rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: borrowing PlottableValue<X>, xEnd: borrowing PlottableValue<X>,
                                            yStart: borrowing PlottableValue<Y>, yEnd: borrowing PlottableValue<Y>) {
        let x0 = PlottedChannel(xStart), x1 = PlottedChannel(xEnd), y0 = PlottedChannel(yStart), y1 = PlottedChannel(yEnd)
        x = x0
        y = y0
        xExtent = PlotExtent(x0, x1)
        yExtent = PlotExtent(y0, y1)
        width = .automatic
        height = .automatic
    }

    /// A rectangle between positions in points from the plot's top-leading corner
    /// (`nil`: the plot's edges), whatever the data.
    public init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        x = nil
        y = nil
        xExtent = PlotExtent(fixed: xStart, xEnd)
        yExtent = PlotExtent(fixed: yStart, yEnd)
        width = .automatic
        height = .automatic
    }

    /// A rectangle from `xStart` to `xEnd` across positions in points from the plot's top
    /// (`nil`: the plot's edges): a stretch of time, the plot's whole height.
    public init<X: Plottable>(xStart: borrowing PlottableValue<X>, xEnd: borrowing PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        let start = PlottedChannel(xStart), end = PlottedChannel(xEnd)
        x = start
        y = nil
        xExtent = PlotExtent(start, end)
        yExtent = PlotExtent(fixed: yStart, yEnd)
        width = .automatic
        height = .automatic
    }

    /// A rectangle from `yStart` to `yEnd` across positions in points from the plot's
    /// leading edge (`nil`: the plot's edges): a band of normal values, the plot's whole width.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: borrowing PlottableValue<Y>, yEnd: borrowing PlottableValue<Y>) {
        let start = PlottedChannel(yStart), end = PlottedChannel(yEnd)
        x = nil
        y = start
        xExtent = PlotExtent(fixed: xStart, xEnd)
        yExtent = PlotExtent(start, end)
        width = .automatic
        height = .automatic
    }

    /// A rectangle at `x`, between positions in points from the plot's top.
    public init<X: Plottable>(x: borrowing PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic) {
        self.x = PlottedChannel(x)
        y = nil
        xExtent = x.extent
        yExtent = PlotExtent(fixed: yStart, yEnd)
        self.width = width
        height = .automatic
    }

    /// A rectangle at `y`, between positions in points from the plot's leading edge.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: borrowing PlottableValue<Y>, height: MarkDimension = .automatic) {
        x = nil
        self.y = PlottedChannel(y)
        xExtent = PlotExtent(fixed: xStart, xEnd)
        yExtent = y.extent
        width = .automatic
        self.height = height
    }

    public func _collect(into marks: inout _ChartMarks) {
        marks.note(x: x, y: y)
        marks.add(.rectangle, x: xExtent, y: yExtent, width: width, height: height, stacking: .unstacked)
    }
}
