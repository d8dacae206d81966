import Prometheus

/// The process's figures as Prometheus gauges and counters, read on each scrape.
final class ProcessCollectors {
    private let resident, virtualMemory, privateDirty, anonymous, openFDs, maxFDs, startTime: Prometheus.Gauge
    private let cpu: Prometheus.Counter
    private var cpuReported = 0.0

    init(registry: PrometheusCollectorRegistry) {
        func gauge(_ name: String, _ unit: String, _ help: String) -> Prometheus.Gauge {
            registry.makeGauge(descriptor: MetricNameDescriptor(namespace: "process", metricName: name, unitName: unit, helpText: help))
        }
        resident = gauge("resident_memory", "bytes", "Resident memory size in bytes.")
        virtualMemory = gauge("virtual_memory", "bytes", "Virtual memory size in bytes.")
        privateDirty = gauge("private_dirty_memory", "bytes", "Pages only this process holds and has written (Private_Dirty), in bytes.")
        anonymous = gauge("anonymous_memory", "bytes", "Anonymous memory (heap, stacks, copied-on-write pages), in bytes.")
        openFDs = gauge("open", "fds", "Number of open file descriptors.")
        maxFDs = gauge("max", "fds", "Maximum number of open file descriptors.")
        startTime = gauge("start_time", "seconds", "Start time of the process since the Unix epoch in seconds.")
        cpu = registry.makeCounter(descriptor: MetricNameDescriptor(namespace: "process", metricName: "cpu_seconds", unitName: "total",
                                                                     helpText: "Total user and system CPU time spent in seconds."))
    }

    func update() {
        let figures = ProcessFigures.read()
        resident.set(figures.residentBytes)
        virtualMemory.set(figures.virtualBytes)
        privateDirty.set(figures.privateDirtyBytes)
        anonymous.set(figures.anonymousBytes)
        openFDs.set(figures.openFileDescriptors)
        maxFDs.set(figures.maximumFileDescriptors)
        startTime.set(figures.startTimeSeconds)
        // A counter only goes up: it is moved on by what was used since the last scrape.
        cpu.increment(by: max(0, figures.cpuSeconds - cpuReported))
        cpuReported = max(cpuReported, figures.cpuSeconds)
    }
}
