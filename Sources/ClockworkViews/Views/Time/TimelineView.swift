@_spi(Machinery) import ClockworkCore
import Foundation

/// A view that updates according to a schedule that you provide.
///
/// Its content is built for the schedule's latest date at or before the tick's time; the
/// loop is asked for a tick at the next date only, so a view updating every minute
/// costs no wake-up in between. Dates follow the loop's clock (on a manual clock, its
/// time), anchored to the wall clock when the graph was made.
public struct TimelineView<Schedule: TimelineSchedule, Content: View> {
    let schedule: Schedule
    let content: (Context) -> Content

    /// Information passed to a timeline view's content.
    public typealias Context = TimelineViewDefaultContext

    /// Creates a timeline view that updates at the dates of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    @MainActor package func makeContent() -> NodeContent { TimelineViewContent(self) }
}

extension TimelineView: View, BuiltinView {}

/// Asks the schedule for its dates from the tick's date on: the built-in schedules start
/// at the latest date at or before it, so an update costs a step or two, however long the
/// view has run.
/// Information passed to a timeline view's content: not generic, so the content closure's
/// type can be inferred from what it returns.
public struct TimelineViewDefaultContext: Sendable {
    /// The date from the schedule that triggered the update.
    public let date: Date
    /// The rate at which the timeline updates.
    public let cadence: Cadence

    /// How often a timeline updates, for content that shows less detail when slower.
    public enum Cadence: Comparable, Sendable {
        /// Updates every tick.
        case live
        /// Updates about once a second.
        case seconds
        /// Updates about once a minute.
        case minutes
    }
}

@MainActor
private final class TimelineViewContent<Schedule: TimelineSchedule, Content: View>: TypedContent<TimelineView<Schedule, Content>> {
    override func update(_ node: ViewNode) {
        let graph = node.graph
        let now = graph.date(at: graph.now)
        var current: Date?
        var next: Date?
        for date in view.schedule.entries(from: now, mode: .normal) {
            if date <= now {
                current = date
            } else {
                next = date
                break
            }
        }
        let date = current ?? now
        let gap = next.map { $0.timeIntervalSince(date) } ?? .infinity
        let cadence: TimelineViewDefaultContext.Cadence = gap < 1 ? .live : gap < 60 ? .seconds : .minutes
        let context = TimelineViewDefaultContext(date: date, cadence: cadence)
        let content = graph.observeReads(of: node) { view.content(context) }
        if let next { graph.wakeUp(node, at: max(graph.time(of: next), graph.now + 1)) }
        node.reconcileChild(at: 0, with: content)
    }
}
