import Logging

/// The topics whose last payload was refused, so that each refusal is logged once per topic
/// until a good payload arrives there, not once per message of a flood.
struct RefusedTopics {
    private var topics: Set<String> = []

    /// Logs why `topic`'s payload was refused, unless its last one was refused too.
    mutating func refuse(_ topic: String, because reason: String, decodingAs decoding: String? = nil, logger: Logger) {
        guard topics.insert(topic).inserted else { return }
        var metadata: Logger.Metadata = ["topic": "\(topic)", "reason": "\(reason)"]
        if let decoding { metadata["as"] = "\(decoding)" }
        logger.warning("MQTT payload refused; the last good value stays", metadata: metadata)
    }

    /// `topic` delivered a good payload: its next refusal is logged again.
    mutating func accept(_ topic: String) {
        topics.remove(topic)
    }
}
