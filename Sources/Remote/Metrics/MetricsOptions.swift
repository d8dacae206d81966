import ClockworkLoop

/// Where a daemon serves its Prometheus metrics, and whether swift-metrics reports there.
public struct MetricsOptions: Sendable {
    /// Where `GET /metrics` is served (`--metrics HOST:PORT`). The figures say nothing
    /// secret, but keep the port inside the network the Prometheus server scrapes from.
    public var endpoint: TCPEndpoint
    /// Whether swift-metrics is bootstrapped with the same registry, so the daemon's own
    /// `Counter`, `Timer` and `Gauge` appear beside Clockwork's figures. A process
    /// bootstraps swift-metrics once: the first server to start does it.
    public var bootstrapsMetricsSystem = true
    /// How many scrapers may be connected at once; more are closed at once.
    public var maximumClients = 8

    /// Serving at `endpoint`, swift-metrics bootstrapped.
    public init(endpoint: TCPEndpoint) {
        self.endpoint = endpoint
    }
}
