@_spi(Machinery) import ClockworkCore

/// `.onKeyPress`: runs `action` for the key presses it matches that reach the view (it
/// or a view inside it has focus, or nothing has).
struct KeyPressModifier: BuiltinModifier {
    let keys: Set<KeyEquivalent>?
    let characters: CharacterSet?
    let phases: KeyPress.Phases
    let action: (KeyPress) -> KeyPress.Result
    var attributes: [String] { [] }

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { KeyPressContent(view) }

    /// Whether `press` is one this modifier acts on.
    func matches(_ press: KeyPress) -> Bool {
        guard !phases.isDisjoint(with: press.phase) else { return false }
        if let keys, !keys.contains(press.key) { return false }
        if let characters {
            return !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy(characters.contains)
        }
        return true
    }
}

@MainActor
private final class KeyPressContent<Content: View>: ModifierContent<Content, KeyPressModifier>, KeyPressHandling {
    func handle(_ press: KeyPress) -> KeyPress.Result {
        let modifier = self.modifier
        return modifier.matches(press) ? modifier.action(press) : .ignored
    }
}

extension View {
    /// Performs an action if the user presses a key on a hardware keyboard while the view
    /// has focus.
    public nonisolated func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(keys: [key], characters: nil, phases: [.down, .repeat]) { _ in action() })
    }

    /// Performs an action if the user presses a key on a hardware keyboard while the view
    /// has focus, in the given phases.
    public nonisolated func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(keys: [key], characters: nil, phases: phases, action: action))
    }

    /// Performs an action if the user presses one or more keys on a hardware keyboard while
    /// the view has focus.
    public nonisolated func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(keys: keys, characters: nil, phases: phases, action: action))
    }

    /// Performs an action if the user presses any key on a hardware keyboard while the view
    /// has focus.
    public nonisolated func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(keys: nil, characters: nil, phases: phases, action: action))
    }

    /// Performs an action if the user presses keys that produce any of the given characters
    /// while the view has focus.
    public nonisolated func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(keys: nil, characters: characters, phases: phases, action: action))
    }
}
