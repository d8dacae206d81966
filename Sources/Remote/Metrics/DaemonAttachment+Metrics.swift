import ClockworkDaemon

extension DaemonAttachment {
    /// Serves the daemon's Prometheus metrics as `options` say — the loop's ticks, the
    /// process's figures, and the input socket's request lines by outcome as
    /// `clockwork_input_requests_total{code}` — until the loop stops.
    public static func metrics(_ options: MetricsOptions) -> DaemonAttachment {
        DaemonAttachment { context in
            let metrics = try MetricsServer(loop: context.host.loop, options: options, logger: context.logger)
            metrics.addCounters(name: "clockwork_input_requests_total",
                                help: "Input socket request lines answered, by outcome: ok or the protocol's error code.",
                                label: "code") { [weak server = context.inputServer] in server?.requestOutcomes ?? [:] }
            context.host.loop.onStop { withExtendedLifetime(metrics) {} }
        }
    }
}
