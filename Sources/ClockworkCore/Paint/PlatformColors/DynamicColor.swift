/// A system color that differs by appearance, as UIKit's dynamic colors do: grays,
/// tertiary and quaternary labels, backgrounds, fills and separators, each with its light
/// and its dark value (UIKit's).
///
/// A `Color` holding one carries the dark value's components and a system index from
/// ``firstIndex``; it is drawn in the color scheme in force where it is painted
/// (``Color/resolved(in:)``): a daemon's dark screen draws the dark value, a subtree set to
/// `.light` (or a preview in light) the light one.
struct DynamicColor: Sendable {
    /// The first system index of a dynamic color (``Color``'s static system colors stay
    /// below it).
    static let firstIndex: UInt8 = 32

    let name: String
    let light: Color
    let dark: Color

    /// The dynamic color a color's system index stands for, if it is one.
    nonisolated init?(_ system: UInt8) {
        guard system >= Self.firstIndex, Int(system - Self.firstIndex) < Self.all.count else { return nil }
        self = Self.all[Int(system - Self.firstIndex)]
    }

    private nonisolated init(_ name: String, light: (Double, Double, Double, Double), dark: (Double, Double, Double, Double), index: Int) {
        self.name = name
        self.light = Color(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, opacity: light.3)
        self.dark = Color(system: Self.firstIndex + UInt8(index), dark.0 / 255, dark.1 / 255, dark.2 / 255, opacity: dark.3)
    }

    /// The dynamic color called `name`.
    nonisolated static func named(_ name: String) -> DynamicColor? {
        all.first { $0.name == name }
    }

    /// The color called `name` in the table, as a `Color` (its dark value, named).
    nonisolated static func color(_ name: String) -> Color {
        guard let found = named(name) else { preconditionFailure("no dynamic color \(name)") }
        return found.dark
    }

    /// UIKit's dynamic colors: name, light value, dark value (sRGB 0–255, opacity).
    nonisolated static let all: [DynamicColor] = [
        ("systemGray2", (174, 174, 178, 1), (99, 99, 102, 1)),
        ("systemGray3", (199, 199, 204, 1), (72, 72, 74, 1)),
        ("systemGray4", (209, 209, 214, 1), (58, 58, 60, 1)),
        ("systemGray5", (229, 229, 234, 1), (44, 44, 46, 1)),
        ("systemGray6", (242, 242, 247, 1), (28, 28, 30, 1)),
        ("tertiaryLabel", (60, 60, 67, 0.3), (235, 235, 245, 0.3)),
        ("quaternaryLabel", (60, 60, 67, 0.18), (235, 235, 245, 0.16)),
        ("placeholderText", (60, 60, 67, 0.3), (235, 235, 245, 0.3)),
        ("systemBackground", (255, 255, 255, 1), (0, 0, 0, 1)),
        ("secondarySystemBackground", (242, 242, 247, 1), (28, 28, 30, 1)),
        ("tertiarySystemBackground", (255, 255, 255, 1), (44, 44, 46, 1)),
        ("systemGroupedBackground", (242, 242, 247, 1), (0, 0, 0, 1)),
        ("secondarySystemGroupedBackground", (255, 255, 255, 1), (28, 28, 30, 1)),
        ("tertiarySystemGroupedBackground", (242, 242, 247, 1), (44, 44, 46, 1)),
        ("systemFill", (120, 120, 128, 0.2), (120, 120, 128, 0.36)),
        ("secondarySystemFill", (120, 120, 128, 0.16), (120, 120, 128, 0.32)),
        ("tertiarySystemFill", (118, 118, 128, 0.12), (118, 118, 128, 0.24)),
        ("quaternarySystemFill", (116, 116, 128, 0.08), (118, 118, 128, 0.18)),
        ("separator", (60, 60, 67, 0.29), (84, 84, 88, 0.6)),
        ("opaqueSeparator", (198, 198, 200, 1), (56, 56, 58, 1)),
    ].enumerated().map { index, entry in DynamicColor(entry.0, light: entry.1, dark: entry.2, index: index) }
}

extension Color {
    /// The color as `scheme` draws it: a dynamic system color's value in that appearance
    /// (in light, a plain color), any other color as it is. (A dynamic color given an
    /// opacity of its own is a plain color already: its dark value, faded.)
    nonisolated public func resolved(in scheme: ColorScheme) -> Color {
        guard scheme == .light, let dynamic = DynamicColor(system) else { return self }
        return dynamic.light
    }
}
