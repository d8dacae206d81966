import ClockworkCore
import ClockworkLoop
import Glibc

/// One client of the input socket: its descriptor and watchers, the line it is sending,
/// what waits to be written to it, and its subscriptions. Loop thread only.
@MainActor
final class InputConnection {
    let fd: Int32
    var reader: IOWatcher!
    var writer: IOWatcher?
    /// Splits what the client sends into request lines.
    var lines: LineSplitter
    /// Bytes written to the client that it has not read yet.
    var outbox: [UInt8] = []
    var subscriptions: Set<EventStream> = []
    /// Whether stream events wait in ``outbox`` for the coalesced flush.
    var hasUnflushedEvents = false
    /// Lines of this client queued and not yet answered.
    var unansweredLines = 0
    /// Whether the client ended its input (closed, or shut down its writing side): it is
    /// answered what it sent, then the connection closes.
    var inputEnded = false
    /// Whether the reader is stopped until the request queue drains (back-pressure).
    var isPaused = false
    /// Whether the descriptor is still open: replies to a closed client are dropped.
    private(set) var isOpen = true

    init(fd: Int32, maximumLineBytes: Int) {
        self.fd = fd
        lines = LineSplitter(maximumLineBytes: maximumLineBytes)
    }

    /// Whether everything the client sent has been answered and written, after it ended
    /// its input: the connection has nothing left to do.
    var isFinished: Bool { inputEnded && unansweredLines == 0 && outbox.isEmpty }

    enum FlushResult { case done, pending, failed }

    /// Writes as much of ``outbox`` as the socket takes now.
    func flush() -> FlushResult {
        var offset = 0
        defer { outbox.removeFirst(offset) }
        while offset < outbox.count {
            // Safe: the buffer is only read by send(2), within the closure, from `offset` on.
            let written = outbox.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else if written < 0, errno == EAGAIN {
                return .pending
            } else {
                return .failed
            }
        }
        return .done
    }

    /// Whether the peer has gone entirely (closed both directions): its slot can be freed
    /// before its end of input is read.
    var peerHasHungUp: Bool {
        var poller = pollfd(fd: fd, events: 0, revents: 0)
        return poll(&poller, 1, 0) == 1 && poller.revents & Int16(POLLHUP | POLLERR) != 0
    }

    func close() {
        guard isOpen else { return }
        isOpen = false
        reader?.stop()
        writer?.stop()
        Glibc.close(fd)
    }
}
