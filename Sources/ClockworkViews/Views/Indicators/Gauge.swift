@_spi(Machinery) import ClockworkCore

/// A view that shows a value within a range.
///
/// Drawn by its style (`View/gaugeStyle(_:)`), built-in or a ``GaugeStyle`` of yours.
/// Linear styles draw the label with the current value label at its trailing end, then
/// the minimum value label, a bar (or a marker) filled with the tint as wide as offered,
/// and the maximum value label. Circular styles draw a ring that fills by quarters, the
/// current value label and the label on one line; laid out in points, iOS's 58-point
/// ring with the current value label (else the label) in its middle, and for
/// `.accessoryCircular` a three-quarter arc with the bounds labels at its foot. Marked
/// value labels are kept but not drawn on a terminal.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View> {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    let markedValueLabels: MarkedValueLabels
    /// The built-in look a built-in style's body asks for; `nil`: the environment's style.
    nonisolated var look: GaugeLook?

    /// Creates a gauge showing a value within a range, with every label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let offset = Double(value - bounds.lowerBound)
        fraction = span > 0 && offset.isFinite ? min(max(offset / span, 0), 1) : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        self.markedValueLabels = markedValueLabels()
    }

    @MainActor package func makeContent() -> NodeContent { GaugeContent(self) }
}

extension Gauge: View, BuiltinView {}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range, with labels for the value and the
    /// range's ends.
    public nonisolated init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range, with a label for the value.
    public nonisolated init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range.
    public nonisolated init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
    }
}

/// The label is child 0, the current value label 1, the bounds labels 2 and 3, the marked
/// value labels 4.
@MainActor
private final class GaugeContent<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>:
    TypedContent<Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>> {
    /// Where the value's `label` lies in it: read there, never copied.
    private let labelOffset = MemoryLayout<Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>>.offset(of: \.label)!
    /// Where the value's `currentValueLabel` lies in it: read there, never copied.
    private let currentValueLabelOffset = MemoryLayout<Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>>.offset(of: \.currentValueLabel)!
    /// Where the value's `minimumValueLabel` lies in it: read there, never copied.
    private let minimumValueLabelOffset = MemoryLayout<Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>>.offset(of: \.minimumValueLabel)!
    /// Where the value's `maximumValueLabel` lies in it: read there, never copied.
    private let maximumValueLabelOffset = MemoryLayout<Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>>.offset(of: \.maximumValueLabel)!
    /// Where the value's `markedValueLabels` lies in it: read there, never copied.
    private let markedValueLabelsOffset = MemoryLayout<Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>>.offset(of: \.markedValueLabels)!
    /// The built-in look drawn; `nil` while a style of the user's makes the body.
    private var look: GaugeLook? = GaugeLook(meter: .capacity)
    private var meter: MeterLook.Style { look?.meter ?? .capacity }
    private var tint = Color.accentColor.paintStyle
    private var meterFrame = Rect.zero

    override func update(_ node: ViewNode) {
        let forced = view.look
        let style: StyleChoice<GaugeStyleConfiguration, GaugeLook>
        (style, tint) = node.graph.track(node, countsAsBody: false) {
            (forced.map { .builtin($0) } ?? node.trackedEnvironment(\.gaugeStyle), node.trackedEnvironment(\.tintOrAccent))
        }
        switch style {
        case .builtin(let builtin):
            look = builtin
            if let color = builtin.tint { tint = color.paintStyle }
            reconcilePart(Label.self, at: labelOffset, child: 0, of: node)
            reconcilePart(CurrentValueLabel.self, at: currentValueLabelOffset, child: 1, of: node)
            reconcilePart(BoundsLabel.self, at: minimumValueLabelOffset, child: 2, of: node)
            reconcilePart(BoundsLabel.self, at: maximumValueLabelOffset, child: 3, of: node)
            reconcilePart(MarkedValueLabels.self, at: markedValueLabelsOffset, child: 4, of: node)
        case .custom(let custom):
            look = nil
            node.removeChildren(from: 1)
            custom.reconcile(node, 0, GaugeStyleConfiguration(view))
        }
    }

    override var render: RenderRole {
        .element(kind: "Gauge", attributes: ["value=\(formatNumber(view.fraction))"] + (look.map { [$0.meter.rawValue] } ?? []))
    }

    override var accessibilityTraits: AccessibilityTraits? { .updatesFrequently }
    override var accessibilityValue: String? { "\(Int((view.fraction * 100).rounded()))%" }
    override var accessibilityLabelChildren: Int? { 1 }

    private var isCircular: Bool { meter == .ring || meter == .dial }

    private func natural(_ node: ViewNode, _ index: Int) -> Size { node.children[index].sizeThatFits(.unspecified) }

    /// A circular gauge's side in points, as iOS draws `.accessoryCircular`.
    private static var pointSide: Double { 58 }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        guard look != nil else { return super.sizeThatFits(proposal, node: node) }
        let label = natural(node, 0), value = natural(node, 1), minimum = natural(node, 2), maximum = natural(node, 3)
        let (cw, ch) = (node.graph.layoutMetrics.cell.width, node.graph.layoutMetrics.cell.height)
        if isCircular, node.graph.layoutMetrics.measuresPoints { return Size(width: Self.pointSide, height: Self.pointSide) }
        if isCircular {
            let width = cw + [value.width, label.width].filter { $0 > 0 }.reduce(0) { $0 + $1 + cw }
            return Size(width: width, height: max(ch, label.height, value.height))
        }
        let top = label.width + value.width + (label.width > 0 && value.width > 0 ? cw : 0)
        let ends = minimum.width + maximum.width + (minimum.width > 0 ? cw : 0) + (maximum.width > 0 ? cw : 0)
        let height = (top > 0 ? max(label.height, value.height) : 0) + max(ch, minimum.height, maximum.height)
        return Size(width: proposal.width ?? max(top, ends + 12 * cw), height: height)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        guard look != nil else { return super.place(in: bounds, node: node) }
        let label = natural(node, 0), value = natural(node, 1), minimum = natural(node, 2), maximum = natural(node, 3)
        let (x, y) = (bounds.minX, bounds.minY)
        let (cw, ch) = (node.graph.layoutMetrics.cell.width, node.graph.layoutMetrics.cell.height)
        node.children[4].place(in: Rect(x: x, y: y, width: 0, height: 0))
        if isCircular, node.graph.layoutMetrics.measuresPoints {
            // iOS's: the value (else the label) in the ring's middle; a dial's minimum and
            // maximum in the gap at its foot, under the arc's ends.
            meterFrame = Rect(x: x + (bounds.size.width - Self.pointSide) / 2, y: y + (bounds.size.height - Self.pointSide) / 2,
                              width: Self.pointSide, height: Self.pointSide)
            let middle = value.width > 0 ? 1 : 0, hidden = 1 - middle
            let shown = middle == 1 ? value : label
            func centred(_ size: Size, at point: Point) -> Rect {
                Rect(x: (point.x - size.width / 2).rounded(), y: (point.y - size.height / 2).rounded(), width: size.width, height: size.height)
            }
            let centre = Point(x: meterFrame.minX + meterFrame.size.width / 2, y: meterFrame.minY + meterFrame.size.height / 2)
            node.children[middle].place(in: centred(shown, at: centre))
            node.children[hidden].place(in: Rect(x: x, y: y, width: 0, height: 0))
            let foot = meterFrame.maxY - minimum.height / 2
            let showsEnds = meter == .dial
            node.children[2].place(in: showsEnds ? centred(minimum, at: Point(x: centre.x - Self.pointSide * 0.22, y: foot))
                                               : Rect(x: x, y: y, width: 0, height: 0))
            node.children[3].place(in: showsEnds ? centred(maximum, at: Point(x: centre.x + Self.pointSide * 0.22, y: foot))
                                               : Rect(x: x, y: y, width: 0, height: 0))
            return
        }
        if isCircular {
            meterFrame = Rect(x: x, y: y, width: cw, height: ch)
            node.children[1].place(in: Rect(x: x + 2 * cw, y: y, width: value.width, height: value.height))
            let labelX = x + 2 * cw + (value.width > 0 ? value.width + cw : 0)
            node.children[0].place(in: Rect(x: labelX, y: y, width: label.width, height: label.height))
            node.children[2].place(in: Rect(x: x, y: y, width: 0, height: 0))
            node.children[3].place(in: Rect(x: x, y: y, width: 0, height: 0))
            return
        }
        let topHeight = label.width + value.width > 0 ? max(label.height, value.height) : 0
        node.children[0].place(in: Rect(x: x, y: y, width: label.width, height: label.height))
        node.children[1].place(in: Rect(x: bounds.maxX - value.width, y: y, width: value.width, height: value.height))
        let row = y + topHeight
        node.children[2].place(in: Rect(x: x, y: row, width: minimum.width, height: minimum.height))
        node.children[3].place(in: Rect(x: bounds.maxX - maximum.width, y: row, width: maximum.width, height: maximum.height))
        let start = x + minimum.width + (minimum.width > 0 ? cw : 0)
        let end = bounds.maxX - maximum.width - (maximum.width > 0 ? cw : 0)
        meterFrame = Rect(x: start, y: row, width: max(end - start, 0), height: ch)
    }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        guard look != nil else { return node.appendChildrenDisplayItems(paint: paint, to: &items) }
        MeterLook(fraction: view.fraction, style: meter, tint: tint).append(in: meterFrame, on: LookCanvas(paint: paint, graph: node.graph), to: &items)
        let inPoints = node.graph.layoutMetrics.measuresPoints
        for index in 0..<4 {
            let hiddenInPoints = index == (node.children[1].frame.size.width > 0 ? 0 : 1) || (index >= 2 && meter == .ring)
            if isCircular && (inPoints ? hiddenInPoints : index >= 2) {
                node.children[index].skipDisplayItems(at: items.position)
            } else {
                node.children[index].appendDisplayItems(paint: paint, to: &items)
            }
        }
        node.children[4].skipDisplayItems(at: items.position)
    }
}
