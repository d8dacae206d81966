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
        case .setText: throw .unsupported(input, control: "Toggle")
        }
    }
}

/// A control that displays an editable text interface.
public struct TextField: View, BuiltinView {
    let title: String
    let text: Binding<String>

    /// Creates a text field with a text label generated from a title string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }

    func makeContent() -> NodeContent { TextFieldContent(self) }
}

@MainActor
private final class TextFieldContent: TypedContent<TextField>, Control {
    private var text = ""
    private var width = TextWidth()

    override func update(_ node: ViewNode) {
        let binding = view.text
        text = node.graph.track(node, countsAsBody: false) { binding.wrappedValue }
    }

    override var render: RenderRole { .element(kind: "TextField", attributes: [quoted(view.title), "text=\(quoted(text))"]) }

    override var visibleText: String? { view.title }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        items.append(paint.item(.field(text: text, placeholder: view.title), in: node.frame))
    }

    /// One line: the text (or, empty, the title as a placeholder) between two brackets.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let length = width.of(text.isEmpty ? view.title : text, in: node.graph) + 2
        return Size(width: min(length, proposal.width ?? length), height: 1)
    }

    func perform(_ input: ControlInput) throws(ControlInputError) {
        guard case .setText(let text) = input else { throw .unsupported(input, control: "TextField") }
        view.text.wrappedValue = text
    }
}

/// Something a user can act on: a button, a toggle, a text field.
@MainActor
protocol Control: AnyObject {
    func perform(_ input: ControlInput) throws(ControlInputError)
}

/// An action on a control, as input events and tests deliver it.
public enum ControlInput: Sendable, Equatable, CustomStringConvertible {
    /// Tap or click: press a button, flip a toggle.
    case activate
    /// Flip a toggle.
    case toggle
    /// Set a toggle on or off.
    case setOn(Bool)
    /// Replace a text field's text.
    case setText(String)

    public var description: String {
        switch self {
        case .activate: "activate"
        case .toggle: "toggle"
        case .setOn(let on): "set \(on ? "on" : "off")"
        case .setText: "set text"
        }
    }
}

/// Why an input could not be delivered.
public enum ControlInputError: Error, Equatable, CustomStringConvertible {
    /// No element matched the target.
    case notFound(String)
    /// The element does not take this kind of input.
    case unsupported(ControlInput, control: String)
    /// A key asked for the focused control, and none has focus.
    case nothingFocused
    /// A key asked to move focus, and no control can take it.
    case nothingFocusable

    public var description: String {
        switch self {
        case .notFound(let target): "no control matches \(quoted(target))"
        case .unsupported(let input, let control): "a \(control) cannot \(input)"
        case .nothingFocused: "no control has focus (send Tab first)"
        case .nothingFocusable: "nothing can take focus"
        }
    }
}
