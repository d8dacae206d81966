@_spi(Machinery) import ClockworkCore

/// The kind of keyboard a text field asks for: what an on-screen keyboard shows (its
/// layout of keys) when the field is being typed into.
///
/// UIKit's type, kept under its name so code written for a phone compiles unchanged.
public enum UIKeyboardType: Int, Hashable, Sendable, CaseIterable {
    /// The default keyboard for the current input method.
    case `default`
    /// A keyboard that displays standard ASCII characters.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// A keyboard for URL entry.
    case URL
    /// A numeric keypad for PIN entry.
    case numberPad
    /// A phone pad (1-9, *, 0, #).
    case phonePad
    /// A phone pad that also types names.
    case namePhonePad
    /// A keyboard for entering email addresses.
    case emailAddress
    /// A keyboard with numbers and a decimal point.
    case decimalPad
    /// A keyboard for Twitter text entry, with easy access to the at (“@”) and hash (“#”) characters.
    case twitter
    /// A keyboard for web search terms and URL entry.
    case webSearch
    /// A number pad that outputs only ASCII digits.
    case asciiCapableNumberPad

    /// The default keyboard for the current input method (UIKit's older name).
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// UIKit's autocapitalization styles, as `autocapitalization(_:)` takes them.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    /// Nothing is capitalized.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

/// The kind of autocapitalization behavior applied during text input.
public struct TextInputAutocapitalization: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    /// Defines an autocapitalizing behavior that will not capitalize anything.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Defines an autocapitalizing behavior that will capitalize the first letter of every word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Defines an autocapitalizing behavior that will capitalize the first letter in every sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Defines an autocapitalizing behavior that will capitalize every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")

    public var description: String { name }
}

/// How a text field asks to be typed into: its keyboard, capitalization and correction,
/// as the modifiers above it set them.
struct TextInputTraits: Equatable {
    var keyboard = UIKeyboardType.default
    /// `nil`: the platform's default (sentences).
    var autocapitalization: TextInputAutocapitalization?
    var autocorrectionDisabled = false

    /// The render tree's attributes for the traits that differ from the defaults.
    var attributes: [String] {
        var attributes: [String] = []
        if keyboard != .default { attributes.append("keyboard=\(keyboard)") }
        if let autocapitalization { attributes.append("autocapitalization=\(autocapitalization)") }
        if autocorrectionDisabled { attributes.append("autocorrection=off") }
        return attributes
    }
}

private struct KeyboardTypeKey: EnvironmentKey {
    static let defaultValue = UIKeyboardType.default
}

private struct AutocapitalizationKey: EnvironmentKey {
    static let defaultValue: TextInputAutocapitalization? = nil
}

private struct AutocorrectionDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// A Boolean value that determines whether the view hierarchy has auto-correction enabled.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }

    /// The text input traits of the fields here.
    var textInputTraits: TextInputTraits {
        TextInputTraits(keyboard: self[KeyboardTypeKey.self], autocapitalization: self[AutocapitalizationKey.self],
                        autocorrectionDisabled: autocorrectionDisabled)
    }

    fileprivate var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }

    fileprivate var textInputAutocapitalization: TextInputAutocapitalization? {
        get { self[AutocapitalizationKey.self] }
        set { self[AutocapitalizationKey.self] = newValue }
    }
}

extension View {
    /// Sets the keyboard type for this view: the layout of keys an on-screen keyboard
    /// shows for the text fields in it.
    public nonisolated func keyboardType(_ type: UIKeyboardType) -> some View {
        environment(\.keyboardType, type)
    }

    /// Sets how often the shift key in the keyboard is automatically enabled; `nil` keeps
    /// the platform's default.
    public nonisolated func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environment(\.textInputAutocapitalization, autocapitalization)
    }

    /// Sets how often the shift key is automatically enabled, in UIKit's words (iOS 13's
    /// spelling of ``textInputAutocapitalization(_:)``).
    public nonisolated func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        let behavior: TextInputAutocapitalization = switch style {
        case .none: .never
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .characters
        }
        return textInputAutocapitalization(behavior)
    }

    /// Sets whether to disable autocorrection for this view.
    public nonisolated func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }

    /// Sets whether to disable autocorrection for this view; `nil` keeps what is set above.
    public nonisolated func disableAutocorrection(_ disable: Bool?) -> some View {
        transformEnvironment(\.autocorrectionDisabled) { current in
            if let disable { current = disable }
        }
    }
}
