/// Why an ``EventLoop`` operation failed.
public enum EventLoopError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libev could not create a loop (out of file descriptors or memory).
    case cannotCreateLoop
    /// The kernel refused a call the loop depends on.
    case systemCall(name: String, errno: Int32)
    /// The loop is stopping or has stopped: it no longer accepts work. Whatever was
    /// accepted before this point is still applied by the loop's final tick.
    case closed
    /// The operation needs the loop to be in another state (for example, `run()`
    /// called twice, or `advance(by:)` on a loop that ticks on the real clock).
    case invalidState(String)
    /// The configuration asks for something the loop cannot do (a tick rate outside
    /// 1–2,000 Hz, a wake margin of half a period or more, no room for tick records).
    case invalidConfiguration(String)

    public var description: String {
        switch self {
        case .cannotCreateLoop: "libev could not create an event loop"
        case .systemCall(let name, let errno): "\(name) failed: \(String(cString: strerror(errno))) (errno \(errno))"
        case .closed: "the event loop is stopping or stopped and accepts no more work"
        case .invalidState(let why): why
        case .invalidConfiguration(let why): why
        }
    }
}

import Glibc
