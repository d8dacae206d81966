import ClockworkCore
import ClockworkViews
import Foundation

/// A shape that marks a data point: a point mark's symbol, a line's vertices, a legend
/// entry's swatch.
public protocol ChartSymbolShape: Shape {
    /// The part of the unit rectangle the symbol looks like it fills, so symbols of
    /// different shapes look the same size.
    var perceptualUnitRect: CGRect { get }
}

/// The built-in symbols: the ones `.symbol(by:)` gives series, in this order.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable, Sendable {
    enum Kind: Int, Hashable, Sendable, CaseIterable {
        case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
    }

    let kind: Kind

    /// A filled circle.
    public static let circle = BasicChartSymbolShape(kind: .circle)
    /// A filled square.
    public static let square = BasicChartSymbolShape(kind: .square)
    /// A filled triangle, pointing up.
    public static let triangle = BasicChartSymbolShape(kind: .triangle)
    /// A filled diamond.
    public static let diamond = BasicChartSymbolShape(kind: .diamond)
    /// A filled pentagon.
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
    /// A plus sign.
    public static let plus = BasicChartSymbolShape(kind: .plus)
    /// A diagonal cross.
    public static let cross = BasicChartSymbolShape(kind: .cross)
    /// An asterisk.
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk)

    /// The symbols in the order a symbol scale hands them to series.
    nonisolated static let sequence = Kind.allCases.map(BasicChartSymbolShape.init(kind:))

    /// Most of the unit square: the shapes' areas look alike at the same size.
    nonisolated public var perceptualUnitRect: CGRect {
        switch kind {
        case .circle, .pentagon: CGRect(x: 0, y: 0, width: 1, height: 1)
        case .square: CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8)
        case .triangle, .diamond, .plus, .cross, .asterisk: CGRect(x: 0, y: 0, width: 1, height: 1)
        }
    }

    /// How the symbol is written on a terminal, one character a point.
    nonisolated var glyph: Character {
        switch kind {
        case .circle: "●"
        case .square: "■"
        case .triangle: "▲"
        case .diamond: "◆"
        case .pentagon: "⬟"
        case .plus: "+"
        case .cross: "×"
        case .asterisk: "*"
        }
    }

    /// The symbol's outline in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        let (x, y, w, h) = (rect.minX, rect.minY, rect.width, rect.height)
        func point(_ u: Double, _ v: Double) -> CGPoint { CGPoint(x: x + u * w, y: y + v * h) }
        var path = Path()
        switch kind {
        case .circle:
            path.addEllipse(in: rect)
        case .square:
            path.addRect(CGRect(x: x + 0.1 * w, y: y + 0.1 * h, width: 0.8 * w, height: 0.8 * h))
        case .triangle:
            path.addLines([point(0.5, 0.05), point(0.97, 0.88), point(0.03, 0.88)])
            path.closeSubpath()
        case .diamond:
            path.addLines([point(0.5, 0), point(1, 0.5), point(0.5, 1), point(0, 0.5)])
            path.closeSubpath()
        case .pentagon:
            path.addLines((0..<5).map { corner in
                let angle = -Double.pi / 2 + Double(corner) * 2 * Double.pi / 5
                return point(0.5 + 0.5 * cos(angle), 0.55 + 0.5 * sin(angle))
            })
            path.closeSubpath()
        case .plus:
            path.addRect(CGRect(x: x + 0.35 * w, y: y, width: 0.3 * w, height: h))
            path.addRect(CGRect(x: x, y: y + 0.35 * h, width: w, height: 0.3 * h))
        case .cross:
            path.addLines([point(0.15, 0), point(0.5, 0.35), point(0.85, 0), point(1, 0.15), point(0.65, 0.5), point(1, 0.85),
                           point(0.85, 1), point(0.5, 0.65), point(0.15, 1), point(0, 0.85), point(0.35, 0.5), point(0, 0.15)])
            path.closeSubpath()
        case .asterisk:
            for spoke in 0..<3 {
                let angle = Double(spoke) * Double.pi / 3
                let (dx, dy) = (0.5 * cos(angle), 0.5 * sin(angle))
                let (nx, ny) = (-0.09 * sin(angle), 0.09 * cos(angle))
                path.addLines([point(0.5 - dx + nx, 0.5 - dy + ny), point(0.5 + dx + nx, 0.5 + dy + ny),
                               point(0.5 + dx - nx, 0.5 + dy - ny), point(0.5 - dx - nx, 0.5 - dy - ny)])
                path.closeSubpath()
            }
        }
        return path
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A filled circle.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    /// A filled square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    /// A filled triangle, pointing up.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    /// A filled diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    /// A filled pentagon.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    /// A diagonal cross.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    /// An asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}

/// A mark's symbol as the chart keeps it: a built-in one, or the outline of one of yours
/// in the unit square.
enum ChartSymbol: Hashable {
    case basic(BasicChartSymbolShape)
    case custom(Path)

    @MainActor init(_ shape: some ChartSymbolShape) {
        if let basic = shape as? BasicChartSymbolShape {
            self = .basic(basic)
        } else {
            self = .custom(shape.path(in: CGRect(x: 0, y: 0, width: 1, height: 1)))
        }
    }

    /// The outline in `rect`.
    @MainActor func path(in rect: CGRect) -> Path {
        switch self {
        case .basic(let shape): return shape.path(in: rect)
        case .custom(let unit):
            func place(_ point: CGPoint) -> CGPoint {
                CGPoint(x: rect.minX + point.x * rect.width, y: rect.minY + point.y * rect.height)
            }
            var path = Path()
            for element in unit.elements {
                switch element {
                case .move(let to): path.move(to: place(to))
                case .line(let to): path.addLine(to: place(to))
                case let .quadCurve(to, control): path.addQuadCurve(to: place(to), control: place(control))
                case let .curve(to, control1, control2): path.addCurve(to: place(to), control1: place(control1), control2: place(control2))
                case .closeSubpath: path.closeSubpath()
                }
            }
            return path
        }
    }

    /// How the symbol is written on a terminal.
    var glyph: Character {
        switch self {
        case .basic(let shape): shape.glyph
        case .custom: "●"
        }
    }
}
