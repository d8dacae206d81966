/// A control that initiates an action.
public struct Button<Label: View>: View, BuiltinView {
    let action: @MainActor () -> Void
    let label: Label

    /// Creates a button that displays a custom label.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    func makeContent() -> NodeContent { ButtonContent(self) }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.action = action
        label = Text(title)
    }
}

@MainActor
private final class ButtonContent<Label: View>: TypedContent<Button<Label>>, Control {
    override func update(_ node: ViewNode) {
        node.reconcileChild(at: 0, with: view.label)
    }

    override var render: RenderRole { .element(kind: "Button", attributes: []) }

    func perform(_ input: ControlInput) throws(ControlInputError) {
        guard case .activate = input else { throw .unsupported(input, control: "Button") }
        view.action()
    }
}
