@_spi(Machinery) import ClockworkCore

/// A control for choosing a color: its label, then a menu of the system's colors and a
/// swatch of the one chosen.
///
/// A daemon's screen has no color wheel: the picker offers the system colors by name (red
/// to brown, then gray, black and white), as a menu picker does, so the input socket's
/// `select Blue in Accent` (or a tap on the menu) chooses one. A color that is none of them
/// shows as Custom until another is chosen. `supportsOpacity` is kept: every choice is
/// opaque.
public struct ColorPicker<Label: View> {
    private let selection: Binding<Color>
    private let supportsOpacity: Bool
    private let label: Label

    /// A picker of `selection`, labelled by `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// A picker of the CoreGraphics color `selection`, labelled by `label`.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(selection: Binding(get: { Color(cgColor: selection.wrappedValue) },
                                     set: { color in if let cgColor = color.cgColor { selection.wrappedValue = cgColor } }),
                  supportsOpacity: supportsOpacity, label: label)
    }

    @MainActor public var body: some View {
        HStack {
            Picker(selection: choice) {
                ForEach(ColorChoices.named, id: \.name) { entry in Text(entry.name).tag(entry.name) }
                if ColorChoices.name(of: selection.wrappedValue) == nil { Text("Custom").tag("Custom") }
            } label: {
                label
            }
            .pickerStyle(.menu)
            Circle()
                .fill(selection.wrappedValue)
                .frame(width: 28, height: 28)
                .accessibilityHidden(true)
        }
    }

    /// The chosen color's name, set by choosing a name.
    private var choice: Binding<String> {
        Binding(get: { ColorChoices.name(of: selection.wrappedValue) ?? "Custom" },
                set: { name in if let color = ColorChoices.named.first(where: { $0.name == name })?.color { selection.wrappedValue = color } })
    }
}

extension ColorPicker: View {}

extension ColorPicker where Label == Text {
    /// A picker of `selection`, titled by a localized key.
    public nonisolated init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker of `selection`, titled by a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// A picker of the CoreGraphics color `selection`, titled by a localized key.
    public nonisolated init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker of the CoreGraphics color `selection`, titled by a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The colors a ``ColorPicker`` offers, by name.
enum ColorChoices {
    static let named: [(name: String, color: Color)] = [
        ("Red", .red), ("Orange", .orange), ("Yellow", .yellow), ("Green", .green), ("Mint", .mint), ("Teal", .teal),
        ("Cyan", .cyan), ("Blue", .blue), ("Indigo", .indigo), ("Purple", .purple), ("Pink", .pink), ("Brown", .brown),
        ("Gray", .gray), ("Black", .black), ("White", .white),
    ]

    /// The name of the offered color `color` is (its sRGB components within a rounding
    /// error), if it is one.
    static func name(of color: Color) -> String? {
        let (red, green, blue, opacity) = color.sRGB
        return named.first { entry in
            let offered = entry.color.sRGB
            return abs(offered.red - red) < 0.002 && abs(offered.green - green) < 0.002 && abs(offered.blue - blue) < 0.002
                && abs(offered.opacity - opacity) < 0.002
        }?.name
    }
}
