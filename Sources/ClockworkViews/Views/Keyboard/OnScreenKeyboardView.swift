@_spi(Machinery) import ClockworkCore

/// The keyboard a kiosk draws across the bottom of its screen while a text field has focus
/// and no keyboard is attached: rows of key caps, drawn as every view is (so it shows over
/// VNC, in snapshots and on a terminal), that type into the focused field.
struct OnScreenKeyboard {
    /// The field's keyboard type.
    let type: UIKeyboardType
    /// What the return key says (the field's submit label).
    let submitLabel: SubmitLabel
    /// The keyboard layout's xkb name.
    let layout: String
    /// How tall a key is: a finger's width in points, a line in character cells.
    let keyHeight: Double
    /// What a key does to the focused field.
    let press: @MainActor (KeyboardKeys.Key, _ capital: Bool) -> Void

    @State private var shifted = false
    @State private var symbols = false

    @ViewBuilder @MainActor var body: some View {
        let keys = KeyboardKeys(for: type, symbols: symbols, layout: layout)
        VStack(spacing: 0) {
            ForEach(Array(keys.rows.enumerated()), id: \.offset) { _, row in
                HStack(spacing: 0) {
                    ForEach(row, id: \.self) { key in
                        Button {
                            tapped(key)
                        } label: {
                            Text(caption(of: key)).frame(maxWidth: .infinity, minHeight: keyHeight)
                        }
                        .buttonStyle(KeyCapStyle(isAccent: key == .submit, isOutlined: keyHeight > 1))
                        .accessibilityLabel(accessibilityName(of: key))
                    }
                }
            }
        }
        .modifier(KeyboardMarker())
    }

    @MainActor private func tapped(_ key: KeyboardKeys.Key) {
        switch key {
        case .shift:
            shifted.toggle()
        case .symbols(let on):
            symbols = on
        case .character:
            press(key, shifted)
            shifted = false
        case .delete, .space, .submit:
            press(key, false)
        }
    }

    private func caption(of key: KeyboardKeys.Key) -> String {
        switch key {
        case .character(let text): shifted ? text.uppercased() : text
        case .shift: shifted ? "⇪" : "⇧"
        case .delete: "⌫"
        case .symbols(let on): on ? "123" : "ABC"
        case .space: "space"
        case .submit: submitLabel.description
        }
    }

    private func accessibilityName(of key: KeyboardKeys.Key) -> String {
        switch key {
        case .shift: "shift"
        case .delete: "delete"
        default: caption(of: key)
        }
    }
}

extension OnScreenKeyboard: View {}

/// A key cap: its caption on a tile, lighter while a finger holds it; the return key in
/// the accent color. Outlined in points; a line of character cells has no room for it.
private struct KeyCapStyle {
    let isAccent: Bool
    let isOutlined: Bool

    @ViewBuilder
    @MainActor func makeBody(configuration: Configuration) -> some View {
        let cap = configuration.label
            .foregroundStyle(isAccent ? Color.white : Color.primary)
            .background(isAccent ? Color.accentColor : Color.secondary.opacity(configuration.isPressed ? 0.6 : 0.25))
        if isOutlined {
            cap.border(Color.secondary.opacity(0.4))
        } else {
            cap
        }
    }
}

extension KeyCapStyle: ButtonStyle {}

/// Marks the keyboard, so that a touch on it does not take it away.
private struct KeyboardMarker: BuiltinModifier {
    var attributes: [String] { ["onScreenKeyboard"] }

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { KeyboardMarkerContent(view) }
}

@MainActor
private final class KeyboardMarkerContent<Content: View>: ModifierContent<Content, KeyboardMarker>, OnScreenKeyboardView {}
