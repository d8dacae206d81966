/// How a host gets its render target: a recipe run on the loop thread once the host
/// exists, so the target can watch the loop (a terminal's resizes) and ask the host for
/// frames.
///
/// Each target module offers its own (`.terminal`, `.displayList`, `.framebuffer(_:)`);
/// a target of your own is one closure: `RenderTargetFactory { host in MyTarget(loop: host.loop) }`.
/// A daemon's configuration takes one of these, and chooses every target the same way.
public struct RenderTargetFactory: Sendable {
    /// Whether the target draws on the process's terminal (standard output): a daemon then
    /// stops when that terminal hangs up, and logs only errors to a terminal it shares.
    public var drawsOnTerminal: Bool
    private let make: @MainActor @Sendable (GraphHost) throws -> (any RenderTarget)?

    /// A factory that makes the target with `make`, given the host it will draw for;
    /// `make` returns `nil` for a host that draws nowhere.
    public init(drawsOnTerminal: Bool = false, _ make: @escaping @MainActor @Sendable (GraphHost) throws -> (any RenderTarget)?) {
        self.drawsOnTerminal = drawsOnTerminal
        self.make = make
    }

    /// Makes the target for `host` and has the host present on it; throws what making it
    /// threw (a screen that cannot be opened), and leaves the host without a target then.
    @MainActor
    public func attach(to host: GraphHost) throws {
        if let target = try make(host) { host.present(on: target) }
    }

    /// Nowhere: a host that only serves its inputs.
    public static var none: RenderTargetFactory { RenderTargetFactory { _ in nil } }
}
