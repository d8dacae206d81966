import CLibinput
import ClockworkCore

/// Key codes to what they mean, in the keyboard layout xkbcommon builds from the
/// environment (`XKB_DEFAULT_LAYOUT`, `XKB_DEFAULT_VARIANT`, `XKB_DEFAULT_OPTIONS`; `us`
/// when unset), with the modifiers held now.
final class KeyboardLayout {
    private let context: OpaquePointer
    private let keymap: OpaquePointer
    private let state: OpaquePointer

    /// What a key press asks of the panel.
    enum Meaning: Equatable {
        case focus(FocusKey)
        case back
        case deleteBackward
        case text(String)
    }

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

    /// Takes the evdev key `code` going down or up; returns what a press means.
    func key(_ code: UInt32, isDown: Bool) -> Meaning? {
        let keycode = code + 8  // evdev codes are XKB's less 8
        defer { xkb_state_update_key(state, keycode, isDown ? XKB_KEY_DOWN : XKB_KEY_UP) }
        guard isDown else { return nil }
        let symbol = xkb_state_key_get_one_sym(state, keycode)
        let shifted = xkb_state_mod_name_is_active(state, XKB_MOD_NAME_SHIFT, XKB_STATE_MODS_EFFECTIVE) > 0
        switch Int32(bitPattern: symbol) {
        case XKB_KEY_Tab: return .focus(shifted ? .shiftTab : .tab)
        case XKB_KEY_ISO_Left_Tab: return .focus(.shiftTab)
        case XKB_KEY_Return, XKB_KEY_KP_Enter: return .focus(.enter)
        case XKB_KEY_Left: return .focus(.left)
        case XKB_KEY_Right: return .focus(.right)
        case XKB_KEY_Up: return .focus(.up)
        case XKB_KEY_Down: return .focus(.down)
        case XKB_KEY_Escape: return .back
        case XKB_KEY_BackSpace: return .deleteBackward
        default: break
        }
        var bytes = [CChar](repeating: 0, count: 64)
        let length = xkb_state_key_get_utf8(state, keycode, &bytes, bytes.count)
        guard length > 0 else { return nil }
        let text = String(decoding: bytes.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let first = text.unicodeScalars.first, first.value >= 0x20, first.value != 0x7F else { return nil }
        return .text(text)
    }
}
