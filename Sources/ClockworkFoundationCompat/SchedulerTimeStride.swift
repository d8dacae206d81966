import OpenCombine
/// A span of scheduler time, in nanoseconds: the `Stride` of `DispatchQueue`'s and
/// `RunLoop`'s scheduler times, so `.debounce(for: .milliseconds(300), …)`,
/// `.throttle(for: 1, …)` and `.delay(for: 0.5, …)` read as they do with Combine.
public struct SchedulerTimeStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable, Sendable,
    ExpressibleByFloatLiteral {
    /// The span in nanoseconds.
    public var magnitude: Int64

    /// A span of `nanoseconds`.
    public init(nanoseconds: Int64) {
        magnitude = nanoseconds
    }

    /// A span of `seconds`.
    public init(_ seconds: Double) {
        magnitude = Int64((seconds * 1e9).rounded())
    }

    /// A span of `value` seconds.
    public init(floatLiteral value: Double) { self.init(value) }
    /// A span of `value` seconds.
    public init(integerLiteral value: Int64) { magnitude = value * 1_000_000_000 }
    /// A span of `source` seconds, when that many nanoseconds fit.
    public init?<Source: BinaryInteger>(exactly source: Source) {
        guard let seconds = Int64(exactly: source) else { return nil }
        let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return nil }
        magnitude = nanoseconds
    }

    /// The span in seconds.
    public var timeInterval: Double { Double(magnitude) / 1e9 }
    /// The span as a `Duration`.
    public var duration: Duration { .nanoseconds(magnitude) }

    /// `s` seconds.
    public static func seconds(_ s: Int) -> SchedulerTimeStride { SchedulerTimeStride(nanoseconds: Int64(s) * 1_000_000_000) }
    /// `s` seconds.
    public static func seconds(_ s: Double) -> SchedulerTimeStride { SchedulerTimeStride(s) }
    /// `ms` milliseconds.
    public static func milliseconds(_ ms: Int) -> SchedulerTimeStride { SchedulerTimeStride(nanoseconds: Int64(ms) * 1_000_000) }
    /// `us` microseconds.
    public static func microseconds(_ us: Int) -> SchedulerTimeStride { SchedulerTimeStride(nanoseconds: Int64(us) * 1_000) }
    /// `ns` nanoseconds.
    public static func nanoseconds(_ ns: Int) -> SchedulerTimeStride { SchedulerTimeStride(nanoseconds: Int64(ns)) }

    /// Shorter spans first.
    public static func < (lhs: SchedulerTimeStride, rhs: SchedulerTimeStride) -> Bool { lhs.magnitude < rhs.magnitude }
    /// The two spans together.
    public static func + (lhs: SchedulerTimeStride, rhs: SchedulerTimeStride) -> SchedulerTimeStride {
        SchedulerTimeStride(nanoseconds: lhs.magnitude + rhs.magnitude)
    }
    /// The first span less the second.
    public static func - (lhs: SchedulerTimeStride, rhs: SchedulerTimeStride) -> SchedulerTimeStride {
        SchedulerTimeStride(nanoseconds: lhs.magnitude - rhs.magnitude)
    }
    /// The product of the spans in seconds (for `SignedNumeric`; rarely meaningful).
    public static func * (lhs: SchedulerTimeStride, rhs: SchedulerTimeStride) -> SchedulerTimeStride {
        SchedulerTimeStride(lhs.timeInterval * rhs.timeInterval)
    }
    public static func += (lhs: inout SchedulerTimeStride, rhs: SchedulerTimeStride) { lhs = lhs + rhs }
    public static func -= (lhs: inout SchedulerTimeStride, rhs: SchedulerTimeStride) { lhs = lhs - rhs }
    public static func *= (lhs: inout SchedulerTimeStride, rhs: SchedulerTimeStride) { lhs = lhs * rhs }
}
