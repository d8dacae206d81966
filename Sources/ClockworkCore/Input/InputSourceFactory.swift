/// How a host gets an input source beside its socket: a recipe run on the loop thread once
/// the host has its render target, so the source can watch the loop and scale what its
/// device reports to the target (a touchscreen to the screen's pixels).
///
/// Each input module offers its own (`.libinput(_:)`); a source of your own is one closure:
/// `InputSourceFactory { host in MyRemote(host: host) }`. The host keeps what it returns
/// alive until the loop stops.
public struct InputSourceFactory: Sendable {
    private let make: @MainActor @Sendable (GraphHost) throws -> (any InputSource)?

    /// A factory that makes the source with `make`, given the host it feeds; `make`
    /// returns `nil` when there is nothing to read (no such device here).
    public init(_ make: @escaping @MainActor @Sendable (GraphHost) throws -> (any InputSource)?) {
        self.make = make
    }

    /// Makes the source for `host`, adds it to the host's input phase and keeps it alive
    /// until the loop stops; throws what making it threw.
    @MainActor
    public func attach(to host: GraphHost) throws {
        guard let source = try make(host) else { return }
        host.addInputSource(source)
        host.loop.onStop { withExtendedLifetime(source) {} }
    }
}
