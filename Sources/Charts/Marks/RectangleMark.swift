import ClockworkCore

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
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        self.x = PlottedChannel(x)
        self.y = PlottedChannel(y)
        xExtent = x.extent
        yExtent = y.extent
        self.width = width
        self.height = height
    }

    /// A rectangle from `xStart` to `xEnd`, centered at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
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
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
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
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        let x0 = PlottedChannel(xStart), x1 = PlottedChannel(xEnd), y0 = PlottedChannel(yStart), y1 = PlottedChannel(yEnd)
        x = x0
        y = y0
        xExtent = PlotExtent(x0, x1)
        yExtent = PlotExtent(y0, y1)
        width = .automatic
        height = .automatic
    }

    public func _collect(into marks: inout _ChartMarks) {
        marks.note(x: x, y: y)
        marks.add(.rectangle, x: xExtent, y: yExtent, width: width, height: height, stacking: .unstacked)
    }
}
