import ClockworkCore

/// Chart content that shows data as symbols at points: a scatter plot, or the vertices
/// of a line drawn out.
///
/// ```swift
/// Chart(samples) {
///     PointMark(x: .value("Load", $0.load), y: .value("Temperature", $0.celsius))
/// }
/// ```
public struct PointMark: ChartContent {
    public typealias Body = Never
    private let x: PlottedChannel?, y: PlottedChannel?

    /// A symbol at `x` and `y`.
    public init<X: Plottable, Y: Plottable>(x: borrowing PlottableValue<X>, y: borrowing PlottableValue<Y>) {
        self.x = PlottedChannel(x)
        self.y = PlottedChannel(y)
    }

    /// A symbol at `x`, in the middle of the plot's height.
    public init<X: Plottable>(x: borrowing PlottableValue<X>) {
        self.x = PlottedChannel(x)
        y = nil
    }

    /// A symbol at `y`, in the middle of the plot's width.
    public init<Y: Plottable>(y: borrowing PlottableValue<Y>) {
        x = nil
        self.y = PlottedChannel(y)
    }

    public func _collect(into marks: inout _ChartMarks) {
        marks.note(x: x, y: y)
        marks.add(.point, x: x.map { .at($0.extent.center) }, y: y.map { .at($0.extent.center) })
    }
}
