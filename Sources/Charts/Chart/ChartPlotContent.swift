@_spi(Machinery) import ClockworkCore

/// The plot area of a chart, the part its marks are drawn in, as
/// `.chartPlotStyle { plotArea in … }` receives it: style it as any view
/// (`plotArea.background(.gray.opacity(0.1)).border(.blue)`), and the marks are drawn in
/// the frame it ends up with.
public struct ChartPlotContent: View, DrawnView {
    let anchor: PlotAnchor

    package func makeDrawing() -> PlotAreaDrawing { PlotAreaDrawing() }
}

/// Where a chart's plot area was placed: the plot-style view's plain plot content writes
/// it, the chart reads it.
@MainActor
final class PlotAnchor {
    var frame: Rect?
}

/// The plot area's node: it takes the space it is offered, draws nothing itself, and
/// tells its chart where it was placed.
@MainActor
package final class PlotAreaDrawing: ViewDrawing {
    package func update(_ view: ChartPlotContent, node: ViewNode) {}

    package func sizeThatFits(_ proposal: ProposedSize, view: ChartPlotContent, node: ViewNode) -> Size {
        Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    package func place(in bounds: Rect, view: ChartPlotContent, node: ViewNode) {
        view.anchor.frame = bounds
    }

    package func appendDisplayItems(view: ChartPlotContent, node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {}

    package func renderAttributes(_ view: ChartPlotContent) -> [String] { [] }
}
