/// What UIKit's feedback generators have in common. A daemon's screen has no haptic
/// engine: a generator prepares and plays nothing, as UIKit's does on a device without one.
@MainActor @preconcurrency
open class UIFeedbackGenerator {
    /// A generator.
    public init() {}

    /// Readies the haptic engine: nothing to ready here.
    open func prepare() {}
}

/// Plays a tap of a given weight when something collides or snaps into place: nothing, on
/// a daemon (see ``UIFeedbackGenerator``).
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy an impact feels.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The style the generator plays.
    public let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact: nothing, on a daemon.
    open func impactOccurred() {}

    /// Plays an impact of `intensity` (0 to 1): nothing, on a daemon.
    open func impactOccurred(intensity: CGFloat) {}
}

/// Plays the feedback of a task's success, warning or failure: nothing, on a daemon (see
/// ``UIFeedbackGenerator``).
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome a notification tells of.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the feedback of `notificationType`: nothing, on a daemon.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Plays the tick of a selection changing: nothing, on a daemon (see ``UIFeedbackGenerator``).
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection's tick: nothing, on a daemon.
    open func selectionChanged() {}
}
