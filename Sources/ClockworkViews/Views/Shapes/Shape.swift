@_spi(Machinery) import ClockworkCore
import Foundation

/// A 2D outline drawn in the frame it is given: filled with the foreground style unless
/// `.fill(_:)` or `.stroke(_:lineWidth:)` says otherwise.
///
/// Pixel targets always smooth a shape's edges; the `antialiased:` arguments SwiftUI code
/// passes are taken and change nothing.
///
/// Write your own by describing its ``path(in:)``; the built-in shapes (``Rectangle``,
/// ``RoundedRectangle``, ``Circle``, ``Ellipse``, ``Capsule``) reach the render target by
/// name, so it can draw them exactly.
public protocol Shape: View {
    /// The outline in `rect`, the frame's size at the origin.
    ///
    /// The main actor's, where Apple's is nonisolated: a shape written in a target whose
    /// default isolation is the main actor (the README's set-up) has a main-actor `path`,
    /// which a nonisolated requirement of a Swift 6 module rejects (SwiftUI, built in
    /// Swift 5 mode, lets it by). The built-in shapes' paths are nonisolated.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// The shape, filled with the foreground style.
    public var body: _ShapeView<Self> { _ShapeView(shape: self, drawing: .fill(nil, FillStyle())) }

    /// The shape filled with `content`.
    public nonisolated func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .fill(content.paintStyle, style))
    }

    /// The shape filled with the foreground style.
    public nonisolated func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .fill(nil, style))
    }

    /// The shape's outline, `lineWidth` wide, in `content`, centred on the outline.
    public nonisolated func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .stroke(content.paintStyle, StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline in `content`, as `style` says.
    public nonisolated func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .stroke(content.paintStyle, style))
    }

    /// The shape's outline, `lineWidth` wide, in `content` (iOS 13's spelling).
    @_disfavoredOverload
    public nonisolated func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(content, lineWidth: lineWidth, antialiased: true)
    }

    /// The shape's outline in `content`, as `style` says (iOS 13's spelling).
    @_disfavoredOverload
    public nonisolated func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        stroke(content, style: style, antialiased: true)
    }

    /// The shape's outline, `lineWidth` wide, in the foreground style.
    public nonisolated func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .stroke(nil, StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline in the foreground style, as `style` says.
    public nonisolated func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .stroke(nil, style))
    }
}

/// How a shape's inside is found.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside (else the non-zero winding rule).
    public var isEOFilled: Bool
    /// Whether edges are smoothed (pixel targets).
    public var isAntialiased: Bool

    /// A fill style; by default non-zero winding, antialiased.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A shape the render target knows by name.
protocol BuiltinShape: Shape {
    nonisolated var outline: ShapeOutline { get }
    /// How far in from each side of its frame the shape is drawn.
    nonisolated var inset: CGFloat { get }
}

/// A shape that stands for another, made only when it is drawn (`strokeBorder`'s inset):
/// the render target is given the shape it stands for, by name when that is built in.
protocol StandInShape: Shape {
    var drawn: any Shape { get }
}

/// A shape as drawn: the view a shape's `body`, `.fill` and `.stroke` produce. It takes
/// all the space it is offered (one unit where it is offered nothing).
public struct _ShapeView<Content: Shape> {
    /// What to paint; a `nil` style stands for the foreground style in force.
    enum Drawing {
        case fill(PaintStyle?, FillStyle)
        case stroke(PaintStyle?, StrokeStyle)
    }

    let shape: Content
    let drawing: Drawing
    /// The blend mode of a blended style (`.red.blendMode(.multiply)`).
    var blendMode = BlendMode.normal

    @MainActor package func makeContent() -> NodeContent { ShapeContent(self) }
}

extension _ShapeView: View, BuiltinView {}

@MainActor
private final class ShapeContent<Content: Shape>: TypedContent<_ShapeView<Content>>, TouchShape {
    /// A filled shape takes the touches inside it; a stroked one those on its line, taken
    /// as the band of its frame the line's width wide (a border, a ring).
    func containsTouch(at point: Point, in size: Size) -> Bool {
        let location = CGPoint(x: point.x, y: point.y)
        switch view.drawing {
        case .fill(_, let fill):
            return view.shape.path(in: CGRect(x: 0, y: 0, width: size.width, height: size.height)).contains(location, eoFill: fill.isEOFilled)
        case .stroke(_, let stroke):
            let band = max(Double(stroke.lineWidth), 1)
            let inner = CGRect(x: band, y: band, width: size.width - 2 * band, height: size.height - 2 * band)
            return inner.width <= 0 || inner.height <= 0 || !inner.contains(location)
        }
    }

    override var render: RenderRole {
        let attribute = switch view.drawing {
        case .fill(let style, _): "fill=\(style?.description ?? "foreground")"
        case let .stroke(style, stroke): "stroke=\(style?.description ?? "foreground") width=\(formatNumber(Double(stroke.lineWidth)))"
        }
        let drawn = (view.shape as? any StandInShape)?.drawn ?? view.shape
        return .element(kind: viewTypeName(type(of: drawn)), attributes: [attribute])
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
    }

    override func place(in bounds: Rect, node: ViewNode) {}

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        let (outline, frame) = view.shape.outline(in: node.frame)
        let foreground = paint.foreground ?? .hierarchical(.primary)
        let drawing: ShapeDrawing = switch view.drawing {
        case let .fill(style, fill): .fill(style ?? foreground, eoFill: fill.isEOFilled)
        case let .stroke(style, stroke): .stroke(style ?? foreground, stroke)
        }
        var item = paint.item(.shape(outline, drawing), in: frame)
        if view.blendMode != .normal { item.blendMode = view.blendMode }
        items.append(item)
    }
}

extension Path: Shape {
    /// The path itself, in whatever frame it is given.
    nonisolated public func path(in rect: CGRect) -> Path { self }
}

extension Shape {
    /// The shape's outline in `frame`, and the frame it is drawn in: by name for a
    /// built-in shape, in the frame less its inset; else its path, in the whole frame.
    @MainActor func outline(in frame: Rect) -> (outline: ShapeOutline, frame: Rect) {
        if let standIn = self as? any StandInShape { return standIn.drawn.outline(in: frame) }
        if let builtin = self as? any BuiltinShape {
            return (builtin.outline, builtin.inset == 0 ? frame : frame.insetBy(Double(builtin.inset)))
        }
        return (.path(path(in: CGRect(x: 0, y: 0, width: frame.size.width, height: frame.size.height))), frame)
    }
}
