/// AppKit's color, for code written for a Mac: `Color(nsColor: .windowBackgroundColor)`.
///
/// Like ``UIColor``, it carries AppKit's names to the theme's colors in dark mode, the
/// appearance a daemon's screen has.
public struct NSColor: Hashable, Sendable {
    /// The color views draw with.
    public let color: Color

    /// The color `color` as an AppKit color.
    nonisolated init(_ color: Color) { self.color = color }

    /// A color from sRGB components, each from 0 to 1.
    nonisolated public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: red, green: green, blue: blue, opacity: alpha)
    }

    /// A color from sRGB components, each from 0 to 1.
    nonisolated public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: red, green: green, blue: blue, opacity: alpha)
    }

    /// A gray from its brightness, 0 (black) to 1 (white).
    nonisolated public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: white, opacity: alpha)
    }

    /// This color at `alpha` opacity.
    nonisolated public func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
        NSColor(color.opacity(alpha))
    }

    /// Blue, as the theme draws `Color.blue`.
    nonisolated public static let systemBlue = NSColor(UIColor.systemBlue.color)
    /// Brown, as the theme draws `Color.brown`.
    nonisolated public static let systemBrown = NSColor(UIColor.systemBrown.color)
    /// Gray, as the theme draws `Color.gray`.
    nonisolated public static let systemGray = NSColor(UIColor.systemGray.color)
    /// Green, as the theme draws `Color.green`.
    nonisolated public static let systemGreen = NSColor(UIColor.systemGreen.color)
    /// Indigo, as the theme draws `Color.indigo`.
    nonisolated public static let systemIndigo = NSColor(UIColor.systemIndigo.color)
    /// Orange, as the theme draws `Color.orange`.
    nonisolated public static let systemOrange = NSColor(UIColor.systemOrange.color)
    /// Pink, as the theme draws `Color.pink`.
    nonisolated public static let systemPink = NSColor(UIColor.systemPink.color)
    /// Purple, as the theme draws `Color.purple`.
    nonisolated public static let systemPurple = NSColor(UIColor.systemPurple.color)
    /// Red, as the theme draws `Color.red`.
    nonisolated public static let systemRed = NSColor(UIColor.systemRed.color)
    /// Teal, as the theme draws `Color.teal`.
    nonisolated public static let systemTeal = NSColor(UIColor.systemTeal.color)
    /// Yellow, as the theme draws `Color.yellow`.
    nonisolated public static let systemYellow = NSColor(UIColor.systemYellow.color)

    /// The color of primary text: the primary content role.
    nonisolated public static let labelColor = NSColor(UIColor.label.color)
    /// The color of secondary text: the secondary content role.
    nonisolated public static let secondaryLabelColor = NSColor(UIColor.secondaryLabel.color)
    /// The color of tertiary text.
    nonisolated public static let tertiaryLabelColor = NSColor(UIColor.tertiaryLabel.color)
    /// The color of quaternary text.
    nonisolated public static let quaternaryLabelColor = NSColor(UIColor.quaternaryLabel.color)
    /// The color of text in a document.
    nonisolated public static let textColor = NSColor(UIColor.label.color)
    /// The color of placeholder text in controls.
    nonisolated public static let placeholderTextColor = NSColor(UIColor.placeholderText.color)
    /// The color of links.
    nonisolated public static let linkColor = NSColor(UIColor.link.color)
    /// The user's accent color.
    nonisolated public static let controlAccentColor = NSColor(UIColor.tintColor.color)
    /// The color of lines between content.
    nonisolated public static let separatorColor = NSColor(UIColor.separator.color)

    /// The background of a window.
    nonisolated public static let windowBackgroundColor = NSColor(Color(red: 30 / 255, green: 30 / 255, blue: 30 / 255))
    /// The background of a large area holding controls, like a table or a text view.
    nonisolated public static let controlBackgroundColor = NSColor(UIColor.secondarySystemBackground.color)
    /// The background of a text view or field.
    nonisolated public static let textBackgroundColor = NSColor(UIColor.secondarySystemBackground.color)
    /// The face of a control.
    nonisolated public static let controlColor = NSColor(UIColor.tertiarySystemFill.color)
    /// The background of a grouped form.
    nonisolated public static let underPageBackgroundColor = NSColor(UIColor.systemGroupedBackground.color)

    /// Black.
    nonisolated public static let black = NSColor(.black)
    /// White.
    nonisolated public static let white = NSColor(.white)
    /// Fully transparent.
    nonisolated public static let clear = NSColor(.clear)
    /// A middle gray (half white).
    nonisolated public static let gray = NSColor(UIColor.gray.color)
    /// A dark gray (a third white).
    nonisolated public static let darkGray = NSColor(UIColor.darkGray.color)
    /// A light gray (two thirds white).
    nonisolated public static let lightGray = NSColor(UIColor.lightGray.color)
    /// Pure red.
    nonisolated public static let red = NSColor(UIColor.red.color)
    /// Pure green.
    nonisolated public static let green = NSColor(UIColor.green.color)
    /// Pure blue.
    nonisolated public static let blue = NSColor(UIColor.blue.color)
    /// Orange.
    nonisolated public static let orange = NSColor(UIColor.orange.color)
}
