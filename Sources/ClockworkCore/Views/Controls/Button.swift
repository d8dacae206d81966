/// A control that initiates an action.
///
/// A destructive button's label is drawn red. `.buttonStyle(.bordered)` draws the label on
/// a faint backdrop of the tint, `.borderedProminent` on the tint itself.
public struct Button<Label: View>: View, BuiltinView {
    let action: @MainActor () -> Void
    let role: ButtonRole?
    let label: Label

    /// Creates a button that displays a custom label.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        role = nil
        self.label = label()
    }

    /// Creates a button with a role that displays a custom label.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.role = role
        self.label = label()
    }

    func makeContent() -> NodeContent { ButtonContent(self) }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button with a role that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }

    /// Creates a button with a role that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// A role that indicates a destructive action: drawn red.
    public static let destructive = ButtonRole(name: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}

extension ButtonRole: CustomStringConvertible {
    public var description: String { name }
}

@MainActor
private final class ButtonContent<Label: View>: TypedContent<Button<Label>>, Control {
    private var style = ButtonBackdrop.none
    private var tint = Color.accentColor.paintStyle
    /// Dismisses the alert or dialog the button is in, after its action.
    private var dismissAfterAction: DismissAction?

    override func update(_ node: ViewNode) {
        (style, tint) = node.graph.track(node, countsAsBody: false) {
            (node.trackedEnvironment(\.buttonBackdrop), node.trackedEnvironment(\.tintOrAccent))
        }
        dismissAfterAction = node.environment.dismissAfterAction
        node.reconcileChild(at: 0, with: view.label)
    }

    override var render: RenderRole {
        var attributes: [String] = []
        if let role = view.role { attributes.append("role=\(role)") }
        if style != .none { attributes.append("style=\(style)") }
        return .element(kind: "Button", attributes: attributes)
    }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        var paint = paint
        if style != .none {
            var backdrop = paint.item(.shape(.rectangle, .fill(tint, eoFill: false)), in: node.frame)
            if style == .faint { backdrop.opacity *= 0.35 }
            items.append(backdrop)
        }
        paintChildren(&paint, node: node)
        node.appendChildrenDisplayItems(paint: paint, to: &items)
    }

    /// A destructive button's label is red.
    override func paintChildren(_ paint: inout Paint, node: ViewNode) {
        if view.role == .destructive { paint.foreground = Color.red.paintStyle }
    }

    func perform(_ input: ControlInput) throws(ControlInputError) {
        guard case .activate = input else { throw .unsupported(input, control: "Button") }
        view.action()
        dismissAfterAction?()
    }
}
