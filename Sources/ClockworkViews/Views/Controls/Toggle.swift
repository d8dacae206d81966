@_spi(Machinery) import ClockworkCore

/// A control that toggles between on and off states.
///
/// Drawn by its style (`View/toggleStyle(_:)`): a switch by default, a checkbox, a
/// button filled with the tint while on, or whatever a ``ToggleStyle`` of yours makes.
public struct Toggle<Label: View> {
    let isOn: Binding<Bool>
    let label: Label
    /// The built-in look a built-in style's body asks for; `nil`: the environment's style.
    let look: ToggleLook?

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        look = nil
    }

    @MainActor package func makeContent() -> NodeContent { ToggleContent(self) }
}

extension Toggle: View, BuiltinView {}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    public nonisolated init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle based on a toggle style configuration: inside a style's body, the
    /// toggle drawn the default way.
    public nonisolated init(_ configuration: ToggleStyleConfiguration) {
        isOn = configuration.$isOn
        label = configuration.label
        look = nil
    }

    /// The toggle a built-in style's body makes: drawn the built-in way `look` names.
    init(_ configuration: ToggleStyleConfiguration, look: ToggleLook) {
        isOn = configuration.$isOn
        label = configuration.label
        self.look = look
    }
}

/// Child 0 is the label under a built-in look, or the style's body under a style of yours.
@MainActor
private final class ToggleContent<Label: View>: TypedContent<Toggle<Label>>, Control {
    /// Where the value's `label` lies in it: read there, never copied.
    private let labelOffset = MemoryLayout<Toggle<Label>>.offset(of: \.label)!
    private var isOn = false
    /// The built-in look drawn; `nil` while a style of the user's makes the body.
    private var look: ToggleLook? = .switch
    private var tint = Color.accentColor.paintStyle
    /// Whether the label is left out (`labelsHidden()`): a switch or box alone.
    private var labelHidden = false
    /// Closes the menu the toggle is in once it is flipped.
    private var dismissAfterChoice: DismissAction?

    override func update(_ node: ViewNode) {
        dismissAfterChoice = node.environment.dismissAfterAction
        let binding = view.isOn
        let forced = view.look
        let style: StyleChoice<ToggleStyleConfiguration, ToggleLook>
        (isOn, style, tint, labelHidden) = node.graph.observeReads(of: node) {
            (binding.wrappedValue, forced.map { .builtin($0) } ?? node.trackedEnvironment(\.toggleStyle),
             node.trackedEnvironment(\.tintOrAccent), node.trackedEnvironment(\.hidesControlLabels))
        }
        switch style {
        case .builtin(let builtin):
            look = builtin
            reconcilePart(Label.self, at: labelOffset, child: 0, of: node)
        case .custom(let custom):
            look = nil
            let label = ToggleStyleConfiguration.Label(showing: view.label)
            custom.reconcile(node, 0, ToggleStyleConfiguration(label: label, isOn: binding))
        }
    }

    override var render: RenderRole {
        var attributes = ["isOn=\(isOn)"]
        if let look, look != .switch { attributes.append("style=\(look)") }
        return .element(kind: "Toggle", attributes: attributes)
    }

    override var accessibilityTraits: AccessibilityTraits? { isOn ? [.isToggle, .isSelected] : .isToggle }
    override var accessibilityValue: String? { isOn ? "on" : "off" }

    /// A switch or a box four cells wide and one high (`[x] ` on a terminal) before the
    /// label; a button's label with a cell of margin on each side. In points a switch is
    /// iOS's: 51 by 31 points at the trailing edge of all the width offered, the label at
    /// the leading edge.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        guard let look else { return super.sizeThatFits(proposal, node: node) }
        if look == .switch, node.graph.layoutMetrics.measuresPoints {
            let room = Self.pointSwitch.width + (hidesLabel(look) ? 0 : Self.pointGap)
            let label = hidesLabel(look) ? .zero : super.sizeThatFits(proposal.inset(width: room, height: 0), node: node)
            let natural = label.width + room
            return Size(width: hidesLabel(look) ? natural : max(proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? natural, natural),
                        height: max(label.height, Self.pointSwitch.height))
        }
        let cell = node.graph.layoutMetrics.cell
        let leading = leadingWidth(look, cell: cell), trailing = look == .button ? cell.width : 0
        let label = hidesLabel(look) ? .zero : super.sizeThatFits(proposal.inset(width: leading + trailing, height: 0), node: node)
        return Size(width: label.width + leading + trailing, height: max(label.height, cell.height))
    }

    override func place(in bounds: Rect, node: ViewNode) {
        guard let look else { return super.place(in: bounds, node: node) }
        if look == .switch, node.graph.layoutMetrics.measuresPoints {
            let width = hidesLabel(look) ? 0 : max(bounds.size.width - Self.pointSwitch.width - Self.pointGap, 0)
            return super.place(in: Rect(x: bounds.minX, y: bounds.minY, width: width, height: hidesLabel(look) ? 0 : bounds.size.height), node: node)
        }
        let cell = node.graph.layoutMetrics.cell
        let leading = leadingWidth(look, cell: cell), trailing = look == .button ? cell.width : 0
        super.place(in: Rect(x: bounds.minX + leading, y: bounds.minY,
                             width: hidesLabel(look) ? 0 : max(bounds.size.width - leading - trailing, 0),
                             height: hidesLabel(look) ? 0 : bounds.size.height), node: node)
    }

    /// Whether the label is left out: under `labelsHidden()`, except on a button, whose
    /// label is all there is to tap.
    private func hidesLabel(_ look: ToggleLook) -> Bool { labelHidden && look != .button }

    private func leadingWidth(_ look: ToggleLook, cell: Size) -> Double {
        look == .button ? cell.width : Self.indicatorCells * cell.width
    }

    private static var indicatorCells: Double { 4 }
    /// iOS's switch, in points, and the least gap before it.
    private static var pointSwitch: Size { Size(width: 51, height: 31) }
    private static var pointGap: Double { 8 }

    /// Where the indicator is drawn in `frame`: the first four cells, or in points the
    /// switch at the trailing edge, centred on the height.
    private func indicatorFrame(_ frame: Rect, graph: ViewGraph) -> Rect {
        let cell = graph.layoutMetrics.cell
        guard look == .switch, graph.layoutMetrics.measuresPoints else {
            return Rect(x: frame.minX, y: frame.minY, width: Self.indicatorCells * cell.width, height: cell.height)
        }
        let size = Self.pointSwitch
        return Rect(x: frame.maxX - size.width, y: frame.minY + ((frame.size.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        let frame = node.frame
        let cell = node.graph.layoutMetrics.cell
        let indicator = indicatorFrame(frame, graph: node.graph)
        var paint = paint
        switch look {
        case .switch: SwitchLook(isOn: isOn).append(in: indicator, on: LookCanvas(paint: paint, graph: node.graph), to: &items)
        case .checkbox: CheckboxLook(isOn: isOn).append(in: indicator, on: LookCanvas(paint: paint, graph: node.graph), to: &items)
        case .button:
            var backdrop = paint.item(.shape(.roundedRectangle(cornerWidth: cell.height / 4, cornerHeight: cell.height / 4, style: .continuous), .fill(tint, eoFill: false)), in: frame)
            if !isOn { backdrop.opacity *= 0.2 }
            items.append(backdrop)
            if isOn { paint.foreground = Color.white.paintStyle }
        case nil: break
        }
        node.appendControlChildrenDisplayItems(paint: paint, labelHidden: look.map(hidesLabel) ?? false, to: &items)
    }

    func perform(_ input: ControlInput) throws(ControlInputError) {
        switch input {
        case .activate, .toggle: view.isOn.wrappedValue.toggle()
        case .setOn(let on): view.isOn.wrappedValue = on
        case .setText, .setValue, .increment, .decrement, .select, .scroll: throw .unsupported(input, control: "Toggle")
        }
        dismissAfterChoice?()
    }
}
