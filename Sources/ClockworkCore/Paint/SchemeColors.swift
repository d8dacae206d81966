extension ColorScheme {
    /// The colors of content by level in this appearance — primary, secondary, tertiary,
    /// quaternary: what a pixel target's theme draws the content roles in, and what they
    /// resolve to below a view that sets another scheme than its host's.
    package var contentColors: [Color] {
        switch self {
        case .dark: [Color(white: 0.93), Color(white: 0.62), Color(white: 0.42), Color(white: 0.3)]
        case .light: [Color(white: 0.1), Color(white: 0.4), Color(white: 0.58), Color(white: 0.72)]
        }
    }

    /// The screen behind every view in this appearance.
    package var screenBackground: Color {
        switch self {
        case .dark: Color(red: 0.06, green: 0.07, blue: 0.08)
        case .light: Color(white: 1)
        }
    }
}
