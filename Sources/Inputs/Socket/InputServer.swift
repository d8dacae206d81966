import ClockworkCore
import ClockworkLoop
import Dispatch
import Glibc
import Logging

/// Serves the input socket: newline-delimited JSON requests from other processes (an
/// evdev bridge, a test driver, `clockwork`, `socat`), on the loop, with limits that keep
/// bad or slow clients from hurting the daemon. The protocol is docs/PROTOCOL.md; what it
/// promises under bad input and load is docs/RELIABILITY.md.
///
/// Reading only splits lines: every line, good or bad, joins its client's queue, and the
/// tick's input phase parses and carries out queued lines within a budget
/// (``Limits/inputBytesPerTick``; ``Limits/inputTimePerTick``, or a quarter of the tick
/// period when less), so the state writes they cause apply in that tick, each client's
/// replies keep its request order, and no mix of clients can hold a tick up.
///
/// Clients are served in turn, a line each per round, and the next tick takes up the round
/// where this one stopped: a client that sends one request waits behind at most one line
/// of each other client, however much they pipeline, so its round trip stays within two
/// tick periods (docs/PROTOCOL.md, "Fairness"). What the budget leaves waits for the next
/// tick; nothing is dropped. A client whose own queue is full is paused (only that
/// client), one that reads slower than it is written to is disconnected (with the reason
/// logged), and one that ends its input is answered before its connection closes; it no
/// longer counts against ``Limits/maximumClients``. A newcomer that finds every slot taken
/// waits in the listen queue for one to free (``Limits/admissionWait``) before it is
/// refused, so a client reconnecting while its last connection closes is not. It is one of
/// its host's `InputSource`s. Loop thread only.
@MainActor
public final class InputServer: InputSource {
    /// Bounds on what clients may cost the daemon.
    public struct Limits: Sendable {
        /// The longest request line, in bytes (without its `\n` or `\r\n`).
        public var maximumLineBytes = 64 * 1024
        /// Clients connected at once and still sending; more are refused with an error. A
        /// client that has closed (or ended its input) frees its slot at once, though its
        /// last requests may still wait for their turn.
        public var maximumClients = 32
        /// How long newcomers that find every slot taken wait for one in the listen queue
        /// (not yet accepted) before they are refused: a client that reconnects at once
        /// whose last connection is still closing (its goodbye not yet read, or a
        /// descriptor its process has not let go) takes its slot over.
        public var admissionWait = Duration.milliseconds(100)
        /// Bytes waiting to be written to one client before it is disconnected as too slow.
        public var maximumPendingOutputBytes = 1 << 20
        /// Lines of one client waiting for their turn before reading from that client pauses.
        public var maximumQueuedRequestsPerClient = 1_024
        /// Bytes of one client's lines waiting for their turn before reading from it pauses.
        public var maximumQueuedBytesPerClient = 256 * 1024
        /// Bytes of request lines one tick's input phase parses and carries out, across
        /// all clients; the rest waits for the next tick. A longer line still runs alone.
        public var inputBytesPerTick = 256 * 1024
        /// Time one tick's input phase may spend on requests, at most (a quarter of the
        /// tick period is the budget when that is less); the rest waits for the next tick.
        /// At least one line runs every tick.
        public var inputTimePerTick = Duration.milliseconds(2)

        /// The defaults above.
        public init() {}
    }

    /// Where the socket listens.
    public let path: String
    private let host: GraphHost
    private let limits: Limits
    private let allowedUIDs: Set<uid_t>
    private let logger: Logger
    private let listener: UnixListener
    private let handler: RequestHandler
    /// Where replies made off the loop are made (snapshots' PNG encoding), one at a time.
    private let offLoop = DispatchQueue(label: "clockwork.input.replies", qos: .utility)
    private var acceptWatcher: IOWatcher!
    private var connections: [ObjectIdentifier: InputConnection] = [:]
    /// Connected clients that have not ended their input: what the client limit counts.
    private var sendingClients = 0
    /// The queues with lines waiting, in the order they take turns: each client's, and
    /// ``departed``.
    private var ready: [LineQueue] = []
    /// The lines of clients that left before their turns came, which take one turn between
    /// them: they are carried out (only the replies are lost), without crowding out the
    /// clients still there.
    private let departed = LineQueue()
    /// Where in ``ready`` the next turn starts.
    private var nextTurn = 0
    /// Clients answered in this input phase, written to once at its end (one `send` a
    /// client a tick, not one a reply).
    private var answered: [InputConnection] = []
    /// Replies to be made once the tick that carried their lines out has drawn.
    private var awaitingTickEnd: [TickEndReply] = []
    /// When the first newcomer still waiting found every slot taken: while set, newcomers
    /// wait in the listen queue, until a slot frees or ``Limits/admissionWait`` has passed.
    private var fullSince: MonotonicInstant?
    /// Ends the newcomers' wait.
    private var admissionTimer: TimerWatcher?
    /// A reused buffer for reading from clients.
    private var readBuffer = [UInt8](repeating: 0, count: 16 * 1024)
    /// Subscribers with stream events not yet written.
    private var unflushed: [InputConnection] = []
    /// Writes the unflushed stream events: stream writes are coalesced, so a subscriber
    /// costs the loop a few writes a second rather than one per tick. Ticks flush what
    /// waited ``streamFlushInterval`` of loop time; this real-time timer is the backstop
    /// for a loop that went idle with events waiting.
    private var streamFlush: TimerWatcher?
    /// The loop time of the first tick since the last flush that left events waiting.
    private var unflushedSince: MonotonicInstant?
    /// A reused buffer for encoding tick events.
    private var eventBytes: [UInt8] = []
    /// Stream events wait at most this long before they are written.
    static let streamFlushInterval = Duration.milliseconds(25)
    /// A subscriber with this many event bytes waiting is written to at once.
    static let streamFlushBytes = 16 * 1024

    /// Listens at `path` for `host`'s daemon, taking the name for itself (see
    /// `UnixListener`). Peers whose user id is not the daemon's (or root's, when
    /// `allowsRoot`) are refused.
    public init(path: String, host: GraphHost, limits: Limits = Limits(), allowsRoot: Bool = true,
                logger: Logger = Logger(label: "clockwork.input")) throws(UnixSocketError) {
        self.path = path
        self.host = host
        self.limits = limits
        self.logger = logger
        allowedUIDs = allowsRoot ? [getuid(), 0] : [getuid()]
        listener = try UnixListener(path: path)
        handler = RequestHandler(host: host)
        acceptWatcher = IOWatcher(loop: host.loop, fd: listener.fd, events: .read) { [unowned self] _ in
            MainActor.assumeIsolated { acceptAll() }
        }
        acceptWatcher.start()
        host.addInputSource(self)
        host.loop.onTickRecorded { [weak self] record in
            MainActor.assumeIsolated { self?.publishTick(record) }
        }
        host.onFrame { [weak self] list, _ in
            MainActor.assumeIsolated { self?.publishFrame(list) }
        }
    }

    /// Stops serving: stream events still waiting are written, every client is
    /// disconnected and the socket file removed. Lines not yet answered are not carried out.
    public func close() {
        flushStreams()
        streamFlush?.stop()
        admissionTimer?.stop()
        acceptWatcher.stop()
        for connection in connections.values { disconnect(connection, reason: nil) }
        for queue in ready { _ = queue.takeAll() }
        ready.removeAll()
        awaitingTickEnd.removeAll()
        listener.close()
    }

    /// How many clients are connected.
    public var clientCount: Int { connections.count }

    /// Request lines answered so far, by outcome: `ok` or the protocol's error code
    /// (`malformed_json`, `not_found`, `too_many_clients`, ...): what the metrics serve.
    /// Every outcome is there from the start, at 0, so a dashboard or an alert finds a
    /// zero rather than nothing.
    public private(set) var requestOutcomes: [String: Int] =
        Dictionary(uniqueKeysWithValues: (["ok"] + InputError.Code.allCases.map(\.rawValue)).map { ($0, 0) })

    private func count(_ line: String) {
        requestOutcomes[replyOutcome(line), default: 0] += 1
    }

    // MARK: Connections

    /// Accepts what waits in the listen queue. While every slot is taken, newcomers are
    /// left there for up to ``Limits/admissionWait`` (a slot freed meanwhile lets the next
    /// one in); those still waiting then are refused.
    ///
    /// At most ``acceptsPerWakeUp`` connections are taken a call: the rest of a flood of
    /// connections stays queued (the socket stays readable) for the next turn of the
    /// loop, after the tick that is due.
    private func acceptAll() {
        for _ in 0..<Self.acceptsPerWakeUp {
            if sendingClients >= limits.maximumClients { freeSlotsOfFinishedSenders() }
            let isFull = sendingClients >= limits.maximumClients
            if isFull {
                guard UnixSocket.hasPendingConnection(listener.fd) else { return nobodyWaits() }
                if waitForSlot() { return }
            }
            guard let fd = UnixSocket.accept(listener.fd) else { return nobodyWaits() }
            let uid = UnixSocket.peerUID(fd)
            guard let uid, allowedUIDs.contains(uid) else {
                logger.warning("refused an input client of another user", metadata: ["uid": "\(uid.map(String.init) ?? "unknown")"])
                refuse(fd, InputError(id: nil, code: .permissionDenied, message: "this daemon serves user \(getuid()) only"))
                continue
            }
            guard !isFull else {
                refuse(fd, InputError(id: nil, code: .tooManyClients, message: "\(limits.maximumClients) clients are connected already"))
                continue
            }
            let connection = InputConnection(fd: fd, maximumLineBytes: limits.maximumLineBytes)
            connection.reader = IOWatcher(loop: host.loop, fd: fd, events: .read) { [unowned self, unowned connection] _ in
                MainActor.assumeIsolated { read(connection) }
            }
            connection.reader.start()
            connections[ObjectIdentifier(connection)] = connection
            sendingClients += 1
        }
        // More may wait: taken at the loop's next turn (called by the admission timer, the
        // watcher may have been stopped).
        acceptWatcher.start()
    }

    /// Connections accepted in one call of ``acceptAll()``, at most.
    static let acceptsPerWakeUp = 16

    /// The listen queue is empty: the next newcomer to find the daemon full waits anew.
    private func nobodyWaits() {
        guard fullSince != nil else { return }
        fullSince = nil
        admissionTimer?.stop()
        acceptWatcher.start()
    }

    /// Leaves the newcomers in the listen queue, the daemon being full, unless they have
    /// waited ``Limits/admissionWait`` since the first of them found it so: returns whether
    /// they wait. Accepting stops until a slot frees (``slotFreed()``) or the wait ends.
    private func waitForSlot() -> Bool {
        let now = MonotonicInstant.now()
        let since = fullSince ?? now
        fullSince = since
        let left = limits.admissionWait - (now - since)
        guard left > .zero else { return false }
        acceptWatcher.stop()
        let timer = admissionTimer ?? TimerWatcher(loop: host.loop, delay: left) { [unowned self] in
            MainActor.assumeIsolated { acceptAll() }
        }
        admissionTimer = timer
        timer.start(after: left)
        return true
    }

    /// A sending client's slot is free: newcomers waiting for one are accepted (the
    /// listen socket, watched again, is readable while they wait).
    private func slotFreed() {
        if fullSince != nil { acceptWatcher.start() }
    }

    /// Frees the slots of clients that ended their input (shut down their sending side, or
    /// closed) but whose end has not been read yet (a client that reconnects at once races
    /// its own goodbye): what they sent is read now, queued and carried out in its turn.
    private func freeSlotsOfFinishedSenders() {
        for connection in connections.values where !connection.inputEnded && connection.peerHasEndedInput {
            while case .bytes = readOnce(from: connection, ignoringLimits: true) {}
        }
    }

    /// Tells a client why it is not served, as far as the socket takes it, and closes it.
    private func refuse(_ fd: Int32, _ error: InputError) {
        count(error.line)
        let bytes = Array((error.line + "\n").utf8)
        // Safe: the buffer is only read by send(2), within the closure.
        _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
        Glibc.close(fd)
    }

    private func disconnect(_ connection: InputConnection, reason: String?) {
        guard connections.removeValue(forKey: ObjectIdentifier(connection)) != nil else { return }
        if !connection.inputEnded {
            sendingClients -= 1
            slotFreed()
        }
        if let reason { logger.notice("input client disconnected: \(reason)") }
        connection.close()
        if connection.pending.count > 0 { moveToDeparted(connection.pending) }
    }

    /// Hands the lines of a client that left to ``departed``, which takes its turns from now.
    private func moveToDeparted(_ queue: LineQueue) {
        if let index = ready.firstIndex(where: { $0 === queue }) {
            ready.remove(at: index)
            if index < nextTurn { nextTurn -= 1 }
        }
        let hadLines = departed.count > 0
        for line in queue.takeAll() { departed.append(line) }
        if !hadLines { ready.append(departed) }
    }

    /// Closes a connection whose client ended its input once it has been fully answered.
    private func closeIfFinished(_ connection: InputConnection) {
        if connection.isFinished { disconnect(connection, reason: nil) }
    }

    // MARK: Reading

    /// Whether `connection` has as many lines waiting as it may: reading from it pauses.
    private func isQueueFull(_ connection: InputConnection) -> Bool {
        connection.pending.count >= limits.maximumQueuedRequestsPerClient
            || connection.pending.bytes >= limits.maximumQueuedBytesPerClient
    }

    private func read(_ connection: InputConnection) {
        // At most four buffers per wake-up: a flood cannot hold the loop.
        for _ in 0..<4 {
            guard case .bytes(let count) = readOnce(from: connection), count == readBuffer.count else { return }
        }
    }

    /// What one read from a client gave.
    private enum ReadOutcome {
        /// This many bytes, split into lines and queued.
        case bytes(Int)
        /// Nothing more until the socket is readable again.
        case wouldBlock
        /// The end of the client's input (now handled), or a broken connection (now closed).
        case finished
    }

    /// Reads once from `connection` into the shared buffer, queues the lines it completes,
    /// and handles the end of input or a broken connection. A client whose queue is full
    /// is paused instead, unless `ignoringLimits` (a client that has gone: what it sent is
    /// all there is).
    private func readOnce(from connection: InputConnection, ignoringLimits: Bool = false) -> ReadOutcome {
        if !ignoringLimits, isQueueFull(connection) {
            pause(connection)
            return .wouldBlock
        }
        while true {
            // Safe: read(2) fills at most the buffer's size, within the closure.
            let count = readBuffer.withUnsafeMutableBytes { Glibc.read(connection.fd, $0.baseAddress, $0.count) }
            if count > 0 {
                connection.lines.split(readBuffer[0..<count]) { enqueue($0, from: connection) }
                return .bytes(count)
            } else if count == 0 {
                endInput(of: connection)
                return .finished
            } else if errno == EINTR {
                continue
            } else if errno == EAGAIN {
                return .wouldBlock
            } else {
                disconnect(connection, reason: nil)
                return .finished
            }
        }
    }

    /// The client sent all it will: an unfinished last line counts as a line, and the
    /// connection stays open until its lines are answered — unless the client has gone
    /// entirely, when it is closed at once (its lines are still carried out in their
    /// turn; only the replies, which nobody can read, are lost), so a flood of clients
    /// that connect and close holds no descriptors.
    private func endInput(of connection: InputConnection) {
        guard !connection.inputEnded else { return }
        connection.inputEnded = true
        sendingClients -= 1
        slotFreed()
        connection.reader.stop()
        connection.isPaused = false
        connection.lines.finishStream { enqueue($0, from: connection) }
        if connection.peerHasHungUp {
            disconnect(connection, reason: nil)
        } else {
            closeIfFinished(connection)
        }
    }

    private func pause(_ connection: InputConnection) {
        guard !connection.isPaused else { return }
        connection.isPaused = true
        connection.reader.stop()
    }

    private func enqueue(_ piece: LineSplitter.Piece, from connection: InputConnection) {
        let queue = connection.pending
        switch piece {
        case .line(let line): queue.append(.init(connection: connection, bytes: Array(line)))
        case .tooLong: queue.append(.init(connection: connection, bytes: nil))
        }
        connection.unansweredLines += 1
        if queue.count == 1 { ready.append(queue) }
        host.loop.requestTick()
    }

    // MARK: Dispatching (the tick's input phase)

    /// Carries out queued lines within the tick's budget, the clients taking turns a line
    /// at a time from where the last tick stopped, on `host` (the server's own); returns
    /// how many it handled.
    public func deliverEvents(to host: GraphHost) -> Int {
        guard !ready.isEmpty else { return 0 }
        let started = MonotonicInstant.now()
        let budget = min(limits.inputTimePerTick, host.loop.grid.period / 4)
        var spentBytes = 0
        var handled = 0
        var turn = nextTurn
        // First each client's next line if it is short, whatever the budget: a client's
        // quick request never waits behind other clients' costly lines.
        var index = 0
        while index < ready.count {
            let queue = ready[index]
            guard queue.nextLineBytes <= Self.shortLineBytes else {
                index += 1
                continue
            }
            spentBytes += queue.nextLineBytes
            handled += 1
            take(from: queue, at: &index, turn: &turn)
        }
        // Then the turns, from where the last tick stopped, within the budget: at least one
        // line a tick.
        var handledInTurns = 0
        while !ready.isEmpty {
            if turn >= ready.count { turn = 0 }
            let queue = ready[turn]
            let size = queue.nextLineBytes
            if handledInTurns > 0, spentBytes + size > limits.inputBytesPerTick || MonotonicInstant.now() - started >= budget {
                break
            }
            spentBytes += size
            handled += 1
            handledInTurns += 1
            var position = turn
            take(from: queue, at: &position, turn: &turn)
            turn = position
        }
        nextTurn = turn
        for connection in answered {
            connection.awaitsFlush = false
            if connection.isOpen { flush(connection) }
        }
        answered.removeAll(keepingCapacity: true)
        // What the budget left waits for the next tick.
        if !ready.isEmpty { host.loop.requestTick() }
        return handled
    }

    /// A line at most this long (a ping, a tap, a key, a tree) is carried out in the tick it
    /// waits for, before the longer lines of the turns.
    static let shortLineBytes = 1_024

    /// Carries out the next line of `queue`, at `index` in ``ready``: `index` then names the
    /// queue after it (the same index when the queue is done and leaves), and `turn` the
    /// same queue it named before.
    private func take(from queue: LineQueue, at index: inout Int, turn: inout Int) {
        let line = queue.take()
        if queue.count == 0 {
            ready.remove(at: index)
            if index < turn { turn -= 1 }
        } else {
            index += 1
        }
        let connection = line.connection
        if connection.isPaused, !isQueueFull(connection) { resume(connection) }
        answer(line.bytes, from: connection)
    }

    private func answer(_ line: [UInt8]?, from connection: InputConnection) {
        let reply: Reply
        if let bytes = line {
            reply = handler.reply(to: bytes[...], subscriptions: &connection.subscriptions)
        } else {
            reply = .now(InputError(id: nil, code: .lineTooLong, message: "a request line is longer than \(limits.maximumLineBytes) bytes; it was skipped").line)
        }
        switch reply {
        case .now(let line):
            count(line)
            connection.unansweredLines -= 1
            // A client that left still had its requests carried out; only the reply is lost.
            if connection.isOpen {
                connection.queue(line.utf8)
                if !connection.awaitsFlush {
                    connection.awaitsFlush = true
                    answered.append(connection)
                }
            }
        case .later, .atTickEnd:
            settle(reply, into: connection.reservePlace(), for: connection)
        }
    }

    /// Makes `reply` for the place kept for it: now, off the loop, or at the tick's end.
    private func settle(_ reply: Reply, into place: WaitingLine, for connection: InputConnection) {
        switch reply {
        case .now(let line):
            deliver(line, into: place, for: connection)
        case .later(let work):
            let loop = host.loop
            offLoop.async { [weak self] in
                let line = work.make()
                // A loop that has stopped runs nothing more: the line is dropped with it.
                try? loop.execute {
                    MainActor.assumeIsolated {
                        work.finished()
                        self?.deliver(line, into: place, for: connection)
                    }
                }
            }
        case .atTickEnd(let make):
            awaitingTickEnd.append(TickEndReply(make: make, place: place, connection: connection))
        }
    }

    /// Makes the replies that waited for this tick's end, now that it has drawn.
    private func settleAtTickEnd() {
        let due = awaitingTickEnd
        awaitingTickEnd.removeAll(keepingCapacity: true)
        for reply in due { settle(reply.make(), into: reply.place, for: reply.connection) }
    }

    /// Writes a reply made off the loop in its place, and what waited behind it.
    private func deliver(_ line: String, into place: WaitingLine, for connection: InputConnection) {
        count(line)
        connection.unansweredLines -= 1
        connection.fill(place, with: line)
        if connection.isOpen { flush(connection) }
    }

    private func resume(_ connection: InputConnection) {
        connection.isPaused = false
        if connection.isOpen, !connection.inputEnded { connection.reader.start() }
    }

    // MARK: Writing

    private func hasSubscribers(_ stream: EventStream) -> Bool {
        connections.values.contains { $0.subscriptions.contains(stream) }
    }

    private func publishFrame(_ list: DisplayList) {
        guard hasSubscribers(.frames) else { return }
        publish(.frames, Array(frameEventLine(list).utf8))
    }

    /// Makes the replies waiting for the tick's end, queues the tick's event, and writes
    /// what waited a flush interval of loop time.
    private func publishTick(_ record: TickRecord) {
        if !awaitingTickEnd.isEmpty { settleAtTickEnd() }
        if hasSubscribers(.ticks) {
            eventBytes.removeAll(keepingCapacity: true)
            TickEventEncoder.appendEvent(record, period: host.loop.grid.period, to: &eventBytes)
            publish(.ticks, eventBytes)
        }
        guard !unflushed.isEmpty else { return }
        let waitingSince = unflushedSince ?? record.end
        unflushedSince = waitingSince
        if record.end - waitingSince >= Self.streamFlushInterval { flushStreams() }
    }

    /// Queues an event line for every subscriber of `stream`; the writing is coalesced.
    private func publish(_ stream: EventStream, _ line: [UInt8]) {
        for connection in connections.values where connection.subscriptions.contains(stream) {
            connection.queue(line)
            if connection.pendingBytes >= Self.streamFlushBytes {
                flush(connection)
            } else if !connection.hasUnflushedEvents {
                connection.hasUnflushedEvents = true
                unflushed.append(connection)
            }
        }
        if !unflushed.isEmpty, streamFlush?.isActive != true {
            let timer = streamFlush ?? TimerWatcher(loop: host.loop, delay: Self.streamFlushInterval) { [unowned self] in
                MainActor.assumeIsolated { flushStreams() }
            }
            streamFlush = timer
            timer.start()
        }
    }

    private func flushStreams() {
        unflushedSince = nil
        streamFlush?.stop()
        let pending = unflushed
        unflushed.removeAll(keepingCapacity: true)
        for connection in pending where connections.keys.contains(ObjectIdentifier(connection)) {
            connection.hasUnflushedEvents = false
            flush(connection)
        }
    }

    private func flush(_ connection: InputConnection) {
        switch connection.flush() {
        case .done:
            connection.writer?.stop()
            closeIfFinished(connection)
        case .pending:
            if connection.pendingBytes > limits.maximumPendingOutputBytes {
                disconnect(connection, reason: "it read too slowly (\(connection.pendingBytes) bytes waiting, limit \(limits.maximumPendingOutputBytes))")
                return
            }
            if connection.writer == nil {
                connection.writer = IOWatcher(loop: host.loop, fd: connection.fd, events: .write) { [unowned self, unowned connection] _ in
                    MainActor.assumeIsolated { flush(connection) }
                }
            }
            connection.writer?.start()
        case .failed:
            disconnect(connection, reason: nil)
        }
    }
}

/// A reply kept for the end of the tick, and the place in its client's replies it fills.
private struct TickEndReply {
    let make: @MainActor () -> Reply
    let place: WaitingLine
    let connection: InputConnection
}
