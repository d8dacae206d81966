/// An RGBA color; also a view that fills its space with itself.
public struct Color: ShapeStyle, View, BuiltinView, Hashable {
    /// Red, green, blue and opacity, each 0–1.
    public let red: Double, green: Double, blue: Double, opacity: Double
    private let name: String?

    /// A color from red, green and blue components (0–1) and an opacity.
    nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        name = nil
    }

    nonisolated private init(_ name: String, _ red: Double, _ green: Double, _ blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.name = name
    }

    nonisolated public static let black = Color("black", 0, 0, 0)
    nonisolated public static let white = Color("white", 1, 1, 1)
    nonisolated public static let gray = Color("gray", 0.557, 0.557, 0.576)
    nonisolated public static let red = Color("red", 1, 0.231, 0.188)
    nonisolated public static let orange = Color("orange", 1, 0.584, 0)
    nonisolated public static let yellow = Color("yellow", 1, 0.8, 0)
    nonisolated public static let green = Color("green", 0.204, 0.78, 0.349)
    nonisolated public static let mint = Color("mint", 0, 0.78, 0.745)
    nonisolated public static let teal = Color("teal", 0.188, 0.69, 0.78)
    nonisolated public static let cyan = Color("cyan", 0.196, 0.678, 0.902)
    nonisolated public static let blue = Color("blue", 0, 0.478, 1)
    nonisolated public static let indigo = Color("indigo", 0.345, 0.337, 0.839)
    nonisolated public static let purple = Color("purple", 0.686, 0.322, 0.871)
    nonisolated public static let pink = Color("pink", 1, 0.176, 0.333)
    nonisolated public static let brown = Color("brown", 0.635, 0.518, 0.369)
    nonisolated public static let clear = Color("clear", 0, 0, 0, opacity: 0)
    /// The color for primary content (the terminal's default foreground).
    nonisolated public static let primary = Color("primary", 1, 1, 1)
    /// The color for secondary content.
    nonisolated public static let secondary = Color("secondary", 0.557, 0.557, 0.576)

    /// The named colors and styles, by name.
    nonisolated package static let named: [String: Color] = Dictionary(uniqueKeysWithValues: [
        black, white, gray, red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, clear,
        primary, secondary,
    ].map { ($0.styleDescription, $0) })

    /// A color with the components of `vector` (red, green, blue, opacity): an animation's
    /// presented value.
    nonisolated init(_ vector: AnimationVector) {
        self.init(red: vector[0], green: vector[1], blue: vector[2], opacity: vector[3])
    }

    /// Red, green, blue and opacity, as an animation interpolates them.
    nonisolated var components: AnimationVector { AnimationVector(red, green, blue, opacity) }

    nonisolated public var styleDescription: String {
        if let name { return name }
        return "rgba(\(formatNumber(red)),\(formatNumber(green)),\(formatNumber(blue)),\(formatNumber(opacity)))"
    }

    func makeContent() -> NodeContent {
        ColorContent(self)
    }
}

/// A color view: fills whatever it is offered (one cell when offered nothing).
@MainActor
private final class ColorContent: TypedContent<Color> {
    override var render: RenderRole { .element(kind: "Color", attributes: [view.styleDescription]) }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
    }

    override func place(in bounds: Rect, node: ViewNode) {}

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        items.append(paint.item(.fill(view.styleDescription), in: node.frame))
    }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var blue: Color { Color.blue }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var clear: Color { Color.clear }
}
