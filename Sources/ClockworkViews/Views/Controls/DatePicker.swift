@_spi(Machinery) import ClockworkCore
import Foundation

/// A control for selecting an absolute date.
///
/// Drawn as its label, then the date and the time it shows at the trailing edge, as iOS's
/// compact date picker draws them: in points each on a rounded gray backdrop 34 points
/// tall (`Dec 2, 2026` `9:41 AM`, in the environment's locale, calendar and time zone); on
/// a terminal as text. The input socket's `text` (`clockwork type`) with an ISO 8601 date (`2026-12-02T09:41`,
/// `2026-12-02`, `09:41`, or one with its zone, `2026-12-02T08:41:00Z`), `TestHost`, and
/// the arrow keys while it has focus (a day, or a minute for a time alone) choose a date,
/// held within the picker's range.
public struct DatePicker<Label: View> {
    /// The parts of a date a picker shows and edits.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let range: ClosedRange<Date>
    let components: DatePickerComponents
    let label: Label

    /// Creates a picker of any date, labelled by `label`.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: .distantPast ... .distantFuture, components: displayedComponents, label: label())
    }

    /// Creates a picker of a date in `range`, labelled by `label`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: range, components: displayedComponents, label: label())
    }

    /// Creates a picker of a date on or after `range`'s start, labelled by `label`.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: range.lowerBound ... .distantFuture, components: displayedComponents, label: label())
    }

    /// Creates a picker of a date on or before `range`'s end, labelled by `label`.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: .distantPast ... range.upperBound, components: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, range: ClosedRange<Date>, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.range = range
        self.components = components.isEmpty ? [.hourAndMinute, .date] : components
        self.label = label
    }

    @MainActor package func makeContent() -> NodeContent { DatePickerContent(self) }
}

extension DatePicker: View, BuiltinView {}

extension DatePicker where Label == Text {
    /// Creates a picker of any date, titled by a localized key.
    public nonisolated init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: .distantPast ... .distantFuture, components: displayedComponents, label: Text(titleKey))
    }

    /// Creates a picker of a date in `range`, titled by a localized key.
    public nonisolated init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(titleKey))
    }

    /// Creates a picker of a date on or after `range`'s start, titled by a localized key.
    public nonisolated init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: range.lowerBound ... .distantFuture, components: displayedComponents, label: Text(titleKey))
    }

    /// Creates a picker of a date on or before `range`'s end, titled by a localized key.
    public nonisolated init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: .distantPast ... range.upperBound, components: displayedComponents, label: Text(titleKey))
    }

    /// Creates a picker of any date, titled by a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: .distantPast ... .distantFuture, components: displayedComponents, label: Text(title))
    }

    /// Creates a picker of a date in `range`, titled by a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(title))
    }

    /// Creates a picker of a date on or after `range`'s start, titled by a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: range.lowerBound ... .distantFuture, components: displayedComponents, label: Text(title))
    }

    /// Creates a picker of a date on or before `range`'s end, titled by a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: .distantPast ... range.upperBound, components: displayedComponents, label: Text(title))
    }
}

/// The parts of a date a ``DatePicker`` shows and edits.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt

    /// Creates the components of a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The hour and the minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, the month and the year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// The label is child 0; the shown date is child 1 and the shown time child 2 (empty
/// texts for a part the picker does not show).
@MainActor
private final class DatePickerContent<Label: View>: TypedContent<DatePicker<Label>>, Control {
    /// Where the value's `label` lies in it: read there, never copied.
    private let labelOffset = MemoryLayout<DatePicker<Label>>.offset(of: \.label)!
    private var date = Date()
    private var calendar = Calendar.current
    private var labelHidden = false
    /// The backdrops of the date and the time, as of the last layout.
    private var pills: [Rect] = []
    private var measuresPoints = false

    /// In points, iOS's: each part on a backdrop 34 points tall, 11 points of room either
    /// side of its text, 8 apart, corners of 6.
    private static var pointPill: (height: Double, room: Double, gap: Double, radius: Double) { (34, 11, 8, 6) }

    override func update(_ node: ViewNode) {
        let binding = view.selection
        let (date, locale, calendar, zone, hidden) = node.graph.observeReads(of: node) {
            (binding.wrappedValue, node.trackedEnvironment(\.locale), node.trackedEnvironment(\.calendar),
             node.trackedEnvironment(\.timeZone), node.trackedEnvironment(\.hidesControlLabels))
        }
        self.date = date
        labelHidden = hidden
        var zoned = calendar
        zoned.timeZone = zone
        self.calendar = zoned
        reconcilePart(Label.self, at: labelOffset, child: 0, of: node)
        let shown = DateEntry.shown(date, components: view.components, locale: locale, calendar: zoned)
        node.reconcileChild(at: 1, with: Text(verbatim: shown.date))
        node.reconcileChild(at: 2, with: Text(verbatim: shown.time))
    }

    override var render: RenderRole {
        .element(kind: "DatePicker", attributes: ["selection=\(DateEntry.iso(date, calendar: calendar))"])
    }

    override var accessibilityTraits: AccessibilityTraits? { [] }
    override var accessibilityValue: String? { DateEntry.iso(date, calendar: calendar) }
    override var accessibilityLabelChildren: Int? { 1 }

    /// The shown parts' nodes: the date's and the time's, those with text.
    private func parts(_ node: ViewNode) -> [ViewNode] {
        [node.children[1], node.children[2]].filter { $0.sizeThatFits(.unspecified).width > 0 }
    }

    /// The parts' backdrops' widths and the row their total makes beside the label.
    private func row(_ node: ViewNode) -> (widths: [Double], row: ControlRow) {
        let metrics = node.graph.layoutMetrics
        let room = metrics.measuresPoints ? Self.pointPill.room : 0
        let gap = metrics.measuresPoints ? Self.pointPill.gap : metrics.cell.width
        let widths = parts(node).map { $0.sizeThatFits(.unspecified).width + 2 * room }
        let total = widths.reduce(0, +) + gap * Double(max(widths.count - 1, 0))
        let cell = metrics.measuresPoints ? Size(width: Self.pointPill.gap, height: Self.pointPill.height) : metrics.cell
        return (widths, ControlRow(idealAccessoryWidth: total, minimumAccessoryWidth: total, fillsWidth: true, cell: cell,
                                   labelHidden: labelHidden))
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        row(node).row.sizeThatFits(proposal, label: node.children[0])
    }

    /// The parts sit at the trailing end of the row, each centred on its backdrop.
    override func place(in bounds: Rect, node: ViewNode) {
        measuresPoints = node.graph.layoutMetrics.measuresPoints
        let (widths, row) = row(node)
        let accessory = row.place(in: bounds, label: node.children[0])
        let gap = measuresPoints ? Self.pointPill.gap : node.graph.layoutMetrics.cell.width
        var x = accessory.maxX - widths.reduce(0, +) - gap * Double(max(widths.count - 1, 0))
        pills = []
        let shown = parts(node)
        for (part, width) in zip(shown, widths) {
            let pill = Rect(x: x, y: accessory.minY, width: width, height: accessory.size.height)
            let size = part.sizeThatFits(.unspecified)
            part.place(in: Rect(x: pill.minX + ((width - size.width) / 2).rounded(), y: pill.minY + ((pill.size.height - size.height) / 2).rounded(),
                                width: size.width, height: size.height))
            pills.append(pill)
            x += width + gap
        }
        for part in [node.children[1], node.children[2]] where !shown.contains(where: { $0 === part }) {
            part.place(in: Rect(x: bounds.minX, y: bounds.minY, width: 0, height: 0))
        }
    }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        if measuresPoints {
            let look = Self.pointPill
            for pill in pills {
                var backdrop = paint.item(.shape(.roundedRectangle(cornerWidth: look.radius, cornerHeight: look.radius, style: .continuous),
                                                 .fill(Color(uiColor: .tertiarySystemFill).paintStyle, eoFill: false)), in: pill)
                backdrop.foreground = nil
                items.append(backdrop)
            }
        }
        if labelHidden {
            node.children[0].skipDisplayItems(at: items.position)
        } else {
            node.children[0].appendDisplayItems(paint: paint, to: &items)
        }
        let shown = parts(node)
        for part in [node.children[1], node.children[2]] {
            if shown.contains(where: { $0 === part }) {
                part.appendDisplayItems(paint: paint, to: &items)
            } else {
                part.skipDisplayItems(at: items.position)
            }
        }
    }

    /// The arrows step a day, or a minute where the picker shows a time alone.
    private var step: DateComponents {
        view.components.contains(.date) ? DateComponents(day: 1) : DateComponents(minute: 1)
    }

    func perform(_ input: ControlInput) throws(ControlInputError) {
        // Read anew: writes earlier in this tick may have moved the date since the update.
        let date = view.selection.wrappedValue
        let chosen: Date
        switch input {
        case .setText(let text):
            guard let parsed = DateEntry.parse(text, keeping: date, calendar: calendar) else {
                throw .invalidValue(text, control: "DatePicker", expected: "an ISO 8601 date: 2026-12-02T09:41, 2026-12-02, 09:41 or 2026-12-02T08:41:00Z")
            }
            chosen = parsed
        case .increment: chosen = calendar.date(byAdding: step, to: date) ?? date
        case .decrement:
            var back = step
            back.day = back.day.map { -$0 }
            back.minute = back.minute.map { -$0 }
            chosen = calendar.date(byAdding: back, to: date) ?? date
        case .activate, .toggle, .setOn, .setValue, .select, .scroll: throw .unsupported(input, control: "DatePicker")
        }
        view.selection.wrappedValue = min(max(chosen, view.range.lowerBound), view.range.upperBound)
    }
}
