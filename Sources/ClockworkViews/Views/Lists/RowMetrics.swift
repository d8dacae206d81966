@_spi(Machinery) import ClockworkCore

/// The lengths and fills a list's or a form's look is laid out and drawn with: a
/// terminal's units, or in points iOS's.
///
/// In points (an iPhone's metrics): rows inset 16 points from the sides (20 in a list 400
/// points or wider) and 11 above and below their content, at least 44 points tall with it;
/// an inset grouped list's rows (and a sidebar's, which has no separators) on cards 16
/// points in from its sides, their corners rounded 10 points, on the grouped background; separators a pixel thick in the separator color,
/// from a row's content to the card's (or the list's) trailing edge.
struct RowMetrics {
    /// A row's room around its content, when it sets no `.listRowInsets`.
    var rowInsets: EdgeInsets
    /// The room around a section's header, footer and the gap after it.
    var sectionFrameInsets: EdgeInsets
    /// The room above the first row and below the last.
    var contentInsets: EdgeInsets
    /// The least height of a row with its room; a section's header, footer and gap excepted.
    var minimumRowHeight: Double
    /// Whether the list draws a background of its own (``background``).
    var drawsBackground: Bool
    /// Whether rows are drawn on cards (``cardMargin`` from the sides).
    var drawsCards: Bool
    var cardMargin: Double
    var cardRadius: Double
    /// The cards' fill and opacity, and the list's background's.
    var cardFill: PaintStyle
    var cardOpacity: Double
    var background: PaintStyle
    var backgroundOpacity: Double
    /// A separator's thickness and color.
    var hairline: Double
    var separator: PaintStyle

    /// A terminal's (and a pixel grid's of cells): rows inset a unit (two in the inset
    /// styles), one under another, cards of a faint gray.
    static func cells(_ look: ListLook, cell: Size) -> RowMetrics {
        let inset = look.rowInset
        let room = EdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset > 1 ? inset : 0)
        return RowMetrics(rowInsets: room, sectionFrameInsets: room, contentInsets: EdgeInsets(), minimumRowHeight: 0,
                          drawsBackground: look.hasBackground, drawsCards: look == .insetGrouped, cardMargin: inset / 2, cardRadius: cell.height / 2,
                          cardFill: Color.secondary.paintStyle, cardOpacity: 0.15,
                          background: Color.secondary.paintStyle, backgroundOpacity: 0.12,
                          hairline: 1, separator: Color.secondary.opacity(0.4).paintStyle)
    }

    /// iOS's, for a list `width` points wide drawn in `layout`'s medium.
    static func points(_ look: ListLook, width: Double, layout: LayoutMetrics) -> RowMetrics {
        let margin = width >= 400 ? 20.0 : 16.0
        let isInset = look == .insetGrouped || look == .inset || look == .sidebar
        let leading = isInset ? 16 + margin : margin
        let grouped = look == .grouped || look == .insetGrouped || look == .sidebar
        var hairline = 0.5
        if case .pixels(let pixel) = layout.medium { hairline = pixel.height }
        return RowMetrics(rowInsets: EdgeInsets(top: 11, leading: leading, bottom: 11, trailing: leading),
                          sectionFrameInsets: EdgeInsets(top: 6, leading: leading, bottom: 6, trailing: leading),
                          contentInsets: EdgeInsets(top: grouped ? 16 : 0, leading: 0, bottom: grouped ? 16 : 0, trailing: 0),
                          minimumRowHeight: 44, drawsBackground: grouped, drawsCards: grouped, cardMargin: isInset ? 16 : 0, cardRadius: isInset ? 10 : 0,
                          cardFill: Color(uiColor: .secondarySystemGroupedBackground).paintStyle, cardOpacity: 1,
                          background: Color(uiColor: .systemGroupedBackground).paintStyle, backgroundOpacity: 1,
                          hairline: hairline, separator: Color(uiColor: .separator).paintStyle)
    }
}
