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
        isOn = node.graph.track(node, countsAsBody: false) { binding.wrappedValue }
        node.reconcileChild(at: 0, with: view.label)
    }

    override var render: RenderRole { .element(kind: "Toggle", attributes: ["isOn=\(isOn)"]) }

    /// A four-cell switch (`[x] `) before the label.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let label = super.sizeThatFits(proposal.inset(width: Self.switchWidth, height: 0), node: node)
        return Size(width: label.width + Self.switchWidth, height: max(label.height, 1))
    }

    override func place(in bounds: Rect, node: ViewNode) {
        super.place(in: Rect(x: bounds.minX + Self.switchWidth, y: bounds.minY,
                             width: max(bounds.size.width - Self.switchWidth, 0), height: bounds.size.height), node: node)
    }

    private static var switchWidth: Double { 4 }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        let frame = node.frame
        items.append(paint.item(.toggle(isOn: isOn), in: Rect(x: frame.minX, y: frame.minY, width: Self.switchWidth, height: 1)))
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
