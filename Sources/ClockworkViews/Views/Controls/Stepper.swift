@_spi(Machinery) import ClockworkCore

/// A control that performs increment and decrement actions.
///
/// Drawn as its label, then `− +` (in points iOS's 94 × 32 pair of buttons at the
/// trailing edge); a side that cannot step (the value at a bound of its range) is drawn
/// faded and does nothing. The input socket's `increment` and `decrement`,
/// `TestHost`, and the arrow keys while it has focus step it.
public struct Stepper<Label: View> {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    /// Whether each side can step now (read while the view updates, so it is tracked).
    let canStep: () -> (up: Bool, down: Bool)

    /// Creates a stepper that runs your closures to increment and decrement (`nil` turns
    /// a side off).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
        canStep = { (onIncrement != nil, onDecrement != nil) }
    }

    /// Creates a stepper that steps `value` by `step`, with no bounds.
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        self.onEditingChanged = onEditingChanged
        canStep = { (true, true) }
    }

    /// Creates a stepper that steps `value` by `step` within `bounds`: a step past a bound
    /// stops at it, and at a bound that side does nothing.
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        onIncrement = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        onDecrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        self.onEditingChanged = onEditingChanged
        canStep = { (value.wrappedValue < bounds.upperBound, value.wrappedValue > bounds.lowerBound) }
    }

    /// Creates a stepper that steps `value` by `step`, with no bounds, its label last (the
    /// order SwiftUI's trailing-closure form takes).
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper that steps `value` by `step` within `bounds`, its label last.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    @MainActor package func makeContent() -> NodeContent { StepperContent(self) }
}

extension Stepper: View, BuiltinView {}

extension Stepper where Label == Text {
    /// Creates a stepper with a title that runs your closures to increment and decrement.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper titled by a localized key that runs your closures to increment
    /// and decrement.
    public nonisolated init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title that steps `value` by `step`.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title that steps `value` by `step` within `bounds`.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a localized title (interpolations formatted, as in
    /// `"Quantity: \(count)"`) that steps `value` by `step`.
    public nonisolated init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a localized title that steps `value` by `step` within `bounds`.
    public nonisolated init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
}

/// The label is child 0.
@MainActor
private final class StepperContent<Label: View>: TypedContent<Stepper<Label>>, Control {
    /// Where the value's `label` lies in it: read there, never copied.
    private let labelOffset = MemoryLayout<Stepper<Label>>.offset(of: \.label)!
    private var canStep = (up: true, down: true)
    private var buttonsFrame = Rect.zero
    /// The graph's cell as of the last layout: the buttons are `−` and `+` a cell apart.
    private var cell = LayoutMetrics.cells.cell
    private var labelHidden = false

    /// Three cells of buttons at the row's end, for `cell`.
    private func row(_ cell: Size) -> ControlRow {
        ControlRow(idealAccessoryWidth: 3 * cell.width, minimumAccessoryWidth: 3 * cell.width, fillsWidth: true, cell: cell,
                   labelHidden: labelHidden)
    }

    /// iOS's stepper in points: two 47-point halves on a 32-point rounded backdrop.
    private static var pointButtons: Size { Size(width: 94, height: 32) }

    /// The row's lengths: the graph's cell, or in points one as tall as iOS's buttons and
    /// a third as wide, so that the row's three cells are the buttons.
    private func rowCell(_ metrics: LayoutMetrics) -> Size {
        metrics.measuresPoints ? Size(width: Self.pointButtons.width / 3, height: Self.pointButtons.height) : metrics.cell
    }

    override func update(_ node: ViewNode) {
        let stepper = view
        (canStep, labelHidden) = node.graph.observeReads(of: node) {
            let can = stepper.canStep()
            return ((can.up && stepper.onIncrement != nil, can.down && stepper.onDecrement != nil), node.trackedEnvironment(\.hidesControlLabels))
        }
        reconcilePart(Label.self, at: labelOffset, child: 0, of: node)
    }

    override var render: RenderRole {
        .element(kind: "Stepper", attributes: ["increment=\(canStep.up)", "decrement=\(canStep.down)"])
    }

    override var accessibilityTraits: AccessibilityTraits? { [] }
    override var accessibilityLabelChildren: Int? { 1 }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        row(rowCell(node.graph.layoutMetrics)).sizeThatFits(proposal, label: node.children[0])
    }

    /// The buttons sit at the trailing end of the row.
    override func place(in bounds: Rect, node: ViewNode) {
        cell = rowCell(node.graph.layoutMetrics)
        let accessory = row(cell).place(in: bounds, label: node.children[0])
        let width = 3 * cell.width
        buttonsFrame = Rect(x: max(accessory.maxX - width, accessory.minX), y: accessory.minY, width: width, height: cell.height)
    }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        node.appendControlChildrenDisplayItems(paint: paint, labelHidden: labelHidden, to: &items)
        if node.graph.layoutMetrics.measuresPoints { return appendPointButtons(paint: paint, to: &items) }
        for (symbol, offset, enabled) in [("minus", 0.0, canStep.down), ("plus", 2.0, canStep.up)] {
            var side = paint
            if !enabled { side.opacity *= 0.4 }
            items.append(side.item(.symbol(symbol), in: Rect(x: buttonsFrame.minX + offset * cell.width, y: buttonsFrame.minY,
                                                             width: cell.width, height: cell.height)))
        }
    }

    /// iOS's buttons: a rounded backdrop in the tertiary fill, a hairline between its
    /// halves, `−` and `+` centred in them, dimmed where the value is at its bound.
    private func appendPointButtons(paint: Paint, to items: inout DisplayListBuilder) {
        let frame = buttonsFrame
        items.append(paint.item(.shape(.roundedRectangle(cornerWidth: 8, cornerHeight: 8, style: .continuous),
                                       .fill(Color(uiColor: .tertiarySystemFill).paintStyle, eoFill: false)), in: frame))
        var divider = paint.item(.shape(.rectangle, .fill(Color(uiColor: .separator).paintStyle, eoFill: false)),
                                 in: Rect(x: frame.minX + frame.size.width / 2, y: frame.minY + 8, width: 1, height: frame.size.height - 16))
        divider.foreground = nil
        items.append(divider)
        let half = frame.size.width / 2, side = 14.0
        for (symbol, index, enabled) in [("minus", 0.0, canStep.down), ("plus", 1.0, canStep.up)] {
            var mark = paint
            if !enabled { mark.opacity *= 0.3 }
            var item = mark.item(.symbol(symbol), in: Rect(x: frame.minX + index * half + (half - side) / 2, y: frame.minY + (frame.size.height - side) / 2,
                                                           width: side, height: side))
            item.font = Font.body.weight(.semibold)
            items.append(item)
        }
    }

    /// A click on the `−` half decrements, anywhere else increments.
    func input(at point: Point) -> ControlInput {
        point.x < buttonsFrame.minX + buttonsFrame.size.width / 2 && point.x >= buttonsFrame.minX ? .decrement : .increment
    }

    func perform(_ input: ControlInput) throws(ControlInputError) {
        // Asked anew: writes earlier in this tick may have moved the value to a bound.
        let can = view.canStep()
        let action: (() -> Void)?
        switch input {
        case .increment: action = can.up ? view.onIncrement : nil
        case .decrement: action = can.down ? view.onDecrement : nil
        case .activate, .toggle, .setOn, .setText, .setValue, .select, .scroll: throw .unsupported(input, control: "Stepper")
        }
        guard let action else { return }
        view.onEditingChanged(true)
        action()
        view.onEditingChanged(false)
    }
}
