import Logging
import OpenCombine

/// A subscription or binding made on an ``MQTTClient``: cancel it to stop receiving.
@MainActor
public final class MQTTSubscription {
    private weak var client: MQTTClient?
    private let id: Int
    let link: (any OutgoingLink)?

    init(client: MQTTClient, id: Int, link: (any OutgoingLink)?) {
        self.client = client
        self.id = id
        self.link = link
    }

    /// Stops delivering messages here (unsubscribing at the broker when nothing else uses
    /// the filter), and stops publishing the bound value.
    public func cancel() {
        client?.remove(id)
        link?.cancel()
    }
}

extension MQTTClient {
    /// Calls `handler` on the loop with each message on a topic `filter` matches (`+` is
    /// one level, `#` the rest), subscribing at the broker at `qos` (now if connected, and on
    /// every connection).
    ///
    /// ```swift
    /// client.subscribe("plant/+/alarm") { message in
    ///     alarms.raise(message.topic, message.text)
    /// }
    /// ```
    @discardableResult
    public func subscribe(_ filter: String, qos: MQTTQoS = .atLeastOnce, _ handler: @escaping (MQTTMessage) -> Void) -> MQTTSubscription {
        add(filter, qos: qos, link: nil) { handler($0.message) }
    }

    /// The messages on topics `filter` matches, as a Combine publisher delivering on the
    /// loop: for `onReceive`, or a pipeline of your own. Subscribes at the broker while the
    /// publisher has a subscriber.
    ///
    /// ```swift
    /// Text(level)
    ///     .onReceive(client.messages(for: "tank/level")) { level = $0.text }
    /// ```
    public func messages(for filter: String, qos: MQTTQoS = .atLeastOnce) -> AnyPublisher<MQTTMessage, Never> {
        Deferred { [weak self] () -> AnyPublisher<MQTTMessage, Never> in
            let subject = PassthroughSubject<MQTTMessage, Never>()
            let subscription = MainActor.assumeIsolated { self?.subscribe(filter, qos: qos) { subject.send($0) } }
            return subject.handleEvents(receiveCancel: {
                MainActor.assumeIsolated { subscription?.cancel() }
            }).eraseToAnyPublisher()
        }.eraseToAnyPublisher()
    }

    /// Adds `deliver` for `filter`, subscribing at the broker if the filter is new.
    func add(_ filter: String, qos: MQTTQoS, link: (any OutgoingLink)?, deliver: @escaping (MessageView) -> Void) -> MQTTSubscription {
        precondition(SubscriptionTable.isValid(filter: filter), "\(filter) is not an MQTT topic filter (+ stands for a whole level, # for the last)")
        let (id, newFilter) = subscriptions.add(filter, qos: qos, handler: deliver)
        if let newFilter { sendSubscribe(newFilter) }
        return MQTTSubscription(client: self, id: id, link: link)
    }

    func remove(_ id: Int) {
        if let filter = subscriptions.remove(id) { sendUnsubscribe(filter) }
    }
}
