extension ColorScheme {
    /// The colors of content by level in this appearance — primary, secondary, tertiary,
    /// quaternary: what a pixel target's theme draws the content roles in, and what they
    /// resolve to below a view that sets another scheme than its host's. They are UIKit's
    /// label colors (`label`, `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel`) as
    /// they show on the appearance's background: black, and #3C3C43 at 60, 30 and 18 %
    /// on white; white, and #EBEBF5 at 60, 30 and 16 % on black.
    package var contentColors: [Color] {
        switch self {
        case .dark:
            [Color(white: 1), Color(red: 0.553, green: 0.553, blue: 0.576), Color(red: 0.276, green: 0.276, blue: 0.288),
             Color(red: 0.147, green: 0.147, blue: 0.154)]
        case .light:
            [Color(white: 0), Color(red: 0.541, green: 0.541, blue: 0.558), Color(red: 0.771, green: 0.771, blue: 0.779),
             Color(red: 0.862, green: 0.862, blue: 0.867)]
        }
    }

    /// The screen behind every view in this appearance: UIKit's `systemBackground`.
    package var screenBackground: Color {
        switch self {
        case .dark: Color(white: 0)
        case .light: Color(white: 1)
        }
    }
}
