import Foundation

/// Writes recorded ticks in formats other tools read.
public enum ProfileExport {
    /// Chrome's trace-event JSON (opens in ui.perfetto.dev and chrome://tracing): each tick
    /// a complete slice ("X") on the loop's track, its phases nested inside it end to end in
    /// pipeline order (each phase's total time in that tick), and counter tracks ("C") for
    /// lateness and the per-tick counters. Timestamps are µs from the first tick's start.
    public static func chromeTrace(_ samples: [TickSample]) -> String {
        guard let origin = samples.first?.startNs else { return #"{"traceEvents":[],"displayTimeUnit":"ms"}"# }
        func us(_ ns: Int64) -> String { String(format: "%.3f", Double(ns) / 1_000) }
        var events: [String] = [
            #"{"name":"process_name","ph":"M","pid":1,"args":{"name":"clockwork daemon"}}"#,
            #"{"name":"thread_name","ph":"M","pid":1,"tid":1,"args":{"name":"loop"}}"#,
        ]
        events.reserveCapacity(samples.count * 10)
        for sample in samples {
            let start = sample.startNs - origin
            events.append(#"{"name":"tick","cat":"tick","ph":"X","pid":1,"tid":1,"ts":\#(us(start)),"dur":\#(us(sample.durationNs)),"#
                + #""args":{"number":\#(sample.number),"lateness_us":\#(us(sample.latenessNs)),"skipped":\#(sample.skipped)}}"#)
            var offset = start
            for (name, duration) in zip(TickSample.phaseNames, sample.phasesNs) where duration > 0 {
                events.append(#"{"name":"\#(name)","cat":"phase","ph":"X","pid":1,"tid":1,"ts":\#(us(offset)),"dur":\#(us(duration))}"#)
                offset += duration
            }
            let counters = zip(TickSample.counterNames, sample.counters).map { #""\#($0)":\#($1)"# }.joined(separator: ",")
            events.append(#"{"name":"counters","ph":"C","pid":1,"ts":\#(us(start)),"args":{\#(counters)}}"#)
            events.append(#"{"name":"lateness_us","ph":"C","pid":1,"ts":\#(us(start)),"args":{"lateness":\#(us(sample.latenessNs))}}"#)
        }
        return "{\"traceEvents\":[\n" + events.joined(separator: ",\n") + "\n],\"displayTimeUnit\":\"ms\"}\n"
    }

    /// One row per tick: times in ns and µs, each phase and counter in its own column.
    public static func csv(_ samples: [TickSample]) -> String {
        let header = ["number", "due_ns", "start_ns", "end_ns", "lateness_us", "duration_us", "skipped"]
            + TickSample.phaseNames.map { $0 + "_us" } + TickSample.counterNames
        var lines = [header.joined(separator: ",")]
        lines.reserveCapacity(samples.count + 1)
        for sample in samples {
            let fields = ["\(sample.number)", "\(sample.dueNs)", "\(sample.startNs)", "\(sample.endNs)",
                          String(format: "%.3f", Double(sample.latenessNs) / 1_000), String(format: "%.3f", Double(sample.durationNs) / 1_000),
                          "\(sample.skipped)"]
                + sample.phasesNs.map { String(format: "%.3f", Double($0) / 1_000) } + sample.counters.map { "\($0)" }
            lines.append(fields.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A picture: a histogram of tick durations (log-scaled counts, the budget marked when
    /// it is on the scale) over a plot of start lateness against time.
    public static func svg(_ samples: [TickSample], summary: ProfileSummary) -> String {
        let width = 900.0, plotHeight = 260.0, margin = 60.0
        var svg = [#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Int(width))" height="\#(Int(2 * plotHeight + 3 * margin))" font-family="sans-serif" font-size="12">"#,
                   #"<rect width="100%" height="100%" fill="white"/>"#]
        let inner = width - 2 * margin
        let durations = samples.map { Double($0.durationNs) / 1_000 }
        // Scaled to the data; a budget far beyond it is named rather than drawn.
        let topDuration = max(durations.max() ?? 1, 1) * 1.1
        let budgetOnScale = summary.budgetUs <= topDuration
        let bins = 60
        var counts = [Int](repeating: 0, count: bins)
        for value in durations { counts[min(Int(value / topDuration * Double(bins)), bins - 1)] += 1 }
        let topCount = log10(Double((counts.max() ?? 1) + 1))
        let budgetNote = budgetOnScale ? "" : ", budget \(format(summary.budgetUs)) off the scale"
        svg.append(#"<text x="\#(margin)" y="\#(margin - 20)" font-size="15">Tick duration (µs): \#(samples.count) ticks, p50 \#(format(summary.durationUs.p50)), p99 \#(format(summary.durationUs.p99)), max \#(format(summary.durationUs.max))\#(budgetNote)</text>"#)
        let barWidth = inner / Double(bins)
        for (index, count) in counts.enumerated() where count > 0 {
            let height = plotHeight * log10(Double(count + 1)) / max(topCount, 1e-9)
            svg.append(#"<rect x="\#(format(margin + Double(index) * barWidth))" y="\#(format(margin + plotHeight - height))" width="\#(format(barWidth - 1))" height="\#(format(height))" fill="rgb(74,123,208)"><title>\#(count) ticks</title></rect>"#)
        }
        svg += axis(x: margin, y: margin + plotHeight, width: inner, maximum: topDuration, unit: "µs")
        if budgetOnScale {
            let budgetX = margin + inner * summary.budgetUs / topDuration
            svg.append(#"<line x1="\#(format(budgetX))" y1="\#(margin)" x2="\#(format(budgetX))" y2="\#(margin + plotHeight)" stroke="rgb(208,74,74)" stroke-dasharray="4 3"/>"#)
            svg.append(#"<text x="\#(format(budgetX - 4))" y="\#(margin + 12)" fill="rgb(208,74,74)" text-anchor="end">budget \#(format(summary.budgetUs)) µs</text>"#)
        }
        svg.append(#"<text x="\#(margin - 45)" y="\#(margin + plotHeight / 2)" transform="rotate(-90 \#(margin - 45) \#(margin + plotHeight / 2))">ticks (log)</text>"#)

        let top = 2 * margin + plotHeight
        let lateness = samples.map { Double($0.latenessNs) / 1_000 }
        let topLateness = max(lateness.max() ?? 1, 1) * 1.05
        let firstStart = samples.first?.startNs ?? 0
        let span = max(Double((samples.last?.startNs ?? 1) - firstStart), 1)
        svg.append(#"<text x="\#(margin)" y="\#(top - 20)" font-size="15">Start lateness over time (µs): p50 \#(format(summary.latenessUs.p50)), p99 \#(format(summary.latenessUs.p99)), \#(summary.missed) deadline misses</text>"#)
        let step = max(samples.count / 3_000, 1)
        let points = stride(from: 0, to: samples.count, by: step).map { index -> String in
            let x = margin + inner * Double(samples[index].startNs - firstStart) / span
            let y = top + plotHeight - plotHeight * lateness[index] / topLateness
            return "\(format(x)),\(format(y))"
        }
        svg.append(#"<polyline fill="none" stroke="rgb(42,157,90)" stroke-width="1" points="\#(points.joined(separator: " "))"/>"#)
        svg += axis(x: margin, y: top + plotHeight, width: inner, maximum: span / 1e9, unit: "s")
        svg.append(#"<line x1="\#(margin)" y1="\#(top)" x2="\#(margin)" y2="\#(top + plotHeight)" stroke="black"/>"#)
        svg.append(#"<text x="\#(margin - 55)" y="\#(top + 4)">\#(format(topLateness))</text>"#)
        svg.append(#"<text x="\#(margin - 20)" y="\#(top + plotHeight)">0</text>"#)
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    private static func axis(x: Double, y: Double, width: Double, maximum: Double, unit: String) -> [String] {
        var parts = [#"<line x1="\#(format(x))" y1="\#(format(y))" x2="\#(format(x + width))" y2="\#(format(y))" stroke="black"/>"#]
        for tick in 0...5 {
            let position = x + width * Double(tick) / 5
            parts.append(#"<line x1="\#(format(position))" y1="\#(format(y))" x2="\#(format(position))" y2="\#(format(y + 5))" stroke="black"/>"#)
            parts.append(#"<text x="\#(format(position - 10))" y="\#(format(y + 18))">\#(format(maximum * Double(tick) / 5))</text>"#)
        }
        parts.append(#"<text x="\#(format(x + width + 6))" y="\#(format(y + 4))">\#(unit)</text>"#)
        return parts
    }

    private static func format(_ value: Double) -> String {
        abs(value) >= 100 ? String(format: "%.0f", value) : String(format: "%.1f", value)
    }
}
