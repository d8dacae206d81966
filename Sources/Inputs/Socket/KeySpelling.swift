import ClockworkCore

/// A key as the socket's `key` command spells it beyond the focus keys: a character or a
/// key's name, after any of `Shift+`, `Ctrl+`, `Alt+` and `Cmd+` (`Ctrl+S`, `Cmd+Shift+Z`,
/// `Alt+Return`, `q`). What it makes is a key press, as a keyboard's: the letter's key
/// whatever its case, the modifiers only those named.
enum KeySpelling {
    /// The keys known by name.
    private static let named: [String: KeyEquivalent] = [
        "Return": .return, "Enter": .return, "Escape": .escape, "Tab": .tab, "Space": .space,
        "Delete": .delete, "Backspace": .delete, "DeleteForward": .deleteForward,
        "Up": .upArrow, "Down": .downArrow, "Left": .leftArrow, "Right": .rightArrow,
        "Home": .home, "End": .end, "PageUp": .pageUp, "PageDown": .pageDown,
    ]

    /// The modifiers by name.
    private static let modifiers: [String: EventModifiers] = [
        "Shift": .shift, "Ctrl": .control, "Control": .control, "Alt": .option, "Option": .option,
        "Cmd": .command, "Command": .command, "Super": .command,
    ]

    /// The key press `text` spells, or `nil` when it spells none.
    static func keyPress(_ text: String) -> KeyPress? {
        var parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // "+" and "Ctrl++": the last key is the plus sign itself.
        if text == "+" || text.hasSuffix("++") { parts = Array(parts.dropLast(2)) + ["+"] }
        guard let last = parts.popLast(), !last.isEmpty else { return nil }
        var held: EventModifiers = []
        for name in parts {
            guard let modifier = modifiers[name] else { return nil }
            held.insert(modifier)
        }
        if let key = named[last] { return KeyPress(key: key, modifiers: held) }
        // The key is the letter whatever its case (`Ctrl+S` is Control and the S key); it
        // types as written, in capitals with Shift.
        guard last.count == 1 else { return nil }
        let key = Character(last.lowercased().count == 1 ? last.lowercased() : last)
        let typed = held.contains(.shift) ? last.uppercased() : last
        return KeyPress(key: KeyEquivalent(key), characters: typed, modifiers: held)
    }
}
