@_spi(Machinery) import ClockworkCore
import ClockworkViews

/// A view that shows a chart: the marks its content makes (lines, areas, bars, points,
/// rules, rectangles) on scales chosen from the data, with axes and a legend.
///
/// ```swift
/// Chart(readings) {
///     LineMark(x: .value("Time", $0.time), y: .value("°C", $0.celsius))
///         .foregroundStyle(by: .value("Sensor", $0.sensor))
/// }
/// .chartYScale(domain: 0...40)
/// ```
///
/// Drawn in pixels with antialiased paths, and on a terminal with braille dots (four
/// rows and two columns a cell) and block characters; axis labels are text items, so the
/// display list and OCR read them. When the data changes, only the chart's own node is
/// updated, long series are cut down to the plot's width (the least and greatest values
/// of each column kept, so spikes stay), and an animated change moves the marks.
public struct Chart<Content: ChartContent>: View, DrawnView {
    let content: Content

    /// A chart of the marks `content` makes: single marks, `ForEach` over data, or both.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// A chart of the marks `content` makes for each element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// A chart of the marks `content` makes for each element of `data`, identified by
    /// the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    package func makeDrawing() -> ChartDrawing<Content> { ChartDrawing() }
}

/// A chart's node: its content walked into marks on each update, then handed to the
/// chart's engine, which is the same for every content type.
@MainActor
package final class ChartDrawing<Content: ChartContent>: ViewDrawing {
    private let engine = ChartEngine()

    package func update(_ view: Chart<Content>, node: ViewNode) {
        engine.update(node: node) { marks in view.content._collect(into: &marks) }
    }

    package func sizeThatFits(_ proposal: ProposedSize, view: Chart<Content>, node: ViewNode) -> Size {
        engine.sizeThatFits(proposal, node: node)
    }

    package func place(in bounds: Rect, view: Chart<Content>, node: ViewNode) {
        engine.place(in: bounds, node: node)
    }

    package func appendDisplayItems(view: Chart<Content>, node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        engine.appendDisplayItems(node: node, paint: paint, to: &items)
    }

    package func renderAttributes(_ view: Chart<Content>) -> [String] { engine.renderAttributes }

    package var accessibilityTraits: AccessibilityTraits? { .isImage }

    package var accessibilityValue: String? { engine.accessibilityValue }
}
