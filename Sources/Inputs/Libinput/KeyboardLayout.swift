import CLibinput
import ClockworkCore

/// Key codes to key presses, in the keyboard layout xkbcommon builds from the environment
/// (`XKB_DEFAULT_LAYOUT`, `XKB_DEFAULT_VARIANT`, `XKB_DEFAULT_OPTIONS`; `us` when unset),
/// with the modifiers held now: the key unshifted, the characters it types, the modifiers.
final class KeyboardLayout {
    private let context: OpaquePointer
    private let keymap: OpaquePointer
    private let state: OpaquePointer

    /// The layout the environment names; throws when xkbcommon cannot build it.
    init() throws {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { throw LibinputError("xkbcommon cannot start") }
        // Null names: each part from its XKB_DEFAULT_* variable, or xkbcommon's default.
        guard let keymap = xkb_keymap_new_from_names(context, nil, XKB_KEYMAP_COMPILE_NO_FLAGS) else {
            xkb_context_unref(context)
            throw LibinputError("xkbcommon cannot build the keyboard layout from XKB_DEFAULT_LAYOUT (is xkb-data installed?)")
        }
        guard let state = xkb_state_new(keymap) else {
            xkb_keymap_unref(keymap)
            xkb_context_unref(context)
            throw LibinputError("xkbcommon cannot track the keyboard's state")
        }
        self.context = context
        self.keymap = keymap
        self.state = state
    }

    deinit {
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// Takes the evdev key `code` going down or up; returns the key press it is, `nil` for
    /// a modifier key or one that is no key SwiftUI names.
    func key(_ code: UInt32, isDown: Bool) -> KeyPress? {
        let keycode = code + 8  // evdev codes are XKB's less 8
        defer { xkb_state_update_key(state, keycode, isDown ? XKB_KEY_DOWN : XKB_KEY_UP) }
        let phase: KeyPress.Phases = isDown ? .down : .up
        let modifiers = heldModifiers()
        let symbol = Int32(bitPattern: xkb_state_key_get_one_sym(state, keycode))
        if let special = Self.specialKeys[symbol] {
            let shifted = symbol == XKB_KEY_ISO_Left_Tab ? modifiers.union(.shift) : modifiers
            return KeyPress(phase: phase, key: special, modifiers: shifted)
        }
        var bytes = [CChar](repeating: 0, count: 64)
        let length = xkb_state_key_get_utf8(state, keycode, &bytes, bytes.count)
        let characters = String(decoding: bytes.prefix(Int(max(length, 0))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let unshifted = unshiftedCharacter(keycode) ?? characters.first else { return nil }
        return KeyPress(phase: phase, key: KeyEquivalent(unshifted), characters: characters, modifiers: modifiers)
    }

    /// Whether the evdev key `code` repeats while held, as the keymap says (letters,
    /// Backspace and the arrows do; Shift and Control do not).
    func repeats(_ code: UInt32) -> Bool {
        xkb_keymap_key_repeats(keymap, code + 8) != 0
    }

    /// The keys that type no character SwiftUI's key equivalents name, by keysym.
    private static let specialKeys: [Int32: KeyEquivalent] = [
        XKB_KEY_Tab: .tab, XKB_KEY_ISO_Left_Tab: .tab, XKB_KEY_Return: .return, XKB_KEY_KP_Enter: .return,
        XKB_KEY_Escape: .escape, XKB_KEY_BackSpace: .delete, XKB_KEY_Delete: .deleteForward,
        XKB_KEY_Left: .leftArrow, XKB_KEY_Right: .rightArrow, XKB_KEY_Up: .upArrow, XKB_KEY_Down: .downArrow,
        XKB_KEY_Home: .home, XKB_KEY_End: .end, XKB_KEY_Prior: .pageUp, XKB_KEY_Next: .pageDown,
    ]

    /// The character the key types with no modifier, in the layout in use.
    private func unshiftedCharacter(_ keycode: UInt32) -> Character? {
        var symbols: UnsafePointer<xkb_keysym_t>?
        let layout = xkb_state_key_get_layout(state, keycode)
        guard xkb_keymap_key_get_syms_by_level(keymap, keycode, layout, 0, &symbols) > 0, let symbols,
              let scalar = Unicode.Scalar(xkb_keysym_to_utf32(symbols[0])), scalar.value >= 0x20 else { return nil }
        return Character(scalar)
    }

    private func heldModifiers() -> EventModifiers {
        var held: EventModifiers = []
        for (name, modifier) in [(XKB_MOD_NAME_SHIFT, EventModifiers.shift), (XKB_MOD_NAME_CTRL, .control), (XKB_MOD_NAME_ALT, .option),
                                 (XKB_MOD_NAME_LOGO, .command), (XKB_MOD_NAME_CAPS, .capsLock)]
        where xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 {
            held.insert(modifier)
        }
        return held
    }
}
