/// A view that shows the progress toward completion of a task.
///
/// Determinate (a value and a total), it is drawn linear by default: its label, a bar
/// filled with the tint as wide as it is offered, and its current value label below.
/// Indeterminate (no value, or `nil`), it is a spinner before its label, stepped ten
/// times a second on the tick grid (the loop sleeps in between).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, BuiltinView {
    /// How far along, 0–1; `nil` when unknown.
    let fraction: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel

    /// Creates a progress view for showing progress toward `total`, with a label and a
    /// current value label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    func makeContent() -> NodeContent { ProgressViewContent(self) }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress.
    public init() where Label == EmptyView {
        self.init(value: Double?.none, label: { EmptyView() }, currentValueLabel: { EmptyView() })
    }

    /// Creates a progress view for showing indeterminate progress, with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: Double?.none, label: label, currentValueLabel: { EmptyView() })
    }

    /// Creates a progress view for showing progress toward `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.init(value: value, total: total, label: { EmptyView() }, currentValueLabel: { EmptyView() })
    }

    /// Creates a progress view for showing progress toward `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, with a title from a
    /// localized string key.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(label: { Text(titleKey) })
    }

    /// Creates a progress view for showing indeterminate progress, with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: { Text(title) })
    }

    /// Creates a progress view for showing progress toward `total`, with a title from a
    /// localized string key.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(titleKey) })
    }

    /// Creates a progress view for showing progress toward `total`, with a title.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(title) })
    }
}

/// How progress views within a view are drawn.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// Whether determinate progress is drawn as a ring rather than a bar.
    var isCircular: Bool { get }
}

/// The default progress view style: linear when determinate, a spinner when not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the default style.
    public init() {}
    public var isCircular: Bool { false }
}

/// A progress view that visually indicates its progress using a horizontal bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates a linear style.
    public init() {}
    public var isCircular: Bool { false }
}

/// A progress view that uses a circular gauge to indicate the partial completion of an
/// activity.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates a circular style.
    public init() {}
    public var isCircular: Bool { true }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that uses a horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A progress view that uses a ring.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct CircularProgressKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether determinate progress views below are drawn as rings (`.progressViewStyle`).
    var drawsCircularProgress: Bool {
        get { self[CircularProgressKey.self] }
        set { self[CircularProgressKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.drawsCircularProgress, style.isCircular)
    }
}

/// The label is child 0, the current value label child 1.
@MainActor
private final class ProgressViewContent<Label: View, CurrentValueLabel: View>: TypedContent<ProgressView<Label, CurrentValueLabel>> {
    private var isCircular = false
    private var tint = Color.accentColor.paintStyle
    /// The spinner's step while indeterminate.
    private var phase = 0
    private var indicatorFrame = Rect.zero

    /// How long the spinner shows each of its steps.
    private static var spinnerStep: Int64 { 100_000_000 }

    override func update(_ node: ViewNode) {
        (isCircular, tint) = node.graph.track(node, countsAsBody: false) {
            (node.trackedEnvironment(\.drawsCircularProgress), node.trackedEnvironment(\.tintOrAccent))
        }
        if view.fraction == nil {
            let now = node.graph.now
            let step = Int(now / Self.spinnerStep)
            if step != phase { node.graph.surface.presentationChanged(node) }
            phase = step
            node.graph.wakeUp(node, at: (now / Self.spinnerStep + 1) * Self.spinnerStep)
        }
        node.reconcileChild(at: 0, with: view.label)
        node.reconcileChild(at: 1, with: view.currentValueLabel)
    }

    override var render: RenderRole {
        .element(kind: "ProgressView", attributes: [view.fraction.map { "value=\(formatNumber($0))" } ?? "indeterminate"])
    }

    /// A spinner or a ring: one cell before the label, on its first line.
    private var isCompact: Bool { view.fraction == nil || isCircular }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let label = node.children[0], value = node.children[1]
        let cell = node.graph.layoutMetrics.cell
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
        let label = node.children[0], value = node.children[1]
        let cell = node.graph.layoutMetrics.cell
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

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        var indicator: DisplayItem
        if let fraction = view.fraction {
            indicator = paint.item(.meter(fraction: fraction, style: isCircular ? .ring : .capacity), in: indicatorFrame)
            indicator.foreground = tint
        } else {
            indicator = paint.item(.spinner(phase: phase), in: indicatorFrame)
        }
        items.append(indicator)
        node.children[0].appendDisplayItems(paint: paint, to: &items)
        if isCompact {
            node.children[1].skipDisplayItems(at: items.position)
        } else {
            node.children[1].appendDisplayItems(paint: paint, to: &items)
        }
    }
}
