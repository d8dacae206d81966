/// How a stack lines up its children across its axis.
public enum HorizontalAlignment: String, Sendable {
    case leading, center, trailing
}

/// How a stack lines up its children across its axis.
///
/// The text baselines line children up by the top of their first line of text or the
/// bottom of their last: exactly their baselines where every line is one size (a
/// terminal's cells, texts of one font).
public enum VerticalAlignment: String, Sendable {
    case top, center, bottom
    /// The baseline of the first line of text.
    case firstTextBaseline
    /// The baseline of the last line of text.
    case lastTextBaseline
}

/// Where content sits inside a larger frame.
public struct Alignment: Equatable, Sendable, CustomStringConvertible {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    public var description: String {
        if horizontal == .center, vertical == .center { return "center" }
        if vertical == .center { return horizontal.rawValue }
        if horizontal == .center { return vertical.rawValue }
        return vertical.rawValue + horizontal.rawValue.prefix(1).uppercased() + horizontal.rawValue.dropFirst()
    }
}
