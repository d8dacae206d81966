import ClockworkCore
import Foundation

extension ChartContent {
    /// Draws the marks in `style` (a color, a gradient, `.tint`), in place of the chart's
    /// default or the color their series gets.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        ModifiedChartContent(content: self, change: .foreground(style.paintStyle))
    }

    /// Colors the marks by `value`: marks with the same value share a color from the
    /// chart's palette (or `chartForegroundStyleScale(_:)`), each value
    /// makes its own line or area, and the legend lists the values.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        ModifiedChartContent(content: self, change: .styleKey(value.extent.center, value.label))
    }

    /// Marks the points with `symbol`; on a line, draws it at each vertex.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        ModifiedChartContent(content: self, change: .symbol(ChartSymbol(symbol)))
    }

    /// Marks the points with a symbol chosen by `value`: each value gets its own shape
    /// (circle, square, triangle, …), a line each value, and the legend shows them.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        ModifiedChartContent(content: self, change: .symbolKey(value.extent.center, value.label))
    }

    /// Sizes the symbols to an area of `size` square points.
    public func symbolSize(_ size: CGFloat) -> some ChartContent {
        ModifiedChartContent(content: self, change: .symbolSize(max(Double(size), 0)))
    }

    /// Sizes the symbols to `size`.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        ModifiedChartContent(content: self, change: .symbolSize(max(Double(size.width * size.height), 0)))
    }

    /// How lines and areas run between their points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        ModifiedChartContent(content: self, change: .interpolation(method))
    }

    /// Draws lines (and rules) with `style`: width, dashes, caps.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        ModifiedChartContent(content: self, change: .lineStyle(style))
    }

    /// Draws the marks at `opacity`, 0–1.
    public func opacity(_ opacity: Double) -> some ChartContent {
        ModifiedChartContent(content: self, change: .opacity(min(max(opacity, 0), 1)))
    }

    /// Rounds the corners of bars and rectangles by `radius`.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        ModifiedChartContent(content: self, change: .cornerRadius(max(Double(radius), 0)))
    }

    /// Places bars that share a band side by side, one lane per `value`, instead of
    /// stacking them.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        ModifiedChartContent(content: self, change: .positionKey(value.extent.center))
    }

    /// Places `content` beside the marks: above a bar, at the end of a rule, over a point.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        AnnotatedChartContent(content: self, position: position, alignment: alignment,
                              spacing: spacing.map(Double.init), label: AnyView(content()))
    }
}

/// Where an annotation goes relative to its mark.
public struct AnnotationPosition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
    }

    let kind: Kind

    /// Chosen by the mark: above a vertical bar or a point, after a horizontal bar.
    public static let automatic = AnnotationPosition(kind: .automatic)
    /// Over the mark, centered on it.
    public static let overlay = AnnotationPosition(kind: .overlay)
    /// Above the mark.
    public static let top = AnnotationPosition(kind: .top)
    /// Below the mark.
    public static let bottom = AnnotationPosition(kind: .bottom)
    /// Before the mark.
    public static let leading = AnnotationPosition(kind: .leading)
    /// After the mark.
    public static let trailing = AnnotationPosition(kind: .trailing)
    /// Above and before the mark.
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    /// Above and after the mark.
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    /// Below and before the mark.
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    /// Below and after the mark.
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}

/// A change chart content modifiers make to the attributes of the marks inside them.
enum MarkAttributeChange {
    case foreground(PaintStyle)
    case styleKey(PlotValue, ChartLabel)
    case symbolKey(PlotValue, ChartLabel)
    case symbol(ChartSymbol)
    case symbolSize(Double)
    case interpolation(InterpolationMethod)
    case lineStyle(StrokeStyle)
    case opacity(Double)
    case cornerRadius(Double)
    case positionKey(PlotValue)

    func apply(to attributes: inout MarkAttributes) {
        switch self {
        case .foreground(let style): attributes.foreground = style
        case .styleKey(let key, _): attributes.styleKey = key
        case .symbolKey(let key, _): attributes.symbolKey = key
        case .symbol(let symbol): attributes.symbol = symbol
        case .symbolSize(let size): attributes.symbolSize = size
        case .interpolation(let method): attributes.interpolation = method
        case .lineStyle(let style): attributes.lineStyle = style
        case .opacity(let opacity): attributes.opacity *= opacity
        case .cornerRadius(let radius): attributes.cornerRadius = radius
        case .positionKey(let key): attributes.positionKey = key
        }
    }
}

/// Chart content with a modifier's attributes applied to its marks. An attribute set
/// closer to a mark wins over the same attribute set around it.
struct ModifiedChartContent<Content: ChartContent>: ChartContent {
    typealias Body = Never
    let content: Content
    let change: MarkAttributeChange

    func _collect(into marks: inout _ChartMarks) {
        switch change {
        case .styleKey(_, let label), .symbolKey(_, let label):
            if marks.seriesLabel == nil { marks.seriesLabel = label }
        default: break
        }
        // The walk meets the outermost modifier first and the mark's own last, so the
        // one closest to the mark is applied last and wins.
        marks.with({ change.apply(to: &$0) }, collect: content)
    }
}

/// Chart content whose marks carry an annotation.
struct AnnotatedChartContent<Content: ChartContent>: ChartContent {
    typealias Body = Never
    let content: Content
    let position: AnnotationPosition
    let alignment: Alignment
    let spacing: Double?
    let label: AnyView

    func _collect(into marks: inout _ChartMarks) {
        let first = marks.marks.count
        content._collect(into: &marks)
        guard marks.marks.count > first else { return }
        marks.annotations.append(MarkAnnotation(marks: first..<marks.marks.count, position: position, alignment: alignment,
                                                spacing: spacing, content: label))
    }
}
