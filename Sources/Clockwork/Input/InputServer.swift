import ClockworkLoop
import Glibc
import Logging

/// Serves the input socket: newline-delimited JSON requests from other processes (an
/// evdev bridge, a test driver, `clockwork`, `socat`), on the loop, with limits that keep
/// bad or slow clients from hurting the daemon. The protocol is docs/PROTOCOL.md.
///
/// Requests are read and checked as they arrive and dispatched in the next tick's input
/// phase, in arrival order, so the state writes they cause apply in that tick. Nothing a
/// client sends can stop the loop: malformed lines get an error reply, an over-long line
/// is skipped, a client that sends faster than ticks dispatch is paused (never dropped),
/// and one that reads slower than it is written to is disconnected, with the reason
/// logged. Loop thread only.
@MainActor
public final class InputServer {
    /// Bounds on what clients may cost the daemon.
    public struct Limits: Sendable {
        /// The longest request line, in bytes.
        public var maximumLineBytes = 64 * 1024
        /// Clients connected at once; more are refused with an error.
        public var maximumClients = 32
        /// Bytes waiting to be written to one client before it is disconnected as too slow.
        public var maximumPendingOutputBytes = 1 << 20
        /// Requests waiting for a tick before reading from clients pauses.
        public var maximumQueuedRequests = 4_096

        /// The defaults above.
        public init() {}
    }

    /// Where the socket listens.
    public let path: String
    private let host: GraphHost
    private let limits: Limits
    private let allowedUIDs: Set<uid_t>
    private let logger: Logger
    private let listener: Int32
    private var acceptWatcher: IOWatcher!
    private var connections: [ObjectIdentifier: InputConnection] = [:]
    private var queued: [(InputConnection, InputRequest)] = []
    private var paused: [InputConnection] = []
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
    /// The focused control, for `key` requests: its node while it stays mounted.
    private weak var focused: ViewNode?

    /// Listens at `path` for `host`'s daemon. Peers whose user id is not the daemon's
    /// (or root's, when `allowsRoot`) are refused.
    public init(path: String, host: GraphHost, limits: Limits = Limits(), allowsRoot: Bool = true,
                logger: Logger = Logger(label: "clockwork.input")) throws(UnixSocketError) {
        self.path = path
        self.host = host
        self.limits = limits
        self.logger = logger
        allowedUIDs = allowsRoot ? [getuid(), 0] : [getuid()]
        listener = try UnixSocket.listen(at: path)
        acceptWatcher = IOWatcher(loop: host.loop, fd: listener, events: .read) { [unowned self] _ in
            MainActor.assumeIsolated { acceptAll() }
        }
        acceptWatcher.start()
        // Weak: the host and its loop may outlive the server.
        host.addInputSource { [weak self] in MainActor.assumeIsolated { self?.dispatchQueued() ?? 0 } }
        host.loop.onTickRecorded { [weak self] record in
            MainActor.assumeIsolated { self?.publishTick(record) }
        }
        host.onFrame { [weak self] list in
            MainActor.assumeIsolated { self?.publishFrame(list) }
        }
    }

    /// Stops serving: stream events still waiting are written, every client is
    /// disconnected and the socket file removed.
    public func close() {
        flushStreams()
        streamFlush?.stop()
        acceptWatcher.stop()
        for connection in connections.values { disconnect(connection, reason: nil) }
        Glibc.close(listener)
        unlink(path)
    }

    /// How many clients are connected.
    public var clientCount: Int { connections.count }

    // MARK: Connections

    private func acceptAll() {
        while let fd = UnixSocket.accept(listener) {
            let uid = UnixSocket.peerUID(fd)
            guard let uid, allowedUIDs.contains(uid) else {
                logger.warning("refused an input client of another user", metadata: ["uid": "\(uid.map(String.init) ?? "unknown")"])
                refuse(fd, InputError(id: nil, code: .permissionDenied, message: "this daemon serves user \(getuid()) only"))
                continue
            }
            guard connections.count < limits.maximumClients else {
                refuse(fd, InputError(id: nil, code: .tooManyClients, message: "\(limits.maximumClients) clients are connected already"))
                continue
            }
            let connection = InputConnection(fd: fd)
            connection.reader = IOWatcher(loop: host.loop, fd: fd, events: .read) { [unowned self, unowned connection] _ in
                MainActor.assumeIsolated { read(connection) }
            }
            connection.reader.start()
            connections[ObjectIdentifier(connection)] = connection
        }
    }

    /// Tells a client why it is not served, as far as the socket takes it, and closes it.
    private func refuse(_ fd: Int32, _ error: InputError) {
        let bytes = Array((error.line + "\n").utf8)
        // Safe: the buffer is only read by write(2), within the closure.
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        Glibc.close(fd)
    }

    private func disconnect(_ connection: InputConnection, reason: String?) {
        guard connections.removeValue(forKey: ObjectIdentifier(connection)) != nil else { return }
        if let reason { logger.notice("input client disconnected: \(reason)") }
        connection.close()
        paused.removeAll { $0 === connection }
    }

    // MARK: Reading

    private func read(_ connection: InputConnection) {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        // At most four chunks per wake-up: a flood cannot hold the loop.
        for _ in 0..<4 {
            // Safe: read(2) fills at most the buffer's size, within the closure.
            let count = chunk.withUnsafeMutableBytes { Glibc.read(connection.fd, $0.baseAddress, $0.count) }
            if count > 0 {
                connection.received(chunk[0..<count], maximumLineBytes: limits.maximumLineBytes) { event in
                    switch event {
                    case .line(let line): accept(line, from: connection)
                    case .lineTooLong:
                        send(InputError(id: nil, code: .lineTooLong, message: "a request line is longer than \(limits.maximumLineBytes) bytes; it was skipped").line, to: connection)
                    }
                }
                if !connections.keys.contains(ObjectIdentifier(connection)) { return }
                if queued.count >= limits.maximumQueuedRequests {
                    connection.reader.stop()
                    paused.append(connection)
                    return
                }
                if count < chunk.count { return }
            } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                // End of input (a partial last line is dropped) or a broken connection.
                disconnect(connection, reason: nil)
                return
            } else {
                return
            }
        }
    }

    private func accept(_ line: ArraySlice<UInt8>, from connection: InputConnection) {
        switch InputRequest.parse(line) {
        case .success(let request):
            queued.append((connection, request))
            host.loop.requestTick()
        case .failure(let error):
            send(error.line, to: connection)
        }
    }

    // MARK: Dispatching (the tick's input phase)

    private func dispatchQueued() -> Int {
        guard !queued.isEmpty else { return 0 }
        let requests = queued
        queued.removeAll(keepingCapacity: true)
        for (connection, request) in requests {
            let reply = perform(request, for: connection)
            // A client that left still had its requests carried out; only the reply is lost.
            if connections.keys.contains(ObjectIdentifier(connection)) { send(reply, to: connection) }
        }
        for connection in paused { connection.reader.start() }
        paused.removeAll()
        return requests.count
    }

    private func perform(_ request: InputRequest, for connection: InputConnection) -> String {
        let id = request.id
        let ok: [(String, String)] = [("ok", "true")]
        do throws(ControlInputError) {
            switch request.command {
            case .ping:
                return replyLine(id: id, fields: ok + [("pong", "true")])
            case .tap(let target):
                try host.graph.perform(.activate, on: target)
            case .toggle(let target, let on):
                try host.graph.perform(on.map(ControlInput.setOn) ?? .toggle, on: target)
            case .text(let target, let text):
                try host.graph.perform(.setText(text), on: target)
            case .key(let key):
                return try press(key, id: id)
            case .pointer(let x, let y):
                guard let node = host.graph.controlNode(at: Point(x: x, y: y)) else {
                    return InputError(id: id, code: .notFound, message: "no control at (\(formatNumber(x)),\(formatNumber(y)))").line
                }
                try host.graph.perform(.activate, onControlAt: node)
                return replyLine(id: id, fields: ok + [("control", jsonString(node.typeName))])
            case .tree:
                return replyLine(id: id, fields: ok + [("tree", host.displayList.json())])
            case .get(let stream):
                return replyLine(id: id, fields: ok + [(stream.rawValue, currentValue(of: stream))])
            case .subscribe(let stream):
                connection.subscriptions.insert(stream)
            case .unsubscribe(let stream):
                connection.subscriptions.remove(stream)
            }
        } catch {
            switch error {
            case .notFound: return InputError(id: id, code: .notFound, message: error.description).line
            case .unsupported: return InputError(id: id, code: .unsupported, message: error.description).line
            }
        }
        return replyLine(id: id, fields: ok)
    }

    /// The focus model: Tab and Shift+Tab move focus through the controls in tree order;
    /// Enter and Space activate the focused one.
    private func press(_ key: String, id: Int64?) throws(ControlInputError) -> String {
        let controls = host.graph.controlNodes()
        switch key {
        case "Tab", "Shift+Tab":
            guard !controls.isEmpty else { return InputError(id: id, code: .notFound, message: "nothing can take focus").line }
            let current = focused.flatMap { node in controls.firstIndex { $0 === node } }
            let step = key == "Tab" ? 1 : controls.count - 1
            let next = current.map { ($0 + step) % controls.count } ?? (key == "Tab" ? 0 : controls.count - 1)
            focused = controls[next]
            return replyLine(id: id, fields: [("ok", "true"), ("focused", jsonString(controls[next].typeName))])
        case "Enter", "Space":
            guard let node = focused, node.isMounted else {
                return InputError(id: id, code: .notFound, message: "no control has focus (send Tab first)").line
            }
            try host.graph.perform(.activate, onControlAt: node)
            return replyLine(id: id, fields: [("ok", "true")])
        default:
            return InputError(id: id, code: .unknownKey, message: "unknown key \(quoted(key)); keys are Tab, Shift+Tab, Enter and Space").line
        }
    }

    private func currentValue(of stream: EventStream) -> String {
        switch stream {
        case .ticks: host.loop.recorder.latest.map { tickObject($0, period: host.loop.grid.period) } ?? "null"
        case .frames: host.displayList.json()
        }
    }

    // MARK: Writing

    private func hasSubscribers(_ stream: EventStream) -> Bool {
        connections.values.contains { $0.subscriptions.contains(stream) }
    }

    private func publishFrame(_ list: DisplayList) {
        guard hasSubscribers(.frames) else { return }
        publish(.frames, Array(frameEventLine(list).utf8))
    }

    /// Queues the tick's event, and writes what waited a flush interval of loop time.
    private func publishTick(_ record: TickRecord) {
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
            connection.outbox += line
            connection.outbox.append(UInt8(ascii: "\n"))
            if connection.outbox.count >= Self.streamFlushBytes {
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

    private func send(_ line: String, to connection: InputConnection) {
        connection.outbox += line.utf8
        connection.outbox.append(UInt8(ascii: "\n"))
        flush(connection)
    }

    private func flush(_ connection: InputConnection) {
        switch connection.flush() {
        case .done:
            connection.writer?.stop()
        case .pending:
            if connection.outbox.count > limits.maximumPendingOutputBytes {
                disconnect(connection, reason: "it read too slowly (\(connection.outbox.count) bytes waiting, limit \(limits.maximumPendingOutputBytes))")
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

/// One client of the input socket: its descriptor, watchers, buffers and subscriptions.
@MainActor
final class InputConnection {
    let fd: Int32
    var reader: IOWatcher!
    var writer: IOWatcher?
    /// Bytes of a line not yet complete.
    private var partial: [UInt8] = []
    /// Whether the rest of an over-long line is being skipped.
    private var skippingLine = false
    /// Bytes written to the client that it has not read yet.
    var outbox: [UInt8] = []
    var subscriptions: Set<EventStream> = []
    /// Whether stream events wait in ``outbox`` for the coalesced flush.
    var hasUnflushedEvents = false

    init(fd: Int32) {
        self.fd = fd
    }

    enum Received {
        case line(ArraySlice<UInt8>)
        case lineTooLong
    }

    /// Splits `bytes` into lines (a trailing `\r` dropped), skipping any line longer than
    /// `maximumLineBytes`, which is reported once.
    func received(_ bytes: ArraySlice<UInt8>, maximumLineBytes: Int, _ handle: (Received) -> Void) {
        var rest = bytes
        while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
            let piece = rest[rest.startIndex..<newline]
            rest = rest[(newline + 1)...]
            if skippingLine {
                skippingLine = false
                continue
            }
            var line: ArraySlice<UInt8>
            if partial.isEmpty {
                line = piece
            } else {
                partial += piece
                line = partial[...]
                partial.removeAll(keepingCapacity: true)
            }
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if line.count > maximumLineBytes {
                handle(.lineTooLong)
            } else if !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                handle(.line(line))
            }
        }
        guard !skippingLine else { return }
        partial += rest
        if partial.count > maximumLineBytes {
            partial.removeAll()
            skippingLine = true
            handle(.lineTooLong)
        }
    }

    enum FlushResult { case done, pending, failed }

    /// Writes as much of ``outbox`` as the socket takes now.
    func flush() -> FlushResult {
        while !outbox.isEmpty {
            // Safe: the buffer is only read by write(2), within the closure.
            let written = outbox.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written > 0 {
                outbox.removeFirst(written)
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

    func close() {
        reader?.stop()
        writer?.stop()
        Glibc.close(fd)
    }
}
