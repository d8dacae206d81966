/// The named phases of a tick, in the order the pipeline runs them, each in one stretch.
///
/// The loop times each phase the layer above runs through ``Tick/measure(_:_:)``
/// and stores the durations in the tick's ``TickRecord``; laid end to end in this order
/// they show the tick as it ran.
public enum TickPhase: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// Run the work posted to the loop and drain the mailboxes the tick handler reads
    /// first (a host's own, like a sensor's).
    case drain
    /// Dispatch input events to their targets.
    case input
    /// Apply the write log and re-evaluate invalidated view bodies.
    case update
    /// Step running animations at the tick's time and re-evaluate the animated views.
    case animate
    /// Refresh what changed views show and lay out the subtrees whose size inputs changed.
    case layout
    /// Bring the display list up to date and draw the damaged areas on the render target.
    case render
    /// Write the tick's record and update the running summary.
    case record

    public var description: String {
        switch self {
        case .drain: "drain"
        case .input: "input"
        case .update: "update"
        case .animate: "animate"
        case .layout: "layout"
        case .render: "render"
        case .record: "record"
        }
    }
}

/// The per-tick counters a ``TickRecord`` carries.
public enum TickCounter: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// Mailbox items (cross-thread writes and posted work) applied.
    case itemsDrained
    /// Input events dispatched.
    case eventsHandled
    /// View bodies evaluated.
    case bodiesEvaluated
    /// Animations stepped.
    case animationsStepped
    /// Nodes laid out.
    case nodesLaidOut
    /// Area redrawn, in the render target's units (cells, pixels).
    case areaRedrawn
    /// Microseconds from a frame's hand-over to the display's flip that showed it, for the
    /// last frame a page-flipping display (DRM) showed since the previous tick: one
    /// refresh period or less when the frame made the next vblank.
    case flipLatency

    public var description: String {
        switch self {
        case .itemsDrained: "items_drained"
        case .eventsHandled: "events_handled"
        case .bodiesEvaluated: "bodies_evaluated"
        case .animationsStepped: "animations_stepped"
        case .nodesLaidOut: "nodes_laid_out"
        case .areaRedrawn: "area_redrawn"
        case .flipLatency: "flip_latency_us"
        }
    }
}
