import ClockworkCore

/// What a viewer's key events mean to the panel: X keysyms (RFB sends those) turned into
/// the key presses a keyboard on the device makes, with the modifiers the viewer holds.
struct VNCKeys {
    /// How many keys of each modifier the viewer holds down (left and right count apart).
    private var held: [Int: Int] = [:]

    /// The modifier each modifier keysym holds: Shift, Control, Alt and Super, left and right.
    private static let modifierKeys: [UInt32: EventModifiers] = [
        0xFFE1: .shift, 0xFFE2: .shift, 0xFFE3: .control, 0xFFE4: .control,
        0xFFE9: .option, 0xFFEA: .option, 0xFFEB: .command, 0xFFEC: .command,
    ]

    /// The keys that type no character SwiftUI's key equivalents name, by keysym.
    private static let specialKeys: [UInt32: KeyEquivalent] = [
        0xFF09: .tab, 0xFE20: .tab, 0xFF0D: .return, 0xFF8D: .return, 0xFF1B: .escape, 0xFF08: .delete,
        0xFFFF: .deleteForward, 0xFF51: .leftArrow, 0xFF52: .upArrow, 0xFF53: .rightArrow, 0xFF54: .downArrow,
        0xFF50: .home, 0xFF57: .end, 0xFF55: .pageUp, 0xFF56: .pageDown,
    ]

    /// The key press a key going down (or up) makes, if it is one.
    mutating func event(keysym: UInt32, down: Bool) -> InputEvent? {
        if let modifier = Self.modifierKeys[keysym] {
            held[modifier.rawValue] = max(0, (held[modifier.rawValue] ?? 0) + (down ? 1 : -1))
            return nil
        }
        var modifiers = EventModifiers(held.filter { $0.value > 0 }.map { EventModifiers(rawValue: $0.key) })
        let phase: KeyPress.Phases = down ? .down : .up
        if let special = Self.specialKeys[keysym] {
            if keysym == 0xFE20 { modifiers.insert(.shift) }  // ISO Left Tab: Shift+Tab
            return .keyPress(KeyPress(phase: phase, key: special, modifiers: modifiers))
        }
        let scalar: Unicode.Scalar? = switch keysym {
        case 0x20...0x7E, 0xA0...0xFF: Unicode.Scalar(UInt8(keysym))
        // Unicode keysyms: 0x01000000 plus the code point.
        case 0x0100_0000...0x0110_FFFF: Unicode.Scalar(keysym - 0x0100_0000)
        default: nil
        }
        guard let scalar else { return nil }
        let typed = Character(scalar)
        // A viewer sends the shifted keysym ("A"); the key is the one unshifted.
        let key = Character(String(typed).lowercased().count == 1 ? String(typed).lowercased() : String(typed))
        return .keyPress(KeyPress(phase: phase, key: KeyEquivalent(key), characters: String(typed), modifiers: modifiers))
    }
}
