/// A type you use to create a custom alignment guide: its default value is where the
/// guide lies in a view that sets none of its own (`alignmentGuide(_:computeValue:)`).
///
/// Give it to ``HorizontalAlignment/init(_:)`` or ``VerticalAlignment/init(_:)``, and a
/// stack, a frame or an overlay aligned by it lines its children up by that guide.
public protocol AlignmentID {
    /// The value of the guide in a view of `context`'s size that sets no value of its own.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment guide for layout: its ``AlignmentID`` type, which also is its identity,
/// the axis it lies across, and which built-in guide it is, if one.
///
/// Small and without references (a metatype, an axis, a byte): every stack's value holds
/// one or two, and is copied with them.
@_spi(Machinery) public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    private let type: AlignmentIDType
    /// The axis the guide lies across: the same type makes a horizontal and a vertical
    /// guide that are not the same.
    let axis: Axis
    private let builtin: Builtin?

    /// The guides SwiftUI defines: the edges and centers, which lie at fractions of the
    /// size, and the text baselines.
    enum Builtin: UInt8, Sendable {
        case leading, horizontalCenter, trailing, top, verticalCenter, bottom, firstTextBaseline, lastTextBaseline
    }

    /// Holds an ``AlignmentID`` type. Unchecked: a metatype is immutable, and the one
    /// requirement called on it, `defaultValue(in:)`, takes and returns values.
    private struct AlignmentIDType: @unchecked Sendable {
        let type: any AlignmentID.Type
    }

    init(_ type: any AlignmentID.Type, axis: Axis, builtin: Builtin? = nil) {
        self.type = AlignmentIDType(type: type)
        self.axis = axis
        self.builtin = builtin
    }

    /// Where the guide lies as a fraction of the size, for the guides that lie at one
    /// (leading, center, trailing, top, bottom): stacks line those up without asking for
    /// guides while no view sets any. `nil` for a custom guide and for the text baselines.
    package var fraction: Double? {
        switch builtin {
        case .leading?, .top?: 0
        case .horizontalCenter?, .verticalCenter?: 0.5
        case .trailing?, .bottom?: 1
        case .firstTextBaseline?, .lastTextBaseline?, nil: nil
        }
    }

    /// The guide's name: a built-in one's (`leading`), or a custom guide's type.
    public var description: String {
        // Literals: a stack's render item spells its alignment at every render.
        switch builtin {
        case .leading?: "leading"
        case .horizontalCenter?, .verticalCenter?: "center"
        case .trailing?: "trailing"
        case .top?: "top"
        case .bottom?: "bottom"
        case .firstTextBaseline?: "firstTextBaseline"
        case .lastTextBaseline?: "lastTextBaseline"
        case nil: String(describing: type.type)
        }
    }

    /// The guide's value in a view of `dimensions` that sets none.
    package func defaultValue(in dimensions: ViewDimensions) -> Double {
        if let fraction { return fraction * Double(dimensions.length(along: axis)) }
        return Double(type.type.defaultValue(in: dimensions))
    }

    /// Folds a child's value, the `count`-th one found (from 0), into its container's.
    func combine(_ value: Double, count: Int, into combined: inout Double?) {
        guard let current = combined else {
            combined = value
            return
        }
        switch builtin {
        case .firstTextBaseline?: combined = min(current, value)
        case .lastTextBaseline?: combined = max(current, value)
        default: combined = current + (value - current) / Double(count + 1)
        }
    }

    /// Where a guide lies as a fraction of the size, for the containers that line their
    /// children up by fractions (grids, lazy stacks, text lines): a custom guide's default
    /// in a 1,000 × 1,000 view; the first baseline at the top and the last at the bottom,
    /// where a text's first and last lines are.
    var approximateFraction: Double {
        if let fraction { return fraction }
        switch builtin {
        case .firstTextBaseline?: return 0
        case .lastTextBaseline?: return 1
        default: return defaultValue(in: ViewDimensions(width: 1000, height: 1000)) / 1000
        }
    }

    public static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.type.type) == ObjectIdentifier(rhs.type.type) && lhs.axis == rhs.axis
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type.type))
        hasher.combine(axis)
    }
}

/// An alignment position along the horizontal axis: how a `VStack` lines up its children
/// across its width, and the horizontal half of an ``Alignment``.
///
/// Besides the built-in guides, make your own from an ``AlignmentID``:
/// `static let myLeading = HorizontalAlignment(MyLeading.self)`.
public struct HorizontalAlignment: Equatable, Sendable, CustomStringConvertible {
    /// The guide, for layout.
    package let key: AlignmentKey

    /// A custom horizontal alignment, whose default value `id` gives.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .horizontal)
    }

    private init(key: AlignmentKey) {
        self.key = key
    }

    private enum Leading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
    }
    private enum Trailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }

    /// The leading edges of the views.
    public static let leading = HorizontalAlignment(key: AlignmentKey(Leading.self, axis: .horizontal, builtin: .leading))
    /// The horizontal centers of the views.
    public static let center = HorizontalAlignment(key: AlignmentKey(Center.self, axis: .horizontal, builtin: .horizontalCenter))
    /// The trailing edges of the views.
    public static let trailing = HorizontalAlignment(key: AlignmentKey(Trailing.self, axis: .horizontal, builtin: .trailing))

    /// The guide's name (`leading`, or a custom guide's type).
    public var description: String { key.description }

    public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool { lhs.key == rhs.key }
}

/// An alignment position along the vertical axis: how an `HStack` lines up its children
/// across its height, and the vertical half of an ``Alignment``.
///
/// The text baselines line children up by the baselines of their first or last lines of
/// text; a view without text has its first baseline at its bottom, as in SwiftUI.
public struct VerticalAlignment: Equatable, Sendable, CustomStringConvertible {
    /// The guide, for layout.
    package let key: AlignmentKey

    /// A custom vertical alignment, whose default value `id` gives.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .vertical)
    }

    private init(key: AlignmentKey) {
        self.key = key
    }

    private enum Top: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }
    private enum Bottom: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
    private enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
    private enum LastTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }

    /// The top edges of the views.
    public static let top = VerticalAlignment(key: AlignmentKey(Top.self, axis: .vertical, builtin: .top))
    /// The vertical centers of the views.
    public static let center = VerticalAlignment(key: AlignmentKey(Center.self, axis: .vertical, builtin: .verticalCenter))
    /// The bottom edges of the views.
    public static let bottom = VerticalAlignment(key: AlignmentKey(Bottom.self, axis: .vertical, builtin: .bottom))
    /// The baseline of the topmost line of text in the views.
    public static let firstTextBaseline = VerticalAlignment(
        key: AlignmentKey(FirstTextBaseline.self, axis: .vertical, builtin: .firstTextBaseline))
    /// The baseline of the bottommost line of text in the views.
    public static let lastTextBaseline = VerticalAlignment(
        key: AlignmentKey(LastTextBaseline.self, axis: .vertical, builtin: .lastTextBaseline))

    /// The guide's name (`top`, or a custom guide's type).
    public var description: String { key.description }

    public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool { lhs.key == rhs.key }
}

/// Where content sits inside a larger frame: a horizontal and a vertical guide.
public struct Alignment: Equatable, Sendable, CustomStringConvertible {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment

    /// An alignment of the two guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centered both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The leading edge, centered vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The trailing edge, centered vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The top edge, centered horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The bottom edge, centered horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// The center of the first baseline, horizontally centered.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// The center of the last baseline, horizontally centered.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// The leading edge at the first baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// The leading edge at the last baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// The trailing edge at the first baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// The trailing edge at the last baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    public var description: String {
        if horizontal == .center, vertical == .center { return "center" }
        if vertical == .center { return horizontal.description }
        if horizontal == .center { return vertical.description }
        return vertical.description + horizontal.description.prefix(1).uppercased() + horizontal.description.dropFirst()
    }
}

/// A view's size and alignment guides in its own coordinate space: what an alignment
/// guide's `computeValue` closure and a custom layout read.
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width.
    public var width: CGFloat
    /// The view's height.
    public var height: CGFloat
    /// The guides the view sets itself (its `alignmentGuide` modifiers, a text's
    /// baselines), by guide.
    var explicit: [AlignmentKey: Double] = [:]

    package init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    package init(size: Size, explicit: [AlignmentKey: Double] = [:]) {
        width = CGFloat(size.width)
        height = CGFloat(size.height)
        self.explicit = explicit
    }

    func length(along axis: Axis) -> CGFloat { axis == .horizontal ? width : height }

    /// The value of the given horizontal guide: the view's own, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        CGFloat(explicit[guide.key] ?? guide.key.defaultValue(in: self))
    }

    /// The value of the given vertical guide: the view's own, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        CGFloat(explicit[guide.key] ?? guide.key.defaultValue(in: self))
    }

    /// The value the view sets for the given horizontal guide, if it sets one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit[guide.key].map { CGFloat($0) } }

    /// The value the view sets for the given vertical guide, if it sets one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit[guide.key].map { CGFloat($0) } }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.explicit == rhs.explicit
    }
}
