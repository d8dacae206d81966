@_spi(Machinery) import ClockworkCore

/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press
/// in order to interact with your app.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key equivalent that the user presses in conjunction with any specified modifier
    /// keys to activate the shortcut.
    public var key: KeyEquivalent
    /// The modifier keys that the user presses in conjunction with a key equivalent to
    /// activate the shortcut.
    public var modifiers: EventModifiers

    /// How the shortcut's key follows the keyboard's layout. A daemon reads keys as its
    /// terminal or libinput gives them, so every localization matches the same key.
    public struct Localization: Hashable, Sendable {
        private let kind: Int
        /// Remapped for the keyboard's layout where the key lies elsewhere.
        public static let automatic = Localization(kind: 0)
        /// Not mirrored in right-to-left layouts.
        public static let withoutMirroring = Localization(kind: 1)
        /// Not remapped at all.
        public static let custom = Localization(kind: 2)
    }

    /// How the shortcut's key follows the keyboard's layout (see ``Localization``).
    public var localization = Localization.automatic

    /// Creates a new keyboard shortcut with the given key equivalent and set of modifier keys.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Creates a keyboard shortcut whose key follows the layout as `localization` says.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.init(key, modifiers: modifiers)
        self.localization = localization
    }

    /// The standard keyboard shortcut for the default button: Return, without modifiers.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The standard keyboard shortcut for cancelling the in-progress action: Escape.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// `.keyboardShortcut`: the control inside activates when its key and modifiers go down.
struct KeyboardShortcutModifier: BuiltinModifier {
    let shortcut: KeyboardShortcut?
    var attributes: [String] { [] }

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { KeyboardShortcutContent(view) }
}

@MainActor
private final class KeyboardShortcutContent<Content: View>: ModifierContent<Content, KeyboardShortcutModifier>, KeyboardShortcutHolding {
    var shortcut: (key: KeyEquivalent, modifiers: EventModifiers)? {
        modifier.shortcut.map { ($0.key, $0.modifiers) }
    }
}

extension View {
    /// Defines a keyboard shortcut and assigns it to the modified control: pressing `key`
    /// with `modifiers` held activates it, wherever focus is.
    public nonisolated func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        modifier(KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers)))
    }

    /// Assigns a keyboard shortcut to the modified control.
    public nonisolated func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(KeyboardShortcutModifier(shortcut: shortcut))
    }

    /// Assigns an optional keyboard shortcut to the modified control; `nil` removes it.
    public nonisolated func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(KeyboardShortcutModifier(shortcut: shortcut))
    }
}
