/// Something that feeds a graph its input from outside — the daemon's socket, a
/// touchscreen, a remote viewer — in the tick's input phase.
///
/// Each tick, before the update, the host asks each of its sources, in the order they were
/// added, to deliver what arrived since the last tick; so the state writes the events make
/// apply in that same tick. A source delivers through ``GraphHost/deliver(_:)``, where
/// targeting, focus and hit-testing are shared by all sources. Loop thread only: a source
/// whose device is read on another thread hands its events over through a `Mailbox`, whose
/// enqueue asks the loop for a tick, and drains it here.
@MainActor
public protocol InputSource: AnyObject {
    /// Delivers to `host` the events that arrived since the last call, and returns how many.
    func deliverEvents(to host: GraphHost) -> Int
}
