import CMosquitto

/// A delivered message as libmosquitto holds it, valid during its delivery: the payload
/// is not copied unless a subscriber keeps it.
struct MessageView {
    let topic: String
    let payload: UnsafeRawBufferPointer
    let isRetained: Bool
    let qos: MQTTQoS

    /// The message as a value a subscriber may keep.
    var message: MQTTMessage {
        MQTTMessage(topic: topic, payload: Array(payload), isRetained: isRetained, qos: qos)
    }
}

/// The client's subscribers and the filters they subscribed with: which subscribers a
/// message goes to, and which filters to subscribe to on each connection.
struct SubscriptionTable {
    /// A topic filter subscribed to at the broker.
    struct Filter: Equatable {
        let text: String
        let qos: MQTTQoS
    }

    private struct Subscriber {
        let id: Int
        let filter: String
        let hasWildcards: Bool
        let handler: (MessageView) -> Void
    }

    private var subscribers: [Subscriber] = []
    private var nextID = 0

    /// The filters to subscribe to, each once, at the highest QoS asked for it.
    private(set) var filters: [Filter] = []

    /// Adds `handler` for messages matching `filter`; returns its id and whether the filter
    /// is new (to subscribe to at the broker).
    mutating func add(_ filter: String, qos: MQTTQoS, handler: @escaping (MessageView) -> Void) -> (id: Int, newFilter: Filter?) {
        nextID += 1
        subscribers.append(Subscriber(id: nextID, filter: filter, hasWildcards: filter.contains("+") || filter.contains("#"), handler: handler))
        if let index = filters.firstIndex(where: { $0.text == filter }) {
            guard filters[index].qos.rawValue < qos.rawValue else { return (nextID, nil) }
            filters[index] = Filter(text: filter, qos: qos)
            return (nextID, filters[index])
        }
        filters.append(Filter(text: filter, qos: qos))
        return (nextID, filters.last)
    }

    /// Removes subscriber `id`; returns its filter when no one else subscribes with it (to
    /// unsubscribe from at the broker).
    mutating func remove(_ id: Int) -> String? {
        guard let index = subscribers.firstIndex(where: { $0.id == id }) else { return nil }
        let filter = subscribers.remove(at: index).filter
        guard !subscribers.contains(where: { $0.filter == filter }) else { return nil }
        filters.removeAll { $0.text == filter }
        return filter
    }

    /// Hands `message` to every subscriber whose filter matches its topic.
    func deliver(_ message: MessageView) {
        for subscriber in subscribers where Self.matches(subscriber, message.topic) {
            subscriber.handler(message)
        }
    }

    private static func matches(_ subscriber: Subscriber, _ topic: String) -> Bool {
        guard subscriber.hasWildcards else { return subscriber.filter == topic }
        var result = false
        return cmq_topic_matches_sub(subscriber.filter, topic, &result) == MOSQ_ERR_SUCCESS.rawValue && result
    }

    /// Whether `filter` is a valid subscription filter: `+` a whole level, `#` a whole
    /// level and the last (MQTT 3.1.1, 4.7.1). Checked before libmosquitto is loaded.
    static func isValid(filter: String) -> Bool {
        let levels = filter.split(separator: "/", omittingEmptySubsequences: false)
        guard !filter.isEmpty else { return false }
        for (index, level) in levels.enumerated() {
            if level.contains("#"), level != "#" || index != levels.count - 1 { return false }
            if level.contains("+"), level != "+" { return false }
        }
        return true
    }
}
