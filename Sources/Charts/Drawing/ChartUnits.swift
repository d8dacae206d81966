import ClockworkCore

/// The lengths a chart is laid out with, in its target's units: whole cells on a
/// terminal, points on a screen.
@MainActor
struct ChartUnits {
    /// Whether the target lays out in cells (a terminal, or pixels drawn as cells).
    let cells: Bool
    /// How axis labels and the legend's names are measured, and their font.
    let labelMeasure: any TextMeasure
    let labelFont: Font?
    /// A label line's height.
    let lineHeight: Double
    /// Between labels and the plot, and between legend entries.
    let gap: Double
    /// Between the x axis's labels and the legend, or the plot and a title.
    let rowGap: Double
    /// A tick's length below or beside the plot (none on cells).
    let tickLength: Double
    /// A line mark's and a grid line's widths.
    let lineWidth: Double, gridWidth: Double
    /// A point mark's default area, and a legend swatch's side.
    let symbolArea: Double, swatch: Double
    /// How many columns of detail a unit of width holds: braille's two dots a cell, two
    /// pixels a point on a doubled screen.
    let detailPerUnit: Double

    init(graph: ViewGraph) {
        let metrics = graph.layoutMetrics
        cells = metrics.cell.width == 1 && metrics.cell.height == 1
        labelFont = cells ? nil : .caption2
        labelMeasure = graph.textMeasure.measure(for: labelFont)
        lineHeight = labelMeasure.lineHeight
        gap = cells ? 1 : 4
        rowGap = cells ? 0 : 4
        tickLength = cells ? 0 : 4
        lineWidth = 2
        gridWidth = cells ? 1 : 0.5
        symbolArea = 64
        swatch = cells ? 1 : 8
        detailPerUnit = 2
    }

    /// The width of `text` as a label.
    func width(of text: String) -> Double { labelMeasure.width(of: text) }
}
