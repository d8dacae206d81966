/// How a view's content changes when it is replaced in an animated update: numbers
/// rolling, text fading.
///
/// A daemon's targets draw text in whole glyphs: a text whose content changes shows its
/// new content at once, whichever transition is asked for; the environment carries it
/// for views that read it.
public struct ContentTransition: Hashable, Sendable {
    private let name: String

    /// The content changes at once.
    nonisolated public static let identity = ContentTransition(name: "identity")
    /// The old content fades out as the new fades in.
    nonisolated public static let opacity = ContentTransition(name: "opacity")
    /// The content's glyphs move from the old shapes to the new.
    nonisolated public static let interpolate = ContentTransition(name: "interpolate")

    /// Digits roll, down when `countsDown`.
    nonisolated public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numericText(down)" : "numericText")
    }

    /// Digits roll in the direction `value` moved.
    nonisolated public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(name: "numericText(\(value))")
    }

    /// A symbol changes by its symbol effect.
    nonisolated public static let symbolEffect = ContentTransition(name: "symbolEffect")
}

private struct ContentTransitionKey: EnvironmentKey {
    static let defaultValue = ContentTransition.identity
}

extension EnvironmentValues {
    /// How views below change their content in animated updates.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Sets how this view's content changes in animated updates (see ``ContentTransition``
    /// for what a daemon's targets draw).
    public nonisolated func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
