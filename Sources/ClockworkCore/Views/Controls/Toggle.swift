/// A control that toggles between on and off states.
public struct Toggle<Label: View>: View, BuiltinView {
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    func makeContent() -> NodeContent { ToggleContent(self) }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.isOn = isOn
        label = Text(title)
    }
}

@MainActor
private final class ToggleContent<Label: View>: TypedContent<Toggle<Label>>, Control {
    private var isOn = false

    override func update(_ node: ViewNode) {
        let binding = view.isOn
        isOn = node.graph.observeReads(of: node) { binding.wrappedValue }
        node.reconcileChild(at: 0, with: view.label)
    }

    override var render: RenderRole { .element(kind: "Toggle", attributes: ["isOn=\(isOn)"]) }

    /// A switch four cells wide and one high (`[x] ` on a terminal) before the label.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let cell = node.graph.layoutMetrics.cell
        let switchWidth = Self.switchCells * cell.width
        let label = super.sizeThatFits(proposal.inset(width: switchWidth, height: 0), node: node)
        return Size(width: label.width + switchWidth, height: max(label.height, cell.height))
    }

    override func place(in bounds: Rect, node: ViewNode) {
        let switchWidth = Self.switchCells * node.graph.layoutMetrics.cell.width
        super.place(in: Rect(x: bounds.minX + switchWidth, y: bounds.minY,
                             width: max(bounds.size.width - switchWidth, 0), height: bounds.size.height), node: node)
    }

    private static var switchCells: Double { 4 }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        let frame = node.frame
        let cell = node.graph.layoutMetrics.cell
        items.append(paint.item(.toggle(isOn: isOn), in: Rect(x: frame.minX, y: frame.minY,
                                                              width: Self.switchCells * cell.width, height: cell.height)))
        node.appendChildrenDisplayItems(paint: paint, to: &items)
    }

    func perform(_ input: ControlInput) throws(ControlInputError) {
        switch input {
        case .activate, .toggle: view.isOn.wrappedValue.toggle()
        case .setOn(let on): view.isOn.wrappedValue = on
        case .setText, .setValue, .increment, .decrement, .select, .scroll: throw .unsupported(input, control: "Toggle")
        }
    }
}
