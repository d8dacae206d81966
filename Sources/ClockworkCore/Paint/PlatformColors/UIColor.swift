/// UIKit's color, for code written for a phone: `Color(.systemGray6)`,
/// `Color(uiColor: .secondaryLabel)`, `UIColor(red:green:blue:alpha:)`.
///
/// There is no UIKit on Linux; this type carries UIKit's names to the theme's colors. The
/// system hues are Clockwork's own (`.systemBlue` is `Color.blue`); the first two label
/// colors are the content roles (`.label` is `.primary`); the other grays, labels, fills,
/// backgrounds and separators are dynamic, as UIKit's are: UIKit's light or dark value,
/// whichever the color scheme in force where they are drawn asks for.
public struct UIColor: Hashable, Sendable {
    /// The color views draw with.
    public let color: Color

    /// The color `color` as a UIKit color.
    nonisolated init(_ color: Color) { self.color = color }

    /// A color from sRGB components, each from 0 to 1.
    nonisolated public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: red, green: green, blue: blue, opacity: alpha)
    }

    /// A gray from its brightness, 0 (black) to 1 (white).
    nonisolated public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: white, opacity: alpha)
    }

    /// A color from hue, saturation and brightness, each from 0 to 1.
    nonisolated public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha)
    }

    /// This color at `alpha` opacity.
    nonisolated public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color.opacity(alpha))
    }

    /// Blue, as the theme draws `Color.blue`.
    nonisolated public static let systemBlue = UIColor(.blue)
    /// Brown, as the theme draws `Color.brown`.
    nonisolated public static let systemBrown = UIColor(.brown)
    /// Cyan, as the theme draws `Color.cyan`.
    nonisolated public static let systemCyan = UIColor(.cyan)
    /// Green, as the theme draws `Color.green`.
    nonisolated public static let systemGreen = UIColor(.green)
    /// Indigo, as the theme draws `Color.indigo`.
    nonisolated public static let systemIndigo = UIColor(.indigo)
    /// Mint, as the theme draws `Color.mint`.
    nonisolated public static let systemMint = UIColor(.mint)
    /// Orange, as the theme draws `Color.orange`.
    nonisolated public static let systemOrange = UIColor(.orange)
    /// Pink, as the theme draws `Color.pink`.
    nonisolated public static let systemPink = UIColor(.pink)
    /// Purple, as the theme draws `Color.purple`.
    nonisolated public static let systemPurple = UIColor(.purple)
    /// Red, as the theme draws `Color.red`.
    nonisolated public static let systemRed = UIColor(.red)
    /// Teal, as the theme draws `Color.teal`.
    nonisolated public static let systemTeal = UIColor(.teal)
    /// Yellow, as the theme draws `Color.yellow`.
    nonisolated public static let systemYellow = UIColor(.yellow)

    /// The base gray, as the theme draws `Color.gray`.
    nonisolated public static let systemGray = UIColor(.gray)
    /// The second-level gray: darker than `systemGray` in dark mode, lighter in light.
    nonisolated public static let systemGray2 = UIColor(DynamicColor.color("systemGray2"))
    /// The third-level gray.
    nonisolated public static let systemGray3 = UIColor(DynamicColor.color("systemGray3"))
    /// The fourth-level gray.
    nonisolated public static let systemGray4 = UIColor(DynamicColor.color("systemGray4"))
    /// The fifth-level gray.
    nonisolated public static let systemGray5 = UIColor(DynamicColor.color("systemGray5"))
    /// The sixth-level gray: the closest to the background.
    nonisolated public static let systemGray6 = UIColor(DynamicColor.color("systemGray6"))

    /// The color of primary text: the primary content role.
    nonisolated public static let label = UIColor(.primary)
    /// The color of secondary text: the secondary content role.
    nonisolated public static let secondaryLabel = UIColor(.secondary)
    /// The color of tertiary text.
    nonisolated public static let tertiaryLabel = UIColor(DynamicColor.color("tertiaryLabel"))
    /// The color of quaternary text.
    nonisolated public static let quaternaryLabel = UIColor(DynamicColor.color("quaternaryLabel"))
    /// The color of placeholder text in controls.
    nonisolated public static let placeholderText = UIColor(DynamicColor.color("placeholderText"))
    /// The color of links.
    nonisolated public static let link = UIColor(.accentColor)
    /// The accent color of controls.
    nonisolated public static let tintColor = UIColor(.accentColor)

    /// The background of a screen.
    nonisolated public static let systemBackground = UIColor(DynamicColor.color("systemBackground"))
    /// The background of content layered on a screen's background.
    nonisolated public static let secondarySystemBackground = UIColor(DynamicColor.color("secondarySystemBackground"))
    /// The background of content layered on a secondary background.
    nonisolated public static let tertiarySystemBackground = UIColor(DynamicColor.color("tertiarySystemBackground"))
    /// The background of a grouped list or form.
    nonisolated public static let systemGroupedBackground = UIColor(DynamicColor.color("systemGroupedBackground"))
    /// The background of a grouped list's rows.
    nonisolated public static let secondarySystemGroupedBackground = UIColor(DynamicColor.color("secondarySystemGroupedBackground"))
    /// The background of content in a grouped list's rows.
    nonisolated public static let tertiarySystemGroupedBackground = UIColor(DynamicColor.color("tertiarySystemGroupedBackground"))

    /// The fill of thin and small shapes, like a slider's track.
    nonisolated public static let systemFill = UIColor(DynamicColor.color("systemFill"))
    /// The fill of medium-size shapes, like a switch's background.
    nonisolated public static let secondarySystemFill = UIColor(DynamicColor.color("secondarySystemFill"))
    /// The fill of large shapes, like input fields.
    nonisolated public static let tertiarySystemFill = UIColor(DynamicColor.color("tertiarySystemFill"))
    /// The fill of large areas holding complex content.
    nonisolated public static let quaternarySystemFill = UIColor(DynamicColor.color("quaternarySystemFill"))

    /// The color of thin lines between content, which lets what is beneath show through.
    nonisolated public static let separator = UIColor(DynamicColor.color("separator"))
    /// The color of opaque lines between content.
    nonisolated public static let opaqueSeparator = UIColor(DynamicColor.color("opaqueSeparator"))

    /// Black.
    nonisolated public static let black = UIColor(.black)
    /// White.
    nonisolated public static let white = UIColor(.white)
    /// Fully transparent.
    nonisolated public static let clear = UIColor(.clear)
    /// A middle gray (half white).
    nonisolated public static let gray = UIColor(Color(white: 0.5))
    /// A dark gray (a third white).
    nonisolated public static let darkGray = UIColor(Color(white: 1.0 / 3))
    /// A light gray (two thirds white).
    nonisolated public static let lightGray = UIColor(Color(white: 2.0 / 3))
    /// Pure red.
    nonisolated public static let red = UIColor(Color(red: 1, green: 0, blue: 0))
    /// Pure green.
    nonisolated public static let green = UIColor(Color(red: 0, green: 1, blue: 0))
    /// Pure blue.
    nonisolated public static let blue = UIColor(Color(red: 0, green: 0, blue: 1))
    /// Cyan: green and blue.
    nonisolated public static let cyan = UIColor(Color(red: 0, green: 1, blue: 1))
    /// Yellow: red and green.
    nonisolated public static let yellow = UIColor(Color(red: 1, green: 1, blue: 0))
    /// Magenta: red and blue.
    nonisolated public static let magenta = UIColor(Color(red: 1, green: 0, blue: 1))
    /// Orange.
    nonisolated public static let orange = UIColor(Color(red: 1, green: 0.5, blue: 0))
    /// Purple.
    nonisolated public static let purple = UIColor(Color(red: 0.5, green: 0, blue: 0.5))
    /// Brown.
    nonisolated public static let brown = UIColor(Color(red: 0.6, green: 0.4, blue: 0.2))
}
