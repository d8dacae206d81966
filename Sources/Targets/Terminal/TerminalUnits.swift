import ClockworkCore

/// What a terminal lays views out in: its cells, or points shown in its cells.
///
/// Panels written for a terminal count in cells: a padding of 1 is a cell, a frame 30 wide
/// is 30 columns. SwiftUI code written for a phone counts in points (a frame 300 wide, a
/// padding of 20): laid out in cells it is ten times too big and mostly off screen. In
/// ``points(cell:)`` the terminal lays views out in points, each cell standing for `cell`
/// points (8 × 16 by default, a terminal cell's shape), and draws each item in the cells
/// its frame covers: pasted code keeps its proportions, an 80 × 24 terminal being a
/// 640 × 384-point screen. Text is one row a line whatever its font, as a terminal has one
/// size of character.
public enum TerminalUnits: Equatable, Sendable {
    /// Cells: one unit a column or a row. For panels written for a terminal.
    case cells
    /// Points, `cell` of them a cell. For SwiftUI code written for a screen.
    case points(cell: Size)

    /// Points, 8 × 16 of them a cell.
    public static let standardPoints = TerminalUnits.points(cell: Size(width: 8, height: 16))

    /// The units `CLOCKWORK_TERMINAL_UNITS` names in `environment`: `points` (or `points:WxH`
    /// for another cell), else cells.
    public static func from(environment: [String: String]) -> TerminalUnits {
        guard let value = environment["CLOCKWORK_TERMINAL_UNITS"], value.hasPrefix("points") else { return .cells }
        let size = value.dropFirst("points".count).drop { $0 == ":" }.split(separator: "x").compactMap { Double($0) }
        guard size.count == 2, size.allSatisfy({ $0 > 0 && $0.isFinite }) else { return .standardPoints }
        return .points(cell: Size(width: size[0], height: size[1]))
    }

    /// The points in a cell (1 × 1 in cells).
    var cell: Size {
        switch self {
        case .cells: Size(width: 1, height: 1)
        case .points(let cell): cell
        }
    }
}

/// Text measured in cells and counted in points: `cell.width` points a cell, a line
/// `cell.height` points.
struct PointCellTextMeasure: TextMeasure {
    let cell: Size
    private let cells = CellTextMeasure()

    func width(of text: String) -> Double { cells.width(of: text) * cell.width }
    var lineHeight: Double { cell.height }
    func width(of character: Character) -> Double { cells.width(of: character) * cell.width }
}

extension DisplayItem {
    /// The item laid out in points drawn on cells of `cell` points: its frame, clips,
    /// transform, corners, paths and line widths divided down to cells.
    func inCells(of cell: Size) -> DisplayItem {
        var item = self
        item.frame = frame.inCells(of: cell)
        item.transform = transform.inCells(of: cell)
        item.clips = clips.map { Clip(outline: $0.outline.inCells(of: cell), frame: $0.frame.inCells(of: cell), transform: $0.transform.inCells(of: cell)) }
        if case .shape(let outline, let drawing) = primitive {
            var scaledDrawing = drawing
            if case .stroke(let style, var stroke) = drawing {
                stroke.lineWidth /= cell.width
                scaledDrawing = .stroke(style, stroke)
            }
            item.primitive = .shape(outline.inCells(of: cell), scaledDrawing)
        }
        return item
    }
}

extension Rect {
    fileprivate func inCells(of cell: Size) -> Rect {
        Rect(x: minX / cell.width, y: minY / cell.height, width: size.width / cell.width, height: size.height / cell.height)
    }
}

extension Transform {
    /// The same transform of points, acting on cells.
    fileprivate func inCells(of cell: Size) -> Transform {
        guard !isIdentity else { return self }
        let ratio = cell.height / cell.width
        return Transform(a: a, b: b / ratio, c: c * ratio, d: d, tx: tx / cell.width, ty: ty / cell.height)
    }
}

extension ShapeOutline {
    fileprivate func inCells(of cell: Size) -> ShapeOutline {
        switch self {
        case .rectangle, .ellipse, .circle, .capsule:
            return self
        case let .roundedRectangle(cornerWidth, cornerHeight, style):
            return .roundedRectangle(cornerWidth: cornerWidth / cell.width, cornerHeight: cornerHeight / cell.height, style: style)
        case .path(let path):
            func scaled(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x / cell.width, y: point.y / cell.height) }
            return .path(Path { scaledPath in
                for element in path.elements {
                    switch element {
                    case .move(let to): scaledPath.move(to: scaled(to))
                    case .line(let to): scaledPath.addLine(to: scaled(to))
                    case let .quadCurve(to, control): scaledPath.addQuadCurve(to: scaled(to), control: scaled(control))
                    case let .curve(to, control1, control2):
                        scaledPath.addCurve(to: scaled(to), control1: scaled(control1), control2: scaled(control2))
                    case .closeSubpath: scaledPath.closeSubpath()
                    }
                }
            })
        }
    }
}
