/// Key equivalents that consist of a single character: the key of a keyboard shortcut or
/// of a key press (`"s"`, `.return`, `.upArrow`).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character value that the key equivalent represents.
    public var character: Character

    /// Creates a new key equivalent from the given character value.
    public init(_ character: Character) {
        self.character = character
    }

    /// Creates a key equivalent from a character literal.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self.character = character
    }

    /// Return (U+000D).
    public static let `return` = KeyEquivalent("\u{0D}")
    /// Tab (U+0009).
    public static let tab = KeyEquivalent("\u{09}")
    /// Space (U+0020).
    public static let space = KeyEquivalent(" ")
    /// Delete, the key left of Return (U+007F): backspace.
    public static let delete = KeyEquivalent("\u{7F}")
    /// Escape (U+001B).
    public static let escape = KeyEquivalent("\u{1B}")
    /// Up Arrow (U+F700).
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down Arrow (U+F701).
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left Arrow (U+F702).
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right Arrow (U+F703).
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Delete Forward (U+F728).
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home (U+F729).
    public static let home = KeyEquivalent("\u{F729}")
    /// End (U+F72B).
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up (U+F72C).
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down (U+F72D).
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear (U+F739).
    public static let clear = KeyEquivalent("\u{F739}")
}

/// A set of key modifiers that you can add to a gesture or a keyboard shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates a set of modifiers from its raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The Caps Lock key.
    public static let capsLock = EventModifiers(rawValue: 1)
    /// The Shift key.
    public static let shift = EventModifiers(rawValue: 2)
    /// The Control key.
    public static let control = EventModifiers(rawValue: 4)
    /// The Option key (Alt on a PC keyboard).
    public static let option = EventModifiers(rawValue: 8)
    /// The Command key (Super, the Windows key, on a PC keyboard).
    public static let command = EventModifiers(rawValue: 16)
    /// Any key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 32)
    /// The Function key.
    public static let function = EventModifiers(rawValue: 64)
    /// All possible modifier keys.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

/// A key press from a hardware keyboard (libinput, a VNC viewer): what `.onKeyPress`
/// actions receive.
public struct KeyPress: Sendable, Equatable {
    /// The phases of a key press.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        /// Creates a set of phases from its raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The key went down.
        public static let down = Phases(rawValue: 1)
        /// The key is held, repeating.
        public static let `repeat` = Phases(rawValue: 2)
        /// The key went up.
        public static let up = Phases(rawValue: 4)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// Whether an `.onKeyPress` action handled a key press, or lets it go on to the views
    /// around it.
    public enum Result: Sendable, Equatable {
        /// The action consumed the event, preventing dispatch from continuing.
        case handled
        /// The action ignored the event, allowing dispatch to continue.
        case ignored
    }

    /// The phase of the key-press event (one of `.down`, `.repeat`, `.up`).
    public var phase: Phases
    /// The key that was pressed, unshifted (`"s"` for Shift+S).
    public var key: KeyEquivalent
    /// The characters the key produces with the modifiers held (`"S"` for Shift+S).
    public var characters: String
    /// The modifier keys held.
    public var modifiers: EventModifiers

    /// A key press of `key` in `phase`, producing `characters` with `modifiers` held.
    public init(phase: Phases = .down, key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = []) {
        self.phase = phase
        self.key = key
        self.characters = characters ?? String(key.character)
        self.modifiers = modifiers
    }
}

extension KeyPress {
    /// What the press does when no `.onKeyPress` action or keyboard shortcut takes it: Tab
    /// and Shift+Tab move focus, Return and the arrows act on the focused control, Escape
    /// goes back, Delete erases, and printable characters are typed into the focused text
    /// field. Only as the key goes down (or repeats), and not with Control or Command held.
    var meaning: InputEvent? {
        guard phase != .up else { return nil }
        switch key {
        case .tab: return .key(modifiers.contains(.shift) ? .shiftTab : .tab)
        case .return: return .key(.enter)
        case .leftArrow: return .key(.left)
        case .rightArrow: return .key(.right)
        case .upArrow: return .key(.up)
        case .downArrow: return .key(.down)
        case .escape: return .back
        case .delete: return .deleteBackward
        default: break
        }
        guard modifiers.isDisjoint(with: [.control, .command]),
              let first = characters.unicodeScalars.first, first.value >= 0x20, first.value != 0x7F,
              !(0xF700...0xF8FF).contains(first.value) else { return nil }
        return .text(characters)
    }
}
