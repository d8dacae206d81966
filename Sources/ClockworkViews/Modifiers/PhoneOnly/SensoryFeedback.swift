@_spi(Machinery) import ClockworkCore

/// A kind of haptic or audio feedback a view asks for when a value changes.
///
/// A daemon's screen has no motor or speaker to give it with: the feedback is accepted so
/// code written for a phone compiles unchanged, and nothing is played.
public struct SensoryFeedback: Hashable, Sendable {
    private let name: String

    /// An important task or action completed.
    nonisolated public static let success = SensoryFeedback(name: "success")
    /// An important task or action produced a warning.
    nonisolated public static let warning = SensoryFeedback(name: "warning")
    /// An important task or action failed.
    nonisolated public static let error = SensoryFeedback(name: "error")
    /// The selection changed.
    nonisolated public static let selection = SensoryFeedback(name: "selection")
    /// An important value increased above a threshold.
    nonisolated public static let increase = SensoryFeedback(name: "increase")
    /// An important value decreased below a threshold.
    nonisolated public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    nonisolated public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    nonisolated public static let stop = SensoryFeedback(name: "stop")
    /// A dragged item aligned with another.
    nonisolated public static let alignment = SensoryFeedback(name: "alignment")
    /// A value passed a discrete level.
    nonisolated public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A drawn path completed.
    nonisolated public static let pathComplete = SensoryFeedback(name: "pathComplete")
    /// A physical impact.
    nonisolated public static let impact = SensoryFeedback(name: "impact")

    /// A physical impact between objects of `weight`, at `intensity` from 0 to 1.
    nonisolated public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact(\(weight.name), \(intensity))")
    }

    /// A physical impact between objects of `flexibility`, at `intensity` from 0 to 1.
    nonisolated public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact(\(flexibility.name), \(intensity))")
    }

    /// How heavy the objects of an impact are.
    public struct Weight: Hashable, Sendable {
        fileprivate let name: String
        /// A light impact.
        nonisolated public static let light = Weight(name: "light")
        /// A medium impact.
        nonisolated public static let medium = Weight(name: "medium")
        /// A heavy impact.
        nonisolated public static let heavy = Weight(name: "heavy")
    }

    /// How flexible the objects of an impact are.
    public struct Flexibility: Hashable, Sendable {
        fileprivate let name: String
        /// Hard objects.
        nonisolated public static let rigid = Flexibility(name: "rigid")
        /// Objects of some give.
        nonisolated public static let solid = Flexibility(name: "solid")
        /// Soft objects.
        nonisolated public static let soft = Flexibility(name: "soft")
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes — nothing, on a daemon's screen.
    public nonisolated func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        self
    }

    /// Plays `feedback` when `trigger` changes and `condition` holds for the old and new
    /// values — nothing, on a daemon's screen.
    public nonisolated func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (T, T) -> Bool) -> some View {
        self
    }

    /// Plays the feedback `feedback` returns when `trigger` changes — nothing, on a
    /// daemon's screen.
    public nonisolated func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View {
        self
    }

    /// Plays the feedback `feedback` returns for the old and new values when `trigger`
    /// changes — nothing, on a daemon's screen.
    public nonisolated func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View {
        self
    }
}
