import Foundation

/// A color: red, green and blue in a color space, with an opacity. Also a view that fills
/// the space it is offered.
public struct Color: Hashable {
    /// The color spaces a color's components can be given in.
    public enum RGBColorSpace: String, Hashable, Sendable {
        /// Standard RGB, gamma-encoded: what targets draw.
        case sRGB
        /// Standard RGB primaries with linear components.
        case sRGBLinear
        /// Display P3 (the wider gamut of many panels), gamma-encoded like sRGB.
        case displayP3
    }

    /// The space the components are in.
    public let colorSpace: RGBColorSpace
    /// Red, green, blue and opacity in ``colorSpace``, each nominally 0–1.
    public let red: Double, green: Double, blue: Double, opacity: Double
    /// Which system color this is: an index into ``systemColors`` (0: none), or from
    /// ``DynamicColor/firstIndex`` on one of the colors that differ by appearance.
    let system: UInt8

    /// A color from red, green and blue components (0–1) in `colorSpace`, and an opacity.
    nonisolated public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.colorSpace = colorSpace
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        system = 0
    }

    /// A gray of `white` (0 black, 1 white) in `colorSpace`.
    nonisolated public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A color from hue, saturation and brightness (each 0–1), in sRGB.
    nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let sector = (hue - hue.rounded(.down)) * 6
        let chroma = brightness * saturation
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) = switch Int(sector) {
        case 0: (chroma, x, 0)
        case 1: (x, chroma, 0)
        case 2: (0, chroma, x)
        case 3: (0, x, chroma)
        case 4: (x, 0, chroma)
        default: (chroma, 0, x)
        }
        let m = brightness - chroma
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    nonisolated init(system: UInt8, _ red: Double, _ green: Double, _ blue: Double, opacity: Double = 1) {
        colorSpace = .sRGB
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.system = system
    }

    /// This color with its opacity multiplied by `opacity`.
    nonisolated public func opacity(_ opacity: Double) -> Color {
        Color(colorSpace, red: red, green: green, blue: blue, opacity: self.opacity * opacity)
    }

    /// The system color black.
    nonisolated public static let black = Color(system: 1, 0, 0, 0)
    /// The system color white.
    nonisolated public static let white = Color(system: 2, 1, 1, 1)
    /// The system color gray.
    nonisolated public static let gray = Color(system: 3, 0.557, 0.557, 0.576)
    /// The system color red.
    nonisolated public static let red = Color(system: 4, 1, 0.231, 0.188)
    /// The system color orange.
    nonisolated public static let orange = Color(system: 5, 1, 0.584, 0)
    /// The system color yellow.
    nonisolated public static let yellow = Color(system: 6, 1, 0.8, 0)
    /// The system color green.
    nonisolated public static let green = Color(system: 7, 0.204, 0.78, 0.349)
    /// The system color mint.
    nonisolated public static let mint = Color(system: 8, 0, 0.78, 0.745)
    /// The system color teal.
    nonisolated public static let teal = Color(system: 9, 0.188, 0.69, 0.78)
    /// The system color cyan.
    nonisolated public static let cyan = Color(system: 10, 0.196, 0.678, 0.902)
    /// The system color blue.
    nonisolated public static let blue = Color(system: 11, 0, 0.478, 1)
    /// The system color indigo.
    nonisolated public static let indigo = Color(system: 12, 0.345, 0.337, 0.839)
    /// The system color purple.
    nonisolated public static let purple = Color(system: 13, 0.686, 0.322, 0.871)
    /// The system color pink.
    nonisolated public static let pink = Color(system: 14, 1, 0.176, 0.333)
    /// The system color brown.
    nonisolated public static let brown = Color(system: 15, 0.635, 0.518, 0.369)
    /// No color at all: fully transparent.
    nonisolated public static let clear = Color(system: 16, 0, 0, 0, opacity: 0)
    /// The color for primary content: the target's own foreground (a terminal's default).
    nonisolated public static let primary = Color(system: 17, 1, 1, 1)
    /// The color for secondary content.
    nonisolated public static let secondary = Color(system: 18, 0.557, 0.557, 0.576)
    /// The accent color of controls.
    nonisolated public static let accentColor = Color(system: 19, 0, 0.478, 1)

    /// The system colors in index order, with their names (index 0 stands for none).
    nonisolated private static let systemColors: [(name: String, color: Color?)] = [
        ("", nil), ("black", black), ("white", white), ("gray", gray), ("red", red), ("orange", orange),
        ("yellow", yellow), ("green", green), ("mint", mint), ("teal", teal), ("cyan", cyan), ("blue", blue),
        ("indigo", indigo), ("purple", purple), ("pink", pink), ("brown", brown), ("clear", clear),
        ("primary", primary), ("secondary", secondary), ("accentColor", accentColor),
    ]

    /// The system color's name (`red`, `secondary`), or `nil` for a color made from components.
    nonisolated public var systemName: String? {
        if let dynamic = DynamicColor(system) { return dynamic.name }
        return system == 0 ? nil : Self.systemColors[Int(system)].name
    }

    /// The system color called `name`, if there is one.
    nonisolated public init?(systemName name: String) {
        guard let color = Self.systemColors.first(where: { $0.name == name })?.color ?? DynamicColor.named(name)?.dark
        else { return nil }
        self = color
    }

    /// How the color is painted: a color, or for ``primary`` and ``secondary`` the target's
    /// content role, as SwiftUI resolves them per appearance.
    nonisolated public var paintStyle: PaintStyle {
        switch system {
        case Self.primary.system: .hierarchical(.primary)
        case Self.secondary.system: .hierarchical(.secondary)
        default: .color(self)
        }
    }

    /// The color as gamma-encoded sRGB components (outside 0–1 when the color lies outside
    /// sRGB's gamut): what targets draw.
    nonisolated public var sRGB: (red: Double, green: Double, blue: Double, opacity: Double) {
        switch colorSpace {
        case .sRGB:
            return (red, green, blue, opacity)
        case .sRGBLinear:
            return (Self.encode(red), Self.encode(green), Self.encode(blue), opacity)
        case .displayP3:
            let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
            return (Self.encode(1.2249401 * r - 0.2249404 * g),
                    Self.encode(-0.0420569 * r + 1.0420571 * g),
                    Self.encode(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b), opacity)
        }
    }

    /// sRGB's transfer function: linear light to the encoded component.
    nonisolated private static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// sRGB's inverse transfer function: the encoded component to linear light.
    nonisolated private static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// A color with the sRGB components of `vector` (red, green, blue, opacity): an
    /// animation's presented value.
    package nonisolated init(_ vector: AnimationVector) {
        self.init(red: vector[0], green: vector[1], blue: vector[2], opacity: vector[3])
    }

    /// The sRGB red, green, blue and opacity, as an animation interpolates them.
    package nonisolated var components: AnimationVector {
        let rgb = sRGB
        return AnimationVector(rgb.red, rgb.green, rgb.blue, rgb.opacity)
    }

    /// The system color's name, or `rgba(r,g,b,a)` (sRGB), `displayP3(…)`, `sRGBLinear(…)`.
    nonisolated public var description: String {
        if let systemName { return systemName }
        let numbers = [red, green, blue, opacity].map(formatNumber).joined(separator: ",")
        return colorSpace == .sRGB ? "rgba(\(numbers))" : "\(colorSpace.rawValue)(\(numbers))"
    }
}

extension Color: ShapeStyle {}

extension Color: CustomStringConvertible {}

extension ShapeStyle where Self == Color {
    /// The system color black.
    public static var black: Color { Color.black }
    /// The system color white.
    public static var white: Color { Color.white }
    /// The system color gray.
    public static var gray: Color { Color.gray }
    /// The system color red.
    public static var red: Color { Color.red }
    /// The system color orange.
    public static var orange: Color { Color.orange }
    /// The system color yellow.
    public static var yellow: Color { Color.yellow }
    /// The system color green.
    public static var green: Color { Color.green }
    /// The system color mint.
    public static var mint: Color { Color.mint }
    /// The system color teal.
    public static var teal: Color { Color.teal }
    /// The system color cyan.
    public static var cyan: Color { Color.cyan }
    /// The system color blue.
    public static var blue: Color { Color.blue }
    /// The system color indigo.
    public static var indigo: Color { Color.indigo }
    /// The system color purple.
    public static var purple: Color { Color.purple }
    /// The system color pink.
    public static var pink: Color { Color.pink }
    /// The system color brown.
    public static var brown: Color { Color.brown }
    /// The system color clear.
    public static var clear: Color { Color.clear }
}
