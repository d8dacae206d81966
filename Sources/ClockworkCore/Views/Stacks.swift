/// How a stack lines up its children across its axis.
public enum HorizontalAlignment: String, Sendable {
    case leading, center, trailing
}

/// How a stack lines up its children across its axis.
public enum VerticalAlignment: String, Sendable {
    case top, center, bottom
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

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: View, BuiltinView {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a vertical stack with the given alignment and spacing.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeContent() -> NodeContent {
        SingleChildContent(
            self, role: { .element(kind: "VStack", attributes: stackAttributes($0.alignment.rawValue, $0.spacing)) },
            layout: .stack { StackLayout(axis: .vertical, spacing: $0.spacing ?? 0, alignment: ($0.alignment.fraction, 0)) }
        ) { $0.content }
    }
}

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: View, BuiltinView {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a horizontal stack with the given alignment and spacing.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeContent() -> NodeContent {
        SingleChildContent(
            self, role: { .element(kind: "HStack", attributes: stackAttributes($0.alignment.rawValue, $0.spacing)) },
            layout: .stack { StackLayout(axis: .horizontal, spacing: $0.spacing ?? 1, alignment: (0, $0.alignment.fraction)) }
        ) { $0.content }
    }
}

/// A view that overlays its children, aligning them in both axes.
public struct ZStack<Content: View>: View, BuiltinView {
    let alignment: Alignment
    let content: Content

    /// Creates an overlaying stack with the given alignment.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeContent() -> NodeContent {
        SingleChildContent(
            self, role: { .element(kind: "ZStack", attributes: stackAttributes($0.alignment.description, nil)) },
            layout: .stack { StackLayout(axis: nil, spacing: 0, alignment: $0.alignment.fractions) }
        ) { $0.content }
    }
}

private func stackAttributes(_ alignment: String, _ spacing: Double?) -> [String] {
    var attributes: [String] = []
    if alignment != "center" { attributes.append("alignment=\(alignment)") }
    if let spacing { attributes.append("spacing=\(formatNumber(spacing))") }
    return attributes
}
