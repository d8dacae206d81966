import Foundation

/// What a profile found: the summary `clockwork prof` prints as a table, writes with
/// `--json`, and reads back for `--compare`. Times are microseconds.
public struct ProfileSummary: Codable, Equatable, Sendable {
    /// Percentiles of one distribution, in µs.
    public struct Percentiles: Codable, Equatable, Sendable {
        public var p50, p90, p99, p999, max: Double
    }

    /// A counter's mean and largest value per tick.
    public struct CounterFigures: Codable, Equatable, Sendable {
        public var mean: Double
        public var max: Int64
    }

    public var ticks: Int64
    /// From the first tick's due time to the last tick's end.
    public var seconds: Double
    public var targetHz: Double
    /// Ticks per second over ``seconds`` (below the target when the loop idles).
    public var achievedHz: Double
    /// A tick longer than this is janky.
    public var budgetUs: Double
    public var janky: Int64
    /// Ticks that started more than half a period late.
    public var missed: Int64
    /// Grid points the loop passed over.
    public var skipped: Int64
    /// The share of wall time no tick was running.
    public var idlePercent: Double
    public var latenessUs: Percentiles
    public var durationUs: Percentiles
    public var phasesUs: [String: Percentiles]
    public var perTick: [String: CounterFigures]

    enum CodingKeys: String, CodingKey {
        case ticks, seconds, targetHz = "target_hz", achievedHz = "achieved_hz", budgetUs = "budget_us", janky, missed, skipped
        case idlePercent = "idle_pct", latenessUs = "lateness_us", durationUs = "duration_us", phasesUs = "phases_us"
        case perTick = "per_tick"
    }

    /// The summary as one JSON object.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// Reads a summary written by ``json()``.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(ProfileSummary.self, from: json)
    }

    public init(ticks: Int64, seconds: Double, targetHz: Double, achievedHz: Double, budgetUs: Double, janky: Int64,
                missed: Int64, skipped: Int64, idlePercent: Double, latenessUs: Percentiles, durationUs: Percentiles,
                phasesUs: [String: Percentiles], perTick: [String: CounterFigures]) {
        (self.ticks, self.seconds, self.targetHz, self.achievedHz, self.budgetUs) = (ticks, seconds, targetHz, achievedHz, budgetUs)
        (self.janky, self.missed, self.skipped, self.idlePercent) = (janky, missed, skipped, idlePercent)
        (self.latenessUs, self.durationUs, self.phasesUs, self.perTick) = (latenessUs, durationUs, phasesUs, perTick)
    }

    /// The rows of the report, label and value pairs for the percentile table.
    var distributionRows: [(String, Percentiles)] {
        [("start lateness", latenessUs), ("tick duration", durationUs)]
            + TickSample.phaseNames.compactMap { name in phasesUs[name].map { ("  " + name, $0) } }
    }

    /// The summary as a table a person reads.
    public func table() -> String {
        var lines: [String] = []
        let jankyShare = ticks > 0 ? 100 * Double(janky) / Double(ticks) : 0
        lines.append(String(format: "%lld ticks in %.1f s · %.1f Hz achieved of %.1f Hz · idle %.1f %%",
                            ticks, seconds, achievedHz, targetHz, idlePercent))
        lines.append(String(format: "janky (over %.0f µs): %lld (%.2f %%) · deadline misses: %lld · skipped: %lld",
                            budgetUs, janky, jankyShare, missed, skipped))
        lines.append("")
        lines.append(pad("µs", 16) + ["p50", "p90", "p99", "p99.9", "max"].map { padLeft($0, 10) }.joined())
        for (label, figures) in distributionRows {
            lines.append(pad(label, 16) + [figures.p50, figures.p90, figures.p99, figures.p999, figures.max]
                .map { padLeft(String(format: "%.1f", $0), 10) }.joined())
        }
        lines.append("")
        lines.append(pad("per tick", 20) + padLeft("mean", 10) + padLeft("max", 10))
        for name in TickSample.counterNames {
            guard let figures = perTick[name] else { continue }
            lines.append(pad(name, 20) + padLeft(String(format: "%.2f", figures.mean), 10) + padLeft("\(figures.max)", 10))
        }
        return lines.joined(separator: "\n")
    }

    /// Two summaries side by side, with `b ÷ a` for every figure.
    public static func comparison(_ a: ProfileSummary, _ b: ProfileSummary, names: (String, String)) -> String {
        var lines = [pad("", 26) + padLeft(names.0, 12) + padLeft(names.1, 12) + padLeft("ratio", 9)]
        func row(_ label: String, _ x: Double, _ y: Double) {
            let ratio = x != 0 ? String(format: "%.2f×", y / x) : (y == 0 ? "=" : "—")
            lines.append(pad(label, 26) + padLeft(String(format: "%.1f", x), 12) + padLeft(String(format: "%.1f", y), 12) + padLeft(ratio, 9))
        }
        row("achieved Hz", a.achievedHz, b.achievedHz)
        row("janky ticks", Double(a.janky), Double(b.janky))
        row("deadline misses", Double(a.missed), Double(b.missed))
        row("idle %", a.idlePercent, b.idlePercent)
        for ((label, x), (_, y)) in zip(a.distributionRows, b.distributionRows) {
            row(label.trimmingCharacters(in: .whitespaces) + " p50 µs", x.p50, y.p50)
            row(label.trimmingCharacters(in: .whitespaces) + " p99 µs", x.p99, y.p99)
        }
        for name in TickSample.counterNames {
            row(name + " /tick", a.perTick[name]?.mean ?? 0, b.perTick[name]?.mean ?? 0)
        }
        return lines.joined(separator: "\n")
    }
}

private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

private func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
}
