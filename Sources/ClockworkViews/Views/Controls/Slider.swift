@_spi(Machinery) import ClockworkCore

/// A control for selecting a value from a bounded linear range of values.
///
/// Drawn as its label, then the minimum value label, a track filled up to the value with
/// the tint, and the maximum value label. The input socket's `set`, `increment` and
/// `decrement`, `TestHost`, and the arrow keys while it has focus move it; a value set
/// from outside is clamped to the range and snapped to the step.
public struct Slider<Label: View, ValueLabel: View> {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let onEditingChanged: (Bool) -> Void

    /// Creates a slider to select a value from a range, with a label and labels for the
    /// range's ends.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                   @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: nil, label(), minimumValueLabel(), maximumValueLabel(), onEditingChanged)
    }

    /// Creates a slider to select a value from a range in steps of `step`, with a label
    /// and labels for the range's ends.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                   @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: Double(step), label(), minimumValueLabel(), maximumValueLabel(), onEditingChanged)
    }

    private init<V: BinaryFloatingPoint>(_ value: Binding<V>, _ bounds: ClosedRange<V>, step: Double?, _ label: Label,
                                         _ minimumValueLabel: ValueLabel, _ maximumValueLabel: ValueLabel,
                                         _ onEditingChanged: @escaping (Bool) -> Void) {
        self.value = Binding(get: { Double(value.wrappedValue) },
                             set: { new, transaction in value.transaction(transaction).wrappedValue = V(new) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    @MainActor package func makeContent() -> NodeContent { SliderContent(self) }
}

extension Slider: View, BuiltinView {}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a range, with a label.
    public nonisolated init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a range in steps of `step`, with a label.
    public nonisolated init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, minimumValueLabel: { EmptyView() },
                  maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a range.
    public nonisolated init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a range in steps of `step`.
    public nonisolated init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

/// The label is child 0, the minimum value label child 1, the maximum value label child 2.
@MainActor
private final class SliderContent<Label: View, ValueLabel: View>: TypedContent<Slider<Label, ValueLabel>>, DraggableControl {
    /// Where the value's `label` lies in it: read there, never copied.
    private let labelOffset = MemoryLayout<Slider<Label, ValueLabel>>.offset(of: \.label)!
    /// Where the value's `minimumValueLabel` lies in it: read there, never copied.
    private let minimumValueLabelOffset = MemoryLayout<Slider<Label, ValueLabel>>.offset(of: \.minimumValueLabel)!
    /// Where the value's `maximumValueLabel` lies in it: read there, never copied.
    private let maximumValueLabelOffset = MemoryLayout<Slider<Label, ValueLabel>>.offset(of: \.maximumValueLabel)!
    private var value = 0.0
    private var tint = Color.accentColor.paintStyle
    private var trackFrame = Rect.zero
    private var labelHidden = false

    override func update(_ node: ViewNode) {
        let binding = view.value
        (value, tint, labelHidden) = node.graph.observeReads(of: node) {
            (binding.wrappedValue, node.trackedEnvironment(\.tintOrAccent), node.trackedEnvironment(\.hidesControlLabels))
        }
        reconcilePart(Label.self, at: labelOffset, child: 0, of: node)
        reconcilePart(ValueLabel.self, at: minimumValueLabelOffset, child: 1, of: node)
        reconcilePart(ValueLabel.self, at: maximumValueLabelOffset, child: 2, of: node)
    }

    override var render: RenderRole {
        .element(kind: "Slider", attributes: ["value=\(formatNumber(value))",
                                              "in=\(formatNumber(view.bounds.lowerBound))...\(formatNumber(view.bounds.upperBound))"])
    }

    override var accessibilityTraits: AccessibilityTraits? { [] }
    override var accessibilityValue: String? { formatNumber(value) }
    override var accessibilityLabelChildren: Int? { 1 }

    /// How far along the range the value is, 0–1.
    private var fraction: Double {
        let span = view.bounds.upperBound - view.bounds.lowerBound
        return span > 0 ? min(max((value - view.bounds.lowerBound) / span, 0), 1) : 0
    }

    private func row(_ node: ViewNode) -> ControlRow {
        let ends = endLabelWidths(node)
        let cell = node.graph.layoutMetrics.cell
        return ControlRow(idealAccessoryWidth: ends + 12 * cell.width, minimumAccessoryWidth: ends + 3 * cell.width, fillsWidth: true, cell: cell,
                          labelHidden: labelHidden)
    }

    /// The widths the value labels and their gaps take beside the track.
    private func endLabelWidths(_ node: ViewNode) -> Double {
        let minimum = node.children[1].sizeThatFits(.unspecified).width
        let maximum = node.children[2].sizeThatFits(.unspecified).width
        let gap = node.graph.layoutMetrics.cell.width
        return minimum + maximum + (minimum > 0 ? gap : 0) + (maximum > 0 ? gap : 0)
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        row(node).sizeThatFits(proposal, label: node.children[0])
    }

    override func place(in bounds: Rect, node: ViewNode) {
        let row = row(node)
        let accessory = row.place(in: bounds, label: node.children[0])
        let minimum = node.children[1].sizeThatFits(.unspecified)
        let maximum = node.children[2].sizeThatFits(.unspecified)
        node.children[1].place(in: Rect(x: accessory.minX, y: accessory.minY, width: minimum.width, height: minimum.height))
        node.children[2].place(in: Rect(x: accessory.maxX - maximum.width, y: accessory.minY, width: maximum.width, height: maximum.height))
        let start = accessory.minX + minimum.width + (minimum.width > 0 ? row.gap : 0)
        let end = accessory.maxX - maximum.width - (maximum.width > 0 ? row.gap : 0)
        trackFrame = Rect(x: start, y: accessory.minY, width: max(end - start, 0), height: row.cell.height)
    }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        node.appendControlChildrenDisplayItems(paint: paint, labelHidden: labelHidden, to: &items)
        MeterLook(fraction: fraction, style: .slider, tint: tint).append(in: trackFrame, on: LookCanvas(paint: paint, graph: node.graph), to: &items)
    }

    /// A click on the track sets the value there; elsewhere it does nothing new.
    func input(at point: Point) -> ControlInput {
        guard trackFrame.size.width > 1, point.x >= trackFrame.minX, point.x < trackFrame.maxX else { return .setValue(value) }
        return input(dragTo: point)
    }

    /// A finger dragging the thumb sets the value under it, the ends past the track's.
    func input(dragTo point: Point) -> ControlInput {
        guard trackFrame.size.width > 1 else { return .setValue(value) }
        let fraction = min(max((point.x.rounded(.down) - trackFrame.minX) / (trackFrame.size.width - 1), 0), 1)
        return .setValue(view.bounds.lowerBound + fraction * (view.bounds.upperBound - view.bounds.lowerBound))
    }

    func perform(_ input: ControlInput) throws(ControlInputError) {
        let bounds = view.bounds
        let stride = view.step ?? (bounds.upperBound - bounds.lowerBound) / 10
        let target: Double
        switch input {
        case .setValue(let new):
            guard new.isFinite else { throw .unsupported(input, control: "Slider") }
            target = new
        case .increment: target = value + stride
        case .decrement: target = value - stride
        case .activate, .toggle, .setOn, .setText, .select, .scroll: throw .unsupported(input, control: "Slider")
        }
        view.onEditingChanged(true)
        view.value.wrappedValue = Self.snapped(target, to: bounds, step: view.step)
        view.onEditingChanged(false)
    }

    /// `value` inside `bounds`, on a step from the lower bound when there is a step.
    static func snapped(_ value: Double, to bounds: ClosedRange<Double>, step: Double?) -> Double {
        var result = min(max(value, bounds.lowerBound), bounds.upperBound)
        if let step {
            result = bounds.lowerBound + ((result - bounds.lowerBound) / step).rounded() * step
            if result > bounds.upperBound { result -= step }
        }
        return min(max(result, bounds.lowerBound), bounds.upperBound)
    }
}
