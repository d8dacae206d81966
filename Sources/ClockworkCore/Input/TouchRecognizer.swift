import ClockworkLoop

/// The fingers down on the screen, as gestures see them: where each contact is (layout
/// units, the surface's space) and when the event came, on the loop's clock. Each
/// recognizer keeps the start it needs (a sequence's second gesture starts where the first
/// ended).
public struct TouchContacts: Sendable {
    /// One finger down.
    public struct Contact: Sendable, Equatable {
        /// The contact's number (see ``Touch/id``).
        public var id: Int
        /// Where it is now.
        public var location: Point
    }

    /// The fingers down, in the order they went down.
    public package(set) var down: [Contact] = []
    /// When the latest event came, on the loop's clock.
    public package(set) var now: MonotonicInstant
    /// The event that made these contacts: which finger, and what it did.
    public package(set) var latest: Touch
}

/// Where a gesture stands with the touches it has seen.
public enum TouchRecognizerState: Sendable, Equatable {
    /// Not recognized yet, and not ruled out: a tap before its finger lifts.
    case possible
    /// Recognized and still going: a drag past its minimum distance.
    case recognized
    /// Recognized and over: a tap whose finger lifted, a long press held long enough.
    case ended
    /// Ruled out: a tap whose finger strayed, a long press lifted too soon.
    case failed
}

/// How a gesture competes with the others under the same finger.
public enum TouchPriority: Sendable, Equatable {
    /// `.gesture`: a view's gesture wins over its ancestors', and waits for those of the
    /// views inside it to fail.
    case normal
    /// `.highPriorityGesture`: wins over the gestures of the views inside it.
    case high
    /// `.simultaneousGesture`: recognized alongside the others, excluding none.
    case simultaneous
}

/// Something that recognizes a gesture from touches: a tap, a drag, a control's press, a
/// scroll view's drag. The gesture arena (`TouchArena`) gives every recognizer under a finger each touch
/// event and decides which one wins; a recognizer reports to its callbacks only when the
/// arena lets it (``report()``).
@MainActor
@_spi(Machinery) open class TouchRecognizer {
    /// Where it stands.
    public var state: TouchRecognizerState = .possible
    /// Whether it has a value its callbacks have not been told yet.
    public var hasNewValue = false
    /// How it competes (set by the view that attached it).
    public var priority: TouchPriority = .normal
    /// The view it is attached to, for its coordinate space.
    public weak var node: ViewNode?

    public init() {}

    /// A finger went down, moved, lifted or was cancelled; `contacts` are those down now
    /// (a lifted one already gone, as ``TouchContacts/latest`` says).
    open func touchesChanged(_ contacts: TouchContacts) {}

    /// The time it asked for (``deadline``) came.
    open func timePassed(_ now: MonotonicInstant) {}

    /// When it wants to hear the time (a long press's minimum duration, a double tap's
    /// wait for its second tap), if ever.
    open var deadline: MonotonicInstant? { nil }

    /// Whether it wins a touch by its finger moving (a drag, a pinch, a scroll), so that a
    /// control's press under the finger gives way once the finger moves past the slop.
    /// A tap, a long press or a press, which fail when the finger moves, do not.
    open var recognizesMoving: Bool { true }

    /// Tells its callbacks what changed: the arena lets it (it won, or competes with no
    /// one before it).
    open func report() {}

    /// Its gesture is over, ended or not: gesture state returns to its initial value.
    open func reset() {}
}

/// A view that adds recognizers for a touch that lands on it or on a view inside it.
@MainActor
package protocol TouchTarget: AnyObject {
    /// Fresh recognizers for a touch starting now, on `node` (which shows this content).
    func touchRecognizers(on node: ViewNode) -> [TouchRecognizer]
    /// Whether the gestures of the views inside take no part (a `GestureMask` without
    /// `.subviews`).
    var excludesSubviews: Bool { get }
}

/// A view whose hit-testing shape is set (`.contentShape`): touches inside the shape land
/// on it even where nothing is drawn.
@MainActor
package protocol TouchShape: AnyObject {
    /// Whether `point` (the node's local space, from its frame's origin) is inside.
    func containsTouch(at point: Point, in size: Size) -> Bool
}

/// A view that touches pass through (`.allowsHitTesting(false)`), with everything inside it.
@MainActor
package protocol TouchTransparent: AnyObject {
    /// Whether touches pass through now.
    var passesTouches: Bool { get }
}

/// A view that may draw its second child behind its first (`.background`, not
/// `.overlay`): a touch on both lands on the one in front.
@MainActor
package protocol BackgroundDrawing: AnyObject {
    /// Whether the second child is drawn behind the first.
    var drawsSecondChildBehind: Bool { get }
}
