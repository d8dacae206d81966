import ClockworkDaemon

extension DaemonAttachment {
    /// Starts `client` on the daemon's loop and stops it (saying the panel goes offline)
    /// when the loop stops. Give the same client to the views with `.environment(client)`.
    ///
    /// Its counters (`clockwork_mqtt_messages_received`, `…_sent`, `…_reconnects`) and
    /// connection state (`clockwork_mqtt_connection_state{state}`) go to swift-metrics: list
    /// `.metrics(options)` before it, so they are served.
    public static func mqtt(_ client: MQTTClient) -> DaemonAttachment {
        DaemonAttachment { context in
            try client.start(on: context.host.loop)
            context.host.loop.onStop { MainActor.assumeIsolated { client.stop() } }
        }
    }
}
