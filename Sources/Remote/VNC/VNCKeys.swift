import ClockworkCore

/// What a viewer's key events mean to the panel: X keysyms (RFB sends those) turned into
/// the input events a keyboard on the device makes — Tab, Shift+Tab, Enter and the arrows
/// for focus, Escape for back, Backspace and text for the focused text field.
struct VNCKeys {
    /// Whether a Shift key is held: Tab then moves focus backwards.
    private var shiftsHeld = 0

    /// The event a key going down (or up) makes, if any.
    mutating func event(keysym: UInt32, down: Bool) -> InputEvent? {
        switch keysym {
        case 0xFFE1, 0xFFE2:
            shiftsHeld = max(0, shiftsHeld + (down ? 1 : -1))
            return nil
        case _ where !down:
            return nil
        case 0xFF09: return .key(shiftsHeld > 0 ? .shiftTab : .tab)
        case 0xFE20: return .key(.shiftTab)
        case 0xFF0D, 0xFF8D: return .key(.enter)
        case 0xFF1B: return .back
        case 0xFF08: return .deleteBackward
        case 0xFF51: return .key(.left)
        case 0xFF52: return .key(.up)
        case 0xFF53: return .key(.right)
        case 0xFF54: return .key(.down)
        case 0x20...0x7E, 0xA0...0xFF:
            return .text(String(Character(Unicode.Scalar(UInt8(keysym)))))
        case 0x0100_0000...0x0110_FFFF:
            // Unicode keysyms: 0x01000000 plus the code point.
            return Unicode.Scalar(keysym - 0x0100_0000).map { .text(String(Character($0))) }
        default:
            return nil
        }
    }
}
