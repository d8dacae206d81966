import ClockworkLoop
import Logging
import Synchronization

/// A bound value that publishes its changes: the client asks it after any change was
/// signalled.
@MainActor
protocol OutgoingLink: AnyObject {
    /// Publishes the value if it differs from what the broker last had.
    func publishIfChanged()
    /// Stops publishing.
    func cancel()
}

/// Runs the client's check of its outgoing links on the loop, once for any number of
/// changes signalled before it runs, from whichever thread signals them.
final class OutgoingCheck: Sendable {
    private let loop = Mutex<EventLoop?>(nil)
    private let pending = Atomic<Bool>(false)
    private let check = Mutex<(@MainActor @Sendable () -> Void)?>(nil)

    /// Checks with `work` on `eventLoop` from now on.
    func start(on eventLoop: EventLoop, _ work: @escaping @MainActor @Sendable () -> Void) {
        loop.withLock { $0 = eventLoop }
        check.withLock { $0 = work }
    }

    /// Asks for a check; any thread.
    func request() {
        // Before the client starts there is nothing to publish to: it checks once connected.
        guard let eventLoop = loop.withLock({ $0 }), !pending.exchange(true, ordering: .acquiringAndReleasing) else { return }
        try? eventLoop.execute { [self] in
            pending.store(false, ordering: .releasing)
            if let work = check.withLock({ $0 }) { MainActor.assumeIsolated { work() } }
        }
    }
}

/// Whether an observed value changed since its tracking was last armed, set from the
/// thread that changed it.
final class ChangeSignal: Sendable {
    private let fired = Atomic<Bool>(false)

    func fire() { fired.store(true, ordering: .releasing) }

    /// Whether it fired, clearing it.
    func take() -> Bool { fired.exchange(false, ordering: .acquiringAndReleasing) }
}

/// A topic bound to a value: each message's payload decoded and written to it, and — when
/// it publishes — each change of it published back, without echoes: the broker's copy of
/// a value the link itself published is recognised and left alone.
@MainActor
final class ValueLink<Value: MQTTValue & Equatable>: OutgoingLink {
    private let topic: String
    private let decoding: MQTTDecoding
    private let publishing: MQTTPublishing?
    private let read: () -> Value
    private let write: (Value) -> Void
    private weak var client: MQTTClient?
    /// The value the broker is known to have: last received, or last published.
    private var synced: Value
    /// Payloads published and not yet seen coming back, oldest first.
    private var echoes: [String] = []
    private var refused = RefusedTopics()
    /// Re-arms the change tracking after each check (`@Observable` models); set by the binder.
    var rearm: (() -> Void)?
    /// Ends the change tracking (a Combine subscription); set by the binder.
    var onCancel: (() -> Void)?

    init(topic: String, decoding: MQTTDecoding, publishing: MQTTPublishing?, client: MQTTClient,
         read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        self.topic = topic
        self.decoding = decoding
        self.publishing = publishing
        self.client = client
        self.read = read
        self.write = write
        synced = read()
    }

    /// Decodes `message` and writes its value, unless it is this link's own echo.
    func receive(_ message: MessageView, logger: Logger) {
        switch decoding.decode(message.payload, as: Value.self) {
        case .failure(let error):
            refused.refuse(message.topic, because: "\(error)", decodingAs: "\(Value.self) (\(decoding))", logger: logger)
        case .success(let value):
            refused.accept(message.topic)
            if publishing != nil, let own = echoes.first, own == MQTTDecoding.text(message.payload) {
                echoes.removeFirst()
                return
            }
            echoes.removeAll()
            synced = value
            if read() != value { write(value) }
        }
    }

    func publishIfChanged() {
        rearm?()
        guard let publishing, let client else { return }
        let value = read()
        guard value != synced else { return }
        synced = value
        let text = value.mqttText
        echoes.append(text)
        if echoes.count > 32 { echoes.removeFirst() }
        client.publish(bytes: Array(text.utf8), to: topic, qos: publishing.qos, retain: publishing.retain)
    }

    func cancel() {
        onCancel?()
        onCancel = nil
        rearm = nil
        client?.removeLink(self)
    }
}
