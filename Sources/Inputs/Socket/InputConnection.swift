import ClockworkCore
import ClockworkLoop
import Glibc

/// One client of the input socket: its descriptor and watchers, the line it is sending,
/// the lines waiting for their turn, what waits to be written to it, and its
/// subscriptions. Loop thread only.
@MainActor
final class InputConnection {
    let fd: Int32
    var reader: IOWatcher!
    var writer: IOWatcher?
    /// Splits what the client sends into request lines.
    var lines: LineSplitter
    /// Bytes written to the client that it has not read yet.
    var outbox: [UInt8] = []
    /// Lines that wait behind a reply being made off the loop, in the order they are to be
    /// written: that reply first (its bytes `nil` until made), then whatever came after.
    private(set) var waiting: [WaitingLine] = []
    /// The bytes of the lines in ``waiting``.
    private(set) var waitingBytes = 0
    var subscriptions: Set<EventStream> = []
    /// Whether stream events wait in ``outbox`` (or behind a reply in ``waiting``) for the
    /// coalesced flush.
    var hasUnflushedEvents = false
    /// Lines of this client queued and not yet answered.
    var unansweredLines = 0
    /// Lines read and not yet carried out, waiting for their turn.
    let pending = LineQueue()
    /// Whether the client ended its input (closed, or shut down its writing side): it is
    /// answered what it sent, then the connection closes.
    var inputEnded = false
    /// Whether replies wait in ``outbox`` for the end of the input phase's write.
    var awaitsFlush = false
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
    var isFinished: Bool { inputEnded && unansweredLines == 0 && outbox.isEmpty && waiting.isEmpty }

    /// Bytes queued for the client and not yet taken by it.
    var pendingBytes: Int { outbox.count + waitingBytes }

    /// Queues `line` and a newline to be written: to the outbox, or behind a reply still
    /// being made, so the client reads everything in the order it was answered.
    func queue(_ line: some Collection<UInt8>) {
        guard waiting.isEmpty else {
            waiting.append(WaitingLine(bytes: Array(line) + [UInt8(ascii: "\n")]))
            waitingBytes += line.count + 1
            return
        }
        outbox += line
        outbox.append(UInt8(ascii: "\n"))
    }

    /// Holds a place in the output for a reply being made off the loop: what is queued
    /// after it waits until ``fill(_:with:)`` fills it.
    func reservePlace() -> WaitingLine {
        let place = WaitingLine(bytes: nil)
        waiting.append(place)
        return place
    }

    /// Fills `place` with `line` and a newline, and moves the lines ready at the head of
    /// the waiting ones to the outbox.
    func fill(_ place: WaitingLine, with line: String) {
        let filled = Array(line.utf8) + [UInt8(ascii: "\n")]
        place.bytes = filled
        waitingBytes += filled.count
        while let head = waiting.first, let bytes = head.bytes {
            outbox += bytes
            waitingBytes -= bytes.count
            waiting.removeFirst()
        }
    }

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

    /// Whether the peer has gone entirely (closed both directions): nothing written to it
    /// can be read any more.
    var peerHasHungUp: Bool {
        var poller = pollfd(fd: fd, events: 0, revents: 0)
        return poll(&poller, 1, 0) == 1 && poller.revents & Int16(POLLHUP | POLLERR) != 0
    }

    /// Whether the peer has ended its input (shut down its sending side, or closed), though
    /// the end has not been read yet: its slot can be freed once what it sent is read.
    var peerHasEndedInput: Bool {
        var poller = pollfd(fd: fd, events: pollReadHangUp, revents: 0)
        return poll(&poller, 1, 0) == 1 && poller.revents & (pollReadHangUp | Int16(POLLHUP | POLLERR)) != 0
    }

    func close() {
        guard isOpen else { return }
        isOpen = false
        reader?.stop()
        writer?.stop()
        Glibc.close(fd)
    }
}

/// Linux's `POLLRDHUP` (the peer shut down its sending side), which `<poll.h>` declares
/// only under `_GNU_SOURCE` and Swift's Glibc module therefore leaves out.
private let pollReadHangUp: Int16 = 0x2000

/// A line of a connection's output that may wait for a reply made off the loop.
@MainActor
final class WaitingLine {
    /// The line and its newline; `nil` while it is being made.
    var bytes: [UInt8]?

    init(bytes: [UInt8]?) {
        self.bytes = bytes
    }
}
