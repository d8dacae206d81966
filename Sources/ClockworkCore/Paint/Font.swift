import Foundation

/// A font: a size in points, a weight, a design and a style, or one of the text styles
/// (`.body`, `.title`, …) with its standard size. Targets measure and draw text with it:
/// a terminal keeps one cell per character and shows weight and italics as attributes.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The text styles, each with the size and weight SwiftUI gives it by default.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        /// 34 points.
        case largeTitle
        /// 28 points.
        case title
        /// 22 points.
        case title2
        /// 20 points.
        case title3
        /// 17 points, semibold.
        case headline
        /// 15 points.
        case subheadline
        /// 17 points: running text.
        case body
        /// 16 points.
        case callout
        /// 13 points.
        case footnote
        /// 12 points.
        case caption
        /// 11 points.
        case caption2

        /// The style's size in points at the default content size.
        var size: Double {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }
    }

    /// How heavy the strokes are, from ultra-light (100) to black (900).
    public struct Weight: Hashable, Sendable, Comparable {
        /// The weight on the CSS/OpenType scale: 400 regular, 700 bold.
        public let value: Int

        /// The ultraLight weight (100).
        nonisolated public static let ultraLight = Weight(value: 100)
        /// The thin weight (200).
        nonisolated public static let thin = Weight(value: 200)
        /// The light weight (300).
        nonisolated public static let light = Weight(value: 300)
        /// The regular weight (400).
        nonisolated public static let regular = Weight(value: 400)
        /// The medium weight (500).
        nonisolated public static let medium = Weight(value: 500)
        /// The semibold weight (600).
        nonisolated public static let semibold = Weight(value: 600)
        /// The bold weight (700).
        nonisolated public static let bold = Weight(value: 700)
        /// The heavy weight (800).
        nonisolated public static let heavy = Weight(value: 800)
        /// The black weight (900).
        nonisolated public static let black = Weight(value: 900)

        /// Lighter weights first.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
    }

    /// The family of letterforms.
    public enum Design: String, Hashable, Sendable {
        /// The system's sans-serif.
        case `default`
        /// A serif family.
        case serif
        /// A sans-serif with rounded ends.
        case rounded
        /// Every character as wide as every other.
        case monospaced
    }

    /// The size in points.
    public let size: Double
    /// The weight.
    public let weight: Weight
    /// The family.
    public let design: Design
    /// Whether the letters slant.
    public let isItalic: Bool
    /// Whether digits all take the same width, so changing numbers do not jitter.
    public let hasMonospacedDigits: Bool
    /// The text style this font was made from, if any.
    public let textStyle: TextStyle?
    /// Whether a line is drawn under the text (`.underline()` on it or around it).
    public private(set) var isUnderlined = false
    /// Whether a line is drawn through the text (`.strikethrough()`).
    public private(set) var isStruckThrough = false

    private init(size: Double, weight: Weight, design: Design, isItalic: Bool = false,
                 hasMonospacedDigits: Bool = false, textStyle: TextStyle?) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.hasMonospacedDigits = hasMonospacedDigits
        self.textStyle = textStyle
    }

    /// This font with its decorations (the wire's reader and the text modifiers).
    func decorated(underline: Bool, strikethrough: Bool) -> Font {
        var font = self
        font.isUnderlined = underline
        font.isStruckThrough = strikethrough
        return font
    }

    /// This font in the family `design`.
    func withDesign(_ design: Design) -> Font {
        Font(size: size, weight: weight, design: design, isItalic: isItalic, hasMonospacedDigits: hasMonospacedDigits,
             textStyle: textStyle).decorated(underline: isUnderlined, strikethrough: isStruckThrough)
    }

    /// This font `factor` times its size: what `.minimumScaleFactor(_:)` shrinks text to.
    package func scaled(by factor: Double) -> Font {
        Font(size: size * factor, weight: weight, design: design, isItalic: isItalic, hasMonospacedDigits: hasMonospacedDigits,
             textStyle: nil).decorated(underline: isUnderlined, strikethrough: isStruckThrough)
    }

    /// The system font of `size` points.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: Double(size), weight: weight ?? .regular, design: design ?? .default, textStyle: nil)
    }

    /// The system font for `style`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: style.size, weight: weight ?? (style == .headline ? .semibold : .regular), design: design ?? .default,
             textStyle: style)
    }

    /// The font of the largeTitle text style.
    nonisolated public static let largeTitle = system(.largeTitle)
    /// The font of the title text style.
    nonisolated public static let title = system(.title)
    /// The font of the title2 text style.
    nonisolated public static let title2 = system(.title2)
    /// The font of the title3 text style.
    nonisolated public static let title3 = system(.title3)
    /// The font of the headline text style.
    nonisolated public static let headline = system(.headline)
    /// The font of the subheadline text style.
    nonisolated public static let subheadline = system(.subheadline)
    /// The font of the body text style.
    nonisolated public static let body = system(.body)
    /// The font of the callout text style.
    nonisolated public static let callout = system(.callout)
    /// The font of the footnote text style.
    nonisolated public static let footnote = system(.footnote)
    /// The font of the caption text style.
    nonisolated public static let caption = system(.caption)
    /// The font of the caption2 text style.
    nonisolated public static let caption2 = system(.caption2)

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font in `weight`.
    public func weight(_ weight: Weight) -> Font {
        Font(size: size, weight: weight, design: design, isItalic: isItalic, hasMonospacedDigits: hasMonospacedDigits,
             textStyle: textStyle).decorated(underline: isUnderlined, strikethrough: isStruckThrough)
    }

    /// This font, slanted.
    public func italic() -> Font {
        Font(size: size, weight: weight, design: design, isItalic: true, hasMonospacedDigits: hasMonospacedDigits,
             textStyle: textStyle).decorated(underline: isUnderlined, strikethrough: isStruckThrough)
    }

    /// This font with digits of one width.
    public func monospacedDigit() -> Font {
        Font(size: size, weight: weight, design: design, isItalic: isItalic, hasMonospacedDigits: true, textStyle: textStyle)
            .decorated(underline: isUnderlined, strikethrough: isStruckThrough)
    }

    /// This font's monospaced design.
    public func monospaced() -> Font {
        withDesign(.monospaced)
    }

    /// `body`, `title bold`, `system(13) monospaced italic`.
    public var description: String {
        var words = [textStyle.map(\.rawValue) ?? "system(\(formatNumber(size)))"]
        let standardWeight: Weight = textStyle == .headline ? .semibold : .regular
        if weight != standardWeight { words.append("weight(\(weight.value))") }
        if design != .default { words.append(design.rawValue) }
        if isItalic { words.append("italic") }
        if hasMonospacedDigits { words.append("monospacedDigit") }
        if isUnderlined { words.append("underline") }
        if isStruckThrough { words.append("strikethrough") }
        return words.joined(separator: " ")
    }
}
