import Foundation

/// The outline of a shape in a frame, as render targets draw it: a built-in shape by name
/// (so a target can draw it exactly), any other as its path.
public enum ShapeOutline: Hashable, Sendable, CustomStringConvertible {
    /// The whole frame.
    case rectangle
    /// The frame with corners rounded by ellipses `cornerWidth` by `cornerHeight`; `style`
    /// `.continuous` asks for a smoother curve where the target can draw one.
    case roundedRectangle(cornerWidth: Double, cornerHeight: Double, style: RoundedCornerStyle)
    /// The ellipse inscribed in the frame.
    case ellipse
    /// The largest circle centered in the frame.
    case circle
    /// The frame with fully rounded short ends.
    case capsule
    /// A path, in coordinates whose origin is the frame's top-left corner.
    case path(Path)

    /// Whether `point` (in the target's units) lies inside the outline drawn in `frame`.
    public func contains(_ point: Point, in frame: Rect) -> Bool {
        let (x, y) = (point.x - frame.minX, point.y - frame.minY)
        let (width, height) = (frame.size.width, frame.size.height)
        guard x >= 0, y >= 0, x <= width, y <= height else {
            if case .path(let path) = self { return path.contains(CGPoint(x: x, y: y)) }
            return false
        }
        switch self {
        case .rectangle:
            return true
        case let .roundedRectangle(cornerWidth, cornerHeight, _):
            return Self.insideRoundedRect(x, y, width, height, min(cornerWidth, width / 2), min(cornerHeight, height / 2))
        case .capsule:
            let radius = min(width, height) / 2
            return Self.insideRoundedRect(x, y, width, height, radius, radius)
        case .ellipse:
            let (dx, dy) = ((x - width / 2) / (width / 2), (y - height / 2) / (height / 2))
            return dx * dx + dy * dy <= 1
        case .circle:
            let radius = min(width, height) / 2
            let (dx, dy) = (x - width / 2, y - height / 2)
            return dx * dx + dy * dy <= radius * radius
        case .path(let path):
            return path.contains(CGPoint(x: x, y: y))
        }
    }

    private static func insideRoundedRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double,
                                          _ rx: Double, _ ry: Double) -> Bool {
        guard rx > 0, ry > 0 else { return true }
        let cx = x < rx ? rx : (x > width - rx ? width - rx : x)
        let cy = y < ry ? ry : (y > height - ry ? height - ry : y)
        let (dx, dy) = ((x - cx) / rx, (y - cy) / ry)
        return dx * dx + dy * dy <= 1
    }

    /// `rectangle`, `roundedRectangle(4)`, `circle`, `path(5 elements)`.
    public var description: String {
        switch self {
        case .rectangle: "rectangle"
        case let .roundedRectangle(width, height, style):
            (width == height ? "roundedRectangle(\(formatNumber(width))" : "roundedRectangle(\(formatNumber(width)),\(formatNumber(height))")
                + (style == .continuous ? " continuous)" : ")")
        case .ellipse: "ellipse"
        case .circle: "circle"
        case .capsule: "capsule"
        case .path(let path): "path(\(path.elements.count) elements)"
        }
    }
}

/// How a rounded rectangle's corners curve.
public enum RoundedCornerStyle: String, Hashable, Sendable {
    /// Quarter circles (or ellipses).
    case circular
    /// A curve that eases into the straight sides.
    case continuous
}

/// How a shape is painted: its inside filled, or its outline stroked.
public enum ShapeDrawing: Hashable, Sendable {
    /// The inside painted with the style; `eoFill` picks the even-odd rule over non-zero.
    case fill(PaintStyle, eoFill: Bool)
    /// The outline painted with the style, along a line as `stroke` says.
    case stroke(PaintStyle, StrokeStyle)

    /// The style the shape is painted with.
    public var style: PaintStyle {
        switch self {
        case .fill(let style, _), .stroke(let style, _): style
        }
    }
}

/// A region drawing is confined to: an outline in a frame, as it stood under the transform
/// in force where the clip was set.
public struct Clip: Hashable, Sendable {
    /// The region's outline.
    public var outline: ShapeOutline
    /// The frame the outline is drawn in.
    public var frame: Rect
    /// The transform in force where the clip was set.
    public var transform: Transform
    /// What a `.mask` of text, symbols or images draws, whose alpha the clipped items show
    /// through inside the outline (`nil`: the outline alone clips). A target that cannot
    /// blend by alpha (a terminal) clips to the outline.
    public var mask: ClipMask?

    /// A clip to `outline` in `frame`, under `transform`; through `mask`'s alpha, if any.
    public init(outline: ShapeOutline, frame: Rect, transform: Transform = .identity, mask: ClipMask? = nil) {
        self.outline = outline
        self.frame = frame
        self.transform = transform
        self.mask = mask
    }

    /// Whether `point` (in the target's units, after all transforms) is inside the region:
    /// for a mask, inside what one of its items covers (a shape's outline, another item's
    /// frame).
    public func contains(_ point: Point) -> Bool {
        guard let inverse = transform.inverted, outline.contains(inverse.apply(to: point), in: frame) else { return false }
        guard let mask else { return true }
        return mask.items.contains { item in
            guard let inverse = item.transform.inverted else { return false }
            let local = inverse.apply(to: point)
            if case .shape(let outline, _) = item.primitive { return outline.contains(local, in: item.frame) }
            return item.frame.contains(local)
        }
    }

    /// The smallest upright rectangle holding the region.
    public var bounds: Rect { transform.boundingBox(of: frame) }
}

/// The items a mask draws, whose alpha clips what it masks (``Clip/mask``). Boxed, so a
/// clip stays small.
public final class ClipMask: Hashable, Sendable {
    /// The mask's items, in the target's units, in paint order.
    public let items: [DisplayItem]

    /// A mask of `items`.
    public init(items: [DisplayItem]) {
        self.items = items
    }

    /// Masks of the same items are equal.
    public static func == (lhs: ClipMask, rhs: ClipMask) -> Bool {
        lhs === rhs || lhs.items == rhs.items
    }

    /// Hashes the items' count and frames.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(items.count)
        for item in items { hasher.combine(item.frame) }
    }
}
