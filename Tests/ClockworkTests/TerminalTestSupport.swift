@testable import ClockworkCore
@testable import ClockworkTerminal

extension CellGrid {
    /// A `width` by `height` grid with `items` drawn into it, back to front.
    init(drawing items: [DisplayItem], width: Int, height: Int) {
        self.init(width: width, height: height)
        draw(DisplayList(items: items))
    }
}
