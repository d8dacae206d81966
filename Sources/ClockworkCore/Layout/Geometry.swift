/// A width and a height, in the render target's units (cells for a terminal).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    /// A size of `width` by `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
}

/// A position, in the render target's units, from the top-left corner.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    /// The point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The top-left corner.
    public static let zero = Point(x: 0, y: 0)
}

/// A rectangle: an origin (its top-left corner) and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    /// The rectangle at `x`, `y` of `width` by `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    /// The rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// No rectangle.
    public static let zero = Rect(origin: .zero, size: .zero)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }

    public var description: String {
        "(\(formatNumber(origin.x)),\(formatNumber(origin.y)) \(size))"
    }
}

/// What a parent offers a child during layout: a width and a height, each `nil` for
/// "your ideal size" (SwiftUI's `ProposedViewSize`).
public struct ProposedSize: Equatable, Sendable {
    public var width: Double?
    public var height: Double?

    /// A proposal of `width` by `height`.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// "Your ideal size" in both dimensions.
    public static let unspecified = ProposedSize(width: nil, height: nil)

    /// The proposal with each dimension made smaller by `width` and `height` (never below 0).
    package func inset(width: Double, height: Double) -> ProposedSize {
        ProposedSize(width: self.width.map { max($0 - width, 0) }, height: self.height.map { max($0 - height, 0) })
    }
}

/// One of the two layout axes.
public enum Axis: Sendable, Hashable, CaseIterable {
    /// Along the width.
    case horizontal
    /// Along the height.
    case vertical

    /// A set of axes.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        /// A set with the axes of `rawValue`'s bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

extension Size {
    /// The extent along `axis`.
    package subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size of `main` along `axis` and `cross` across it.
    package init(_ axis: Axis, main: Double, cross: Double) {
        self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

extension ProposedSize {
    /// The proposal along `axis`.
    package subscript(axis: Axis) -> Double? {
        axis == .horizontal ? width : height
    }

    /// A proposal of `main` along `axis` and `cross` across it.
    package init(_ axis: Axis, main: Double?, cross: Double?) {
        self = axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }
}

extension Rect {
    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX), minY = Swift.min(self.minY, other.minY)
        return Rect(x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }

    /// The area the two share; a rectangle of no size where they share none.
    package func intersection(_ other: Rect) -> Rect {
        let minX = Swift.max(self.minX, other.minX), minY = Swift.max(self.minY, other.minY)
        return Rect(x: minX, y: minY, width: Swift.max(Swift.min(maxX, other.maxX) - minX, 0),
                    height: Swift.max(Swift.min(maxY, other.maxY) - minY, 0))
    }

    /// Whether the two share any area.
    package func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    var area: Double { size.width * size.height }

    /// Whether `point` lies inside (the top and left edges in, the others out).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}

extension Rect {
    /// The lesser coordinate along `axis`.
    package func minimum(_ axis: Axis) -> Double {
        axis == .vertical ? minY : minX
    }

    /// The greater coordinate along `axis`.
    package func maximum(_ axis: Axis) -> Double {
        axis == .vertical ? maxY : maxX
    }

    /// The rectangle `amount` in from each side (no smaller than empty, about its centre).
    package func insetBy(_ amount: Double) -> Rect {
        let width = max(size.width - 2 * amount, 0), height = max(size.height - 2 * amount, 0)
        return Rect(x: minX + (size.width - width) / 2, y: minY + (size.height - height) / 2, width: width, height: height)
    }
}
