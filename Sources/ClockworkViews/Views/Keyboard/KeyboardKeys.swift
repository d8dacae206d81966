import Foundation

/// The keys of an on-screen keyboard, row by row, for a field's keyboard type and the
/// layout the daemon's keyboard uses (`XKB_DEFAULT_LAYOUT`: QWERTZ for German, AZERTY for
/// French and Belgian, QWERTY for the rest).
struct KeyboardKeys: Equatable {
    /// What a key does.
    enum Key: Hashable {
        /// Types its characters.
        case character(String)
        /// Turns the letters to capitals for the next one.
        case shift
        /// Erases the last character.
        case delete
        /// Shows the digits and symbols, or the letters again.
        case symbols(Bool)
        /// Types a space.
        case space
        /// Submits the field (its `.onSubmit`) and takes the keyboard away.
        case submit
    }

    /// The rows, top to bottom.
    let rows: [[Key]]

    /// The keys for `type`, showing symbols or letters, in `layout` (an xkb layout name).
    init(for type: UIKeyboardType, symbols: Bool, layout: String) {
        switch type {
        case .numberPad, .asciiCapableNumberPad:
            rows = Self.pad(bottom: [.delete, .character("0"), .submit])
        case .decimalPad:
            rows = Self.pad(bottom: [.character(Locale.current.decimalSeparator ?? "."), .character("0"), .delete]) + [[.submit]]
        case .phonePad, .namePhonePad:
            rows = Self.pad(bottom: [.character("*"), .character("0"), .character("#")]) + [[.delete, .submit]]
        case .emailAddress:
            rows = Self.text(symbols: symbols, layout: layout, bottom: [.symbols(!symbols), .character("@"), .space, .character("."), .submit])
        case .URL, .webSearch:
            rows = Self.text(symbols: symbols, layout: layout, bottom: [.symbols(!symbols), .character("/"), .character(".com"), .submit])
        case .default, .asciiCapable, .numbersAndPunctuation, .twitter:
            rows = Self.text(symbols: symbols || type == .numbersAndPunctuation, layout: layout,
                             bottom: [.symbols(!(symbols || type == .numbersAndPunctuation)), .space, .submit])
        }
    }

    /// Digits three a row, and `bottom`.
    private static func pad(bottom: [Key]) -> [[Key]] {
        ["123", "456", "789"].map { $0.map { .character(String($0)) } } + [bottom]
    }

    /// Letters (or digits and symbols) in three rows, shift and delete around the third,
    /// and `bottom`.
    private static func text(symbols: Bool, layout: String, bottom: [Key]) -> [[Key]] {
        let letters: [String] = if symbols {
            ["1234567890", "-/:;()$&@\"", ".,?!'"]
        } else {
            switch layout.split(separator: ",").first.map(String.init) ?? "" {
            case "de", "at", "ch": ["qwertzuiop", "asdfghjkl", "yxcvbnm"]
            case "fr", "be": ["azertyuiop", "qsdfghjklm", "wxcvbn"]
            default: ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
            }
        }
        var rows = letters.map { $0.map { Key.character(String($0)) } }
        rows[2] = (symbols ? [] : [.shift]) + rows[2] + [.delete]
        return rows + [bottom]
    }
}
