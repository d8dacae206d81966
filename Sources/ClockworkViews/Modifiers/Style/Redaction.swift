@_spi(Machinery) import ClockworkCore

/// Why the views below are drawn redacted: as placeholders while their data loads, or
/// with private data hidden.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// A set of reasons of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Drawn as a placeholder: each line of text a rounded bar, images a gray block.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private data hidden (`.privacySensitive()` views).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Shown as out of date (a widget's data).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue = RedactionReasons()
}

extension EnvironmentValues {
    /// Why the views here are redacted: empty when they are not.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether a modifier above sets the redaction reasons: a view under none (the common
    /// case) reads nothing more.
    var setsRedaction: Bool { contains(RedactionReasonsKey.self) }
}


extension View {
    /// Draws the view redacted for `reason`: with `.placeholder`, each line of its text is
    /// a rounded bar in the text's color (and images are gray blocks), as SwiftUI draws a
    /// view whose data is still loading. The reasons add to those set above.
    public nonisolated func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Draws the view as it is, whatever redaction is set above it.
    public nonisolated func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}
