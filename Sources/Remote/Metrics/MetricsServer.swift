import ClockworkLoop
import CoreMetrics
import Logging
import Prometheus
import Synchronization

/// Prometheus metrics of a running daemon, served as `GET /metrics` (the text exposition
/// format) by a small HTTP/1.1 responder on the loop.
///
/// - **The loop:** `clockwork_ticks_total`, `clockwork_ticks_janky_total` (longer than the
///   period), `clockwork_ticks_skipped_total`, `clockwork_bodies_evaluated_total`,
///   `clockwork_input_events_total`, `clockwork_writes_drained_total`, and histograms of
///   `clockwork_tick_duration_seconds`, `clockwork_tick_lateness_seconds` and
///   `clockwork_tick_phase_duration_seconds{phase}`, folded from the loop's tick records.
/// - **The process:** `process_resident_memory_bytes`, `process_virtual_memory_bytes`,
///   `process_cpu_seconds_total`, `process_open_fds`, `process_max_fds`,
///   `process_start_time_seconds`.
/// - **Whatever else is registered:** the daemon's own swift-metrics `Counter`, `Timer`
///   and `Gauge` (swift-metrics is bootstrapped with this registry), and figures other
///   parts add through ``addCollector(_:)`` (the input socket's requests by outcome).
/// - `clockwork_metrics_scrape_duration_seconds`: what answering scrapes costs the loop.
///
/// Cost: the tick does nothing for it. A scrape costs the loop one fold of the records
/// since the last, reading /proc, and the registry's text, bounded by the number of
/// metrics (measured in docs/BENCHMARKS.md). A scraper that sends garbage gets a 4xx and
/// is disconnected; one that does not read its answers is cut off. Loop thread only.
public final class MetricsServer {
    /// Where it listens (the port the kernel chose, when asked for port 0).
    public let endpoint: TCPEndpoint
    /// The registry served: add collectors of your own to it.
    public let registry: PrometheusCollectorRegistry
    /// Scrapes answered so far.
    public private(set) var scrapes = 0

    private let loop: EventLoop
    private let options: MetricsOptions
    private let logger: Logger
    private let listener: TCPListener
    private var acceptWatcher: IOWatcher!
    private var foldTimer: TimerWatcher!
    private let ticks: TickMetrics
    private let process: ProcessCollectors
    private let scrapeDuration: DurationHistogram
    private var collectors: [() -> Void] = []
    private var clients: [ObjectIdentifier: (connection: StreamConnection, reader: HTTPRequestReader, since: ContinuousClock.Instant)] = [:]
    private var idleSweep: TimerWatcher!
    /// How long a scraper may take to send a whole request, and stay idle between them.
    private static let requestTimeout = Duration.seconds(10), idleTimeout = Duration.seconds(300)
    /// Answers a scraper may leave unread before it is cut off.
    private static let maximumPendingBytes = 4 * 1024 * 1024

    /// Serves `loop`'s metrics at `options.endpoint`, into `registry` (a fresh one unless
    /// given), bootstrapping swift-metrics with it if asked and not done in this process.
    public init(loop: EventLoop, options: MetricsOptions, registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry(),
                logger: Logger = Logger(label: "clockwork.metrics")) throws {
        loop.preconditionInLoop()
        self.loop = loop
        self.options = options
        self.registry = registry
        self.logger = logger
        listener = try TCPListener(options.endpoint)
        endpoint = listener.endpoint
        ticks = TickMetrics(loop: loop, registry: registry)
        process = ProcessCollectors(registry: registry)
        scrapeDuration = registry.makeDurationHistogram(descriptor: MetricNameDescriptor(
            namespace: "clockwork", subsystem: "metrics", metricName: "scrape_duration", unitName: "seconds",
            helpText: "The loop's time spent answering one scrape."), buckets: [50, 100, 200, 500, 1_000, 5_000].map { .microseconds($0) })
        if options.bootstrapsMetricsSystem, Self.claimBootstrap() {
            MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        }
        acceptWatcher = IOWatcher(loop: loop, fd: listener.fd, events: .read) { [unowned self] _ in acceptAll() }
        acceptWatcher.start()
        foldTimer = TimerWatcher(loop: loop, delay: ticks.foldInterval, interval: ticks.foldInterval) { [unowned self] in ticks.fold() }
        foldTimer.start()
        idleSweep = TimerWatcher(loop: loop, delay: .seconds(2), interval: .seconds(2)) { [unowned self] in letGoOfStalledScrapers() }
        idleSweep.start()
        loop.onStop { [weak self] in self?.close() }
        logger.info("serving metrics", metadata: ["address": "http://\(endpoint)/metrics"])
    }

    /// Runs `collect` before each scrape, on the loop: where a part brings its figures up
    /// to date in the registry.
    public func addCollector(_ collect: @escaping () -> Void) {
        collectors.append(collect)
    }

    /// Serves the running totals `read` returns as the counter `name` (with `help`), one
    /// series per key, labelled `label`: for a part that keeps its own totals (the input
    /// socket's requests by outcome). Read on each scrape.
    public func addCounters(name: String, help: String, label: String, read: @escaping () -> [String: Int]) {
        var counters: [String: (counter: Prometheus.Counter, reported: Int)] = [:]
        let registry = registry
        addCollector {
            for (key, total) in read() {
                let entry = counters[key] ?? (registry.makeCounter(descriptor: MetricNameDescriptor(metricName: name, unitName: "", helpText: help),
                                                                   labels: [(label, key)]), 0)
                entry.counter.increment(by: Int64(max(0, total - entry.reported)))
                counters[key] = (entry.counter, max(total, entry.reported))
            }
        }
    }

    /// The metrics as Prometheus's text format, brought up to date now.
    public func exposition() -> [UInt8] {
        let start = ContinuousClock.now
        ticks.fold()
        process.update()
        for collect in collectors { collect() }
        scrapes += 1
        let text = registry.emitToBuffer()
        scrapeDuration.record(ContinuousClock.now - start)
        return text
    }

    /// Stops serving and lets every scraper go.
    public func close() {
        acceptWatcher.stop()
        foldTimer.stop()
        idleSweep.stop()
        for client in clients.values { client.connection.close() }
        clients.removeAll()
        listener.close()
    }

    // MARK: HTTP

    private func acceptAll() {
        while let (fd, peer) = listener.accept() {
            var id: ObjectIdentifier?
            let connection = StreamConnection(loop: loop, fd: fd, peer: peer, onBytes: { [weak self] bytes in
                if let self, let id { self.received(bytes, from: id) }
            }, onClosed: { [weak self] in
                if let id { self?.clients[id] = nil }
            })
            guard clients.count < options.maximumClients else {
                logger.warning("refused a metrics scraper: too many", metadata: ["peer": "\(peer)", "limit": "\(options.maximumClients)"])
                connection.send(Self.response(status: 503, reason: "Service Unavailable", body: Array("too many scrapers are connected\n".utf8), keepsAlive: false))
                connection.close()
                continue
            }
            id = ObjectIdentifier(connection)
            clients[ObjectIdentifier(connection)] = (connection, HTTPRequestReader(), ContinuousClock.now)
        }
    }

    private func received(_ bytes: UnsafeRawBufferPointer, from id: ObjectIdentifier) {
        guard var client = clients[id] else { return }
        let wasIdle = client.reader.isIdle
        let requests: [HTTPRequestReader.Request]
        do {
            requests = try client.reader.read(bytes)
        } catch {
            logger.info("a metrics scraper sent a bad request; disconnected", metadata: ["peer": "\(client.connection.peer)", "reason": "\(error.reason)"])
            client.connection.send(Self.response(status: error.status, reason: error.status == 431 ? "Request Header Fields Too Large" : "Bad Request",
                                                 body: Array("\(error.reason)\n".utf8), keepsAlive: false))
            drop(id)
            return
        }
        // The clock restarts when a request begins or ends: a whole request has ten seconds.
        if wasIdle || !requests.isEmpty || client.reader.isIdle { client.since = ContinuousClock.now }
        clients[id] = client
        for request in requests {
            client.connection.send(answer(request))
            guard request.keepsAlive, client.connection.pendingBytes <= Self.maximumPendingBytes else {
                drop(id)
                return
            }
        }
    }

    private func answer(_ request: HTTPRequestReader.Request) -> [UInt8] {
        guard request.method == "GET" || request.method == "HEAD" else {
            return Self.response(status: 405, reason: "Method Not Allowed", body: Array("only GET and HEAD\n".utf8), keepsAlive: request.keepsAlive,
                                 extraHeaders: "Allow: GET, HEAD\r\n")
        }
        let path = request.path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? request.path
        guard path == "/metrics" else {
            return Self.response(status: 404, reason: "Not Found", body: Array("the metrics are at /metrics\n".utf8), keepsAlive: request.keepsAlive)
        }
        let body = exposition()
        return Self.response(status: 200, reason: "OK", body: body, keepsAlive: request.keepsAlive,
                             contentType: "text/plain; version=0.0.4; charset=utf-8", includesBody: request.method == "GET")
    }

    /// Lets go of scrapers that started a request and did not finish it in time, or have
    /// sent nothing for a long while: a silent connection cannot hold a scraper's place.
    private func letGoOfStalledScrapers() {
        let now = ContinuousClock.now
        for (id, client) in clients where now - client.since > (client.reader.isIdle ? Self.idleTimeout : Self.requestTimeout) {
            logger.info("a metrics scraper was let go: no whole request in time", metadata: ["peer": "\(client.connection.peer)"])
            clients[id] = nil
            client.connection.close()
        }
    }

    /// Closes the connection once its answer is written (at once when it is).
    private func drop(_ id: ObjectIdentifier) {
        guard let client = clients.removeValue(forKey: id) else { return }
        let connection = client.connection
        guard connection.pendingBytes > 0, connection.pendingBytes <= Self.maximumPendingBytes else {
            connection.close()
            return
        }
        connection.pauseReading()
        connection.onDrained = { connection.close() }
    }

    private static func response(status: Int, reason: String, body: [UInt8], keepsAlive: Bool, contentType: String = "text/plain; charset=utf-8",
                                 extraHeaders: String = "", includesBody: Bool = true) -> [UInt8] {
        let head = "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
            + extraHeaders + (keepsAlive ? "" : "Connection: close\r\n") + "\r\n"
        return Array(head.utf8) + (includesBody ? body : [])
    }

    /// Whether this call is the process's first to bootstrap swift-metrics (it may be
    /// bootstrapped once).
    private static func claimBootstrap() -> Bool {
        bootstrapped.withLock { done in
            defer { done = true }
            return !done
        }
    }

    private static let bootstrapped = Mutex(false)
}
