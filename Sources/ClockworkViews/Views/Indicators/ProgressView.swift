@_spi(Machinery) import ClockworkCore

/// A view that shows the progress toward completion of a task.
///
/// Determinate (a value and a total), it is drawn linear by default: its label, a bar
/// filled with the tint as wide as it is offered, and its current value label below.
/// Indeterminate (no value, or `nil`), it is a spinner before its label, stepped ten
/// times a second on the tick grid (the loop sleeps in between). Over a timer interval it
/// fills (or empties) as the interval passes, kept current on the tick grid as a
/// `Text(_:style:)` timer is. Its style (`View/progressViewStyle(_:)`) may draw it as a
/// ring, or be a ``ProgressViewStyle`` of yours. Laid out in points it is drawn as iOS
/// draws it: the spinner (or ring) centred above its label in the secondary gray, the bar
/// 4 points thick.
public struct ProgressView<Label: View, CurrentValueLabel: View> {
    /// How far along, 0–1; `nil` when unknown.
    let fraction: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel
    /// The interval a timer progress view shows the passing of, and whether it empties.
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)?
    /// The built-in look a built-in style's body asks for; `nil`: the environment's style.
    nonisolated var look: ProgressLook?

    /// Creates a progress view for showing progress toward `total`, with a label and a
    /// current value label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    @MainActor package func makeContent() -> NodeContent { ProgressViewContent(self) }
}

extension ProgressView: View, BuiltinView {}

extension ProgressView {
    /// Creates a progress view for showing continuous progress as time passes, with
    /// descriptive and current progress labels.
    public nonisolated init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: 0.0, label: label, currentValueLabel: currentValueLabel)
        timer = (timerInterval, countsDown)
    }
}

extension ProgressView where CurrentValueLabel == Text {
    /// Creates a progress view for showing continuous progress as time passes, with a
    /// descriptive label; the current value label is the time left (or passed) as a timer
    /// that stops at the interval's end.
    public nonisolated init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            Text(timerInterval: timerInterval, countsDown: countsDown)
        }
    }

    /// Creates a progress view for showing continuous progress as time passes.
    public nonisolated init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) where Label == EmptyView {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: { EmptyView() })
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Creates a progress view based on a style configuration: inside a style's body, the
    /// progress view drawn the default way.
    public nonisolated init(_ configuration: ProgressViewStyleConfiguration) {
        fraction = configuration.fractionCompleted
        label = configuration.label ?? ProgressViewStyleConfiguration.Label(showing: EmptyView())
        currentValueLabel = configuration.currentValueLabel
            ?? ProgressViewStyleConfiguration.CurrentValueLabel(showing: EmptyView())
    }

    /// The progress view a built-in style's body makes: drawn the built-in way `look` names.
    init(_ configuration: ProgressViewStyleConfiguration, look: ProgressLook) {
        self.init(configuration)
        self.look = look
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress.
    public nonisolated init() where Label == EmptyView {
        self.init(value: Double?.none, label: { EmptyView() }, currentValueLabel: { EmptyView() })
    }

    /// Creates a progress view for showing indeterminate progress, with a label.
    public nonisolated init(@ViewBuilder label: () -> Label) {
        self.init(value: Double?.none, label: label, currentValueLabel: { EmptyView() })
    }

    /// Creates a progress view for showing progress toward `total`.
    public nonisolated init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.init(value: value, total: total, label: { EmptyView() }, currentValueLabel: { EmptyView() })
    }

    /// Creates a progress view for showing progress toward `total`, with a label.
    public nonisolated init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, with a title from a
    /// localized string key.
    public nonisolated init(_ titleKey: LocalizedStringKey) {
        self.init(label: { Text(titleKey) })
    }

    /// Creates a progress view for showing indeterminate progress, with a title.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S) {
        self.init(label: { Text(title) })
    }

    /// Creates a progress view for showing progress toward `total`, with a title from a
    /// localized string key.
    public nonisolated init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(titleKey) })
    }

    /// Creates a progress view for showing progress toward `total`, with a title.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(title) })
    }
}

/// The label is child 0, the current value label child 1, under a built-in look; the
/// style's body is child 0 under a style of yours.
@MainActor
private final class ProgressViewContent<Label: View, CurrentValueLabel: View>: TypedContent<ProgressView<Label, CurrentValueLabel>> {
    /// Where the value's `label` lies in it: read there, never copied.
    private let labelOffset = MemoryLayout<ProgressView<Label, CurrentValueLabel>>.offset(of: \.label)!
    /// Where the value's `currentValueLabel` lies in it: read there, never copied.
    private let currentValueLabelOffset = MemoryLayout<ProgressView<Label, CurrentValueLabel>>.offset(of: \.currentValueLabel)!
    /// The built-in look drawn; `nil` while a style of the user's makes the body.
    private var look: ProgressLook? = .linear
    private var isCircular: Bool { look == .circular }
    private var tint = Color.accentColor.paintStyle
    /// How far along, as of the last update (a timer's moves with time).
    private var fraction: Double?
    /// The spinner's step while indeterminate.
    private var phase = 0
    private var indicatorFrame = Rect.zero

    /// How long the spinner shows each of its steps.
    private static var spinnerStep: Int64 { 100_000_000 }

    override func update(_ node: ViewNode) {
        let forced = view.look
        let style: StyleChoice<ProgressViewStyleConfiguration, ProgressLook>
        (style, tint) = node.graph.track(node, countsAsBody: false) {
            (forced.map { .builtin($0) } ?? node.trackedEnvironment(\.progressViewStyle), node.trackedEnvironment(\.tintOrAccent))
        }
        fraction = view.fraction
        if let timer = view.timer { fraction = timerFraction(timer, node: node) }
        switch style {
        case .builtin(let builtin):
            look = builtin
            if fraction == nil {
                let now = node.graph.now
                let step = Int(now / Self.spinnerStep)
                if step != phase { node.graph.surface.presentationChanged(node) }
                phase = step
                node.graph.wakeUp(node, at: (now / Self.spinnerStep + 1) * Self.spinnerStep)
            }
            reconcilePart(Label.self, at: labelOffset, child: 0, of: node)
            reconcilePart(CurrentValueLabel.self, at: currentValueLabelOffset, child: 1, of: node)
        case .custom(let custom):
            look = nil
            node.removeChildren(from: 1)
            custom.reconcile(node, 0, ProgressViewStyleConfiguration(
                fractionCompleted: fraction,
                label: Label.self == EmptyView.self ? nil : .init(showing: view.label),
                currentValueLabel: CurrentValueLabel.self == EmptyView.self
                    ? nil : .init(showing: view.currentValueLabel)))
        }
    }

    /// How far the timer's interval has passed at the tick's time (emptying when it counts
    /// down); asks to be updated again when that has moved by a thousandth, at least a
    /// tenth of a second and at most a second later, and at the interval's end.
    private func timerFraction(_ timer: (interval: ClosedRange<Date>, countsDown: Bool), node: ViewNode) -> Double {
        let graph = node.graph
        let now = graph.date(at: graph.now)
        let total = timer.interval.upperBound.timeIntervalSince(timer.interval.lowerBound)
        let passed = total > 0 ? min(max(now.timeIntervalSince(timer.interval.lowerBound) / total, 0), 1) : 1
        if passed < 1 {
            let step = min(max(total / 1000, 0.1), 1)
            let untilEnd = timer.interval.upperBound.timeIntervalSince(now)
            graph.wakeUp(node, at: graph.now + Int64((min(step, untilEnd) * 1e9).rounded(.up)) + 1)
        }
        return timer.countsDown ? 1 - passed : passed
    }

    override var render: RenderRole {
        var attributes = [fraction.map { "value=\(formatNumber($0))" } ?? "indeterminate"]
        if isCircular { attributes.append("circular") }
        return .element(kind: "ProgressView", attributes: attributes)
    }

    /// Its value is the fraction done as a percentage; its label, its label's text.
    override var accessibilityTraits: AccessibilityTraits? { .updatesFrequently }
    override var accessibilityValue: String? { fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? "in progress" }
    override var accessibilityLabelChildren: Int? { 1 }

    /// A spinner or a ring: one cell before the label, on its first line.
    private var isCompact: Bool { fraction == nil || isCircular }

    /// In points, iOS's: a 20-point spinner (or ring) centred above its label, 8 points
    /// apart; a linear bar 4 points thick, 6 points below its label and above its value.
    private static var pointIndicator: Double { 20 }
    private static var pointBar: Double { 4 }
    private static var pointGap: Double { 8 }
    private static var pointBarGap: Double { 6 }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        guard look != nil else { return super.sizeThatFits(proposal, node: node) }
        let label = node.children[0], value = node.children[1]
        let cell = node.graph.layoutMetrics.cell
        if node.graph.layoutMetrics.measuresPoints {
            let labelSize = label.sizeThatFits(ProposedSize(width: proposal.width, height: nil))
            if isCompact {
                let gap = labelSize.height > 0 ? Self.pointGap : 0
                return Size(width: max(labelSize.width, Self.pointIndicator), height: Self.pointIndicator + gap + labelSize.height)
            }
            let valueSize = value.sizeThatFits(ProposedSize(width: proposal.width, height: nil))
            let gaps = (labelSize.height > 0 ? Self.pointBarGap : 0) + (valueSize.height > 0 ? Self.pointBarGap : 0)
            return Size(width: proposal.width ?? max(labelSize.width, valueSize.width, 12 * cell.width),
                        height: labelSize.height + Self.pointBar + gaps + valueSize.height)
        }
        if isCompact {
            let labelSize = label.sizeThatFits(ProposedSize(width: proposal.width.map { max($0 - 2 * cell.width, 0) }, height: nil))
            return Size(width: labelSize.width > 0 ? labelSize.width + 2 * cell.width : cell.width, height: max(labelSize.height, cell.height))
        }
        let labelSize = label.sizeThatFits(ProposedSize(width: proposal.width, height: nil))
        let valueSize = value.sizeThatFits(ProposedSize(width: proposal.width, height: nil))
        return Size(width: proposal.width ?? max(labelSize.width, valueSize.width, 12 * cell.width),
                    height: labelSize.height + cell.height + valueSize.height)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        guard look != nil else { return super.place(in: bounds, node: node) }
        let label = node.children[0], value = node.children[1]
        let cell = node.graph.layoutMetrics.cell
        if node.graph.layoutMetrics.measuresPoints { return placeInPoints(in: bounds, label: label, value: value) }
        if isCompact {
            indicatorFrame = Rect(x: bounds.minX, y: bounds.minY, width: cell.width, height: cell.height)
            let size = label.sizeThatFits(ProposedSize(width: max(bounds.size.width - 2 * cell.width, 0), height: nil))
            label.place(in: Rect(x: bounds.minX + 2 * cell.width, y: bounds.minY, width: size.width, height: size.height))
            value.place(in: Rect(x: bounds.minX + 2 * cell.width, y: bounds.minY + size.height, width: 0, height: 0))
            return
        }
        let labelSize = label.sizeThatFits(ProposedSize(width: bounds.size.width, height: nil))
        label.place(in: Rect(x: bounds.minX, y: bounds.minY, width: labelSize.width, height: labelSize.height))
        indicatorFrame = Rect(x: bounds.minX, y: bounds.minY + labelSize.height, width: bounds.size.width, height: cell.height)
        let valueSize = value.sizeThatFits(ProposedSize(width: bounds.size.width, height: nil))
        value.place(in: Rect(x: bounds.minX, y: indicatorFrame.maxY, width: valueSize.width, height: valueSize.height))
    }

    /// Places the indicator and labels as iOS does (``pointIndicator``).
    private func placeInPoints(in bounds: Rect, label: ViewNode, value: ViewNode) {
        let labelSize = label.sizeThatFits(ProposedSize(width: bounds.size.width, height: nil))
        if isCompact {
            let side = Self.pointIndicator
            indicatorFrame = Rect(x: bounds.minX + ((bounds.size.width - side) / 2).rounded(), y: bounds.minY, width: side, height: side)
            label.place(in: Rect(x: bounds.minX + ((bounds.size.width - labelSize.width) / 2).rounded(), y: bounds.minY + side + Self.pointGap,
                                 width: labelSize.width, height: labelSize.height))
            value.place(in: Rect(x: bounds.minX, y: bounds.maxY, width: 0, height: 0))
            return
        }
        label.place(in: Rect(x: bounds.minX, y: bounds.minY, width: labelSize.width, height: labelSize.height))
        let top = bounds.minY + labelSize.height + (labelSize.height > 0 ? Self.pointBarGap : 0)
        // The meter draws a capacity bar half its frame's height, centred in it.
        indicatorFrame = Rect(x: bounds.minX, y: top - Self.pointBar / 2, width: bounds.size.width, height: 2 * Self.pointBar)
        let valueSize = value.sizeThatFits(ProposedSize(width: bounds.size.width, height: nil))
        value.place(in: Rect(x: bounds.minX, y: top + Self.pointBar + Self.pointBarGap, width: valueSize.width, height: valueSize.height))
    }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        guard look != nil else { return node.appendChildrenDisplayItems(paint: paint, to: &items) }
        if node.graph.layoutMetrics.measuresPoints, isCompact, paint.foreground == nil {
            // iOS draws a spinner's label in the secondary gray.
            var paint = paint
            paint.foreground = .hierarchical(.secondary)
            return appendLook(node: node, paint: paint, to: &items)
        }
        appendLook(node: node, paint: paint, to: &items)
    }

    private func appendLook(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        let canvas = LookCanvas(paint: paint, graph: node.graph)
        if let fraction {
            MeterLook(fraction: fraction, style: isCircular ? .ring : .capacity, tint: tint).append(in: indicatorFrame, on: canvas, to: &items)
        } else {
            SpinnerLook(phase: phase).append(in: indicatorFrame, on: canvas, to: &items)
        }
        node.children[0].appendDisplayItems(paint: paint, to: &items)
        if isCompact {
            node.children[1].skipDisplayItems(at: items.position)
        } else {
            node.children[1].appendDisplayItems(paint: paint, to: &items)
        }
    }
}
