@_spi(Machinery) import ClockworkCore
import Foundation

/// What a ``Canvas`` draws with: paths filled and stroked, text and images placed, under
/// a transform, an opacity and clips the drawing code changes as it goes.
///
/// Each drawing call becomes an item of the display list, in the canvas's frame, so a
/// canvas draws on every target as views do: shapes in pixels or cells, text in the
/// target's font.
@MainActor
public struct GraphicsContext {
    /// The items drawn so far, shared by a context and the layers drawn from it.
    final class Recording {
        let paint: Paint
        let frame: Rect
        let environment: EnvironmentValues
        let graph: ViewGraph
        var items: [DisplayItem] = []

        init(paint: Paint, frame: Rect, environment: EnvironmentValues, graph: ViewGraph) {
            (self.paint, self.frame, self.environment, self.graph) = (paint, frame, environment, graph)
        }
    }

    private let recording: Recording
    private var clips: [Clip] = []

    /// The opacity of what is drawn from now on, over the canvas's own.
    public var opacity: Double = 1
    /// How what is drawn from now on mixes with what is drawn behind it.
    public var blendMode: BlendMode = .normal
    /// The transform from the coordinates drawing calls use to the canvas's (origin its
    /// top-left corner).
    public var transform: CGAffineTransform = .identity

    init(recording: Recording) {
        self.recording = recording
    }

    /// The environment of the canvas.
    public var environment: EnvironmentValues { recording.environment }

    /// The canvas's bounds, in the current coordinates: where drawing can show.
    public var clipBoundingRect: CGRect {
        CGRect(x: 0, y: 0, width: recording.frame.size.width, height: recording.frame.size.height)
            .applying(transform.inverted())
    }

    // MARK: Paths

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.shape(.path(path), .fill(paintStyle(shading), eoFill: style.isEOFilled)), in: canvasBounds)
    }

    /// Strokes `path` with `shading`, drawn as `style` says.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(.shape(.path(path), .stroke(paintStyle(shading), style)), in: canvasBounds)
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Transform, clip, opacity

    /// Moves the coordinates' origin by (`x`, `y`).
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales the coordinates by `x` across and `y` down.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Turns the coordinates by `angle` about their origin (clockwise on a screen).
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: angle.radians)
    }

    /// Applies `matrix` to the coordinates, before the transform in force.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Confines what is drawn from now on to `path` (in the current coordinates), within
    /// the clips already in force.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
        clips.append(Clip(outline: .path(path), frame: recording.frame, transform: absoluteTransform))
    }

    /// Draws what `content` draws into a copy of this context: the copy's transform,
    /// opacity and clips end with it.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: Text

    /// Draws `text` on one line with its `anchor` point (`.center`: its middle) at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` from the top-left corner of `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// `text` in this context's environment: its string, style and size, to measure before
    /// drawing.
    public func resolve(_ text: Text) -> ResolvedText {
        let locale = recording.environment.locale
        let runs = text.runList
        let string = runs.map { $0.source == nil ? $0.content : $0.shown(in: locale) }.joined()
        let paint = runs.first.map { $0.style.applied(to: recording.paint) } ?? recording.paint
        let measure = recording.graph.textMeasure.measure(for: paint.resolvedFont)
        return ResolvedText(string: string, font: paint.resolvedFont, foreground: paint.foreground,
                            size: CGSize(width: measure.width(of: string), height: measure.lineHeight))
    }

    /// Draws resolved text with its `anchor` point at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * text.size.width, y: point.y - anchor.y * text.size.height)
        draw(text, in: CGRect(origin: origin, size: text.size))
    }

    /// Draws resolved text from the top-left corner of `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        var item = makeItem(.text(text.string), in: rect)
        item.font = text.font
        item.foreground = text.shading.map(paintStyle) ?? text.foreground ?? item.foreground
        recording.items.append(item)
    }

    // MARK: Images

    /// Draws `image` stretched over `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(image.drawnPrimitive, in: rect)
    }

    /// Draws `image` at its own size with its `anchor` point at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// `image` as this context would draw it, with its size.
    public func resolve(_ image: Image) -> ResolvedImage {
        let size = image.naturalSize(in: recording.graph)
        return ResolvedImage(image: image, size: CGSize(width: size.width, height: size.height))
    }

    /// Draws a resolved image stretched over `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(image.image.drawnPrimitive, in: rect)
    }

    /// Draws a resolved image at its size with its `anchor` point at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
        record(image.image.drawnPrimitive, in: CGRect(origin: origin, size: image.size))
    }

    // MARK: Recording

    /// The canvas's own rectangle, in its coordinates.
    private var canvasBounds: CGRect {
        CGRect(x: 0, y: 0, width: recording.frame.size.width, height: recording.frame.size.height)
    }

    /// The context's transform in the target's coordinates: into the canvas's, then the
    /// transforms of the views around it.
    private var absoluteTransform: Transform {
        let origin = recording.frame
        let local = Transform.translation(x: origin.minX, y: origin.minY)
            .concatenating(transform.transform)
            .concatenating(.translation(x: -origin.minX, y: -origin.minY))
        return recording.paint.transform.concatenating(local)
    }

    private func record(_ primitive: DisplayItem.Primitive?, in rect: CGRect) {
        guard let primitive else { return }
        recording.items.append(makeItem(primitive, in: rect))
    }

    /// An item of `primitive` over `rect` (canvas coordinates) with the context's paint.
    private func makeItem(_ primitive: DisplayItem.Primitive, in rect: CGRect) -> DisplayItem {
        var paint = recording.paint
        paint.opacity *= opacity
        if blendMode != .normal { paint.blendMode = blendMode }
        paint.transform = absoluteTransform
        paint.clips += clips
        let frame = Rect(x: recording.frame.minX + rect.minX, y: recording.frame.minY + rect.minY,
                         width: rect.width, height: rect.height)
        return paint.item(primitive, in: frame)
    }

    /// What `shading` paints for a path drawn over the canvas's frame.
    private func paintStyle(_ shading: Shading) -> PaintStyle {
        let size = recording.frame.size
        func unit(_ point: CGPoint) -> UnitPoint {
            UnitPoint(x: size.width == 0 ? 0 : point.x / size.width, y: size.height == 0 ? 0 : point.y / size.height)
        }
        switch shading.kind {
        case .foreground:
            return recording.paint.foreground ?? .hierarchical(.primary)
        case .style(let style):
            return style
        case let .linearGradient(gradient, start, end):
            return .linearGradient(gradient, startPoint: unit(start), endPoint: unit(end))
        case let .radialGradient(gradient, center, startRadius, endRadius):
            return .radialGradient(gradient, center: unit(center), startRadius: startRadius, endRadius: endRadius)
        case let .conicGradient(gradient, center, angle):
            return .angularGradient(gradient, center: unit(center), startAngle: angle.radians, endAngle: angle.radians + 2 * .pi)
        }
    }
}
