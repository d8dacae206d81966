@_spi(Machinery) import ClockworkCore

/// A control that initiates an action.
///
/// Drawn by its style (`.buttonStyle(_:)`): by default its
/// label in the tint, as SwiftUI's; `.plain` as the label alone, `.bordered` on a faint
/// rounded backdrop of the tint, `.borderedProminent` in white on the tint, or whatever a
/// ``ButtonStyle`` or ``PrimitiveButtonStyle`` of yours makes. A destructive button's label
/// is drawn red. A foreground style set above the button (`.foregroundStyle(_:)`,
/// `.foregroundColor(_:)`) colors the label instead of the tint, as in SwiftUI. Disabled,
/// a built-in look draws its label in the tertiary gray and a backdrop in a gray fill.
public struct Button<Label: View> {
    let action: @MainActor () -> Void
    let role: ButtonRole?
    let label: Label
    /// The built-in look a built-in style's body asks for; `nil`: the environment's style.
    nonisolated var look: ButtonLook?

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

    @MainActor package func makeContent() -> NodeContent { ButtonContent(self) }
}

extension Button: View, BuiltinView {}

extension Button where Label == Text {
    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button that generates its label from a localized string key.
    public nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button with a role that generates its label from a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }

    /// Creates a button with a role that generates its label from a localized string key.
    public nonisolated init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Button where Label == ClockworkViews.Label<Text, Image> {
    /// Creates a button whose label comes from its role: Close with an `xmark`, Done with
    /// a `checkmark`, Cancel, or Delete with a `trash`.
    public nonisolated init(role: ButtonRole, action: @escaping @MainActor () -> Void) {
        let (title, symbol): (LocalizedStringKey, String) = switch role {
        case .close: ("Close", "xmark")
        case .confirm: ("Done", "checkmark")
        case .destructive: ("Delete", "trash")
        default: ("Cancel", "xmark")
        }
        self.init(role: role, action: action) { ClockworkViews.Label(title, systemImage: symbol) }
    }
}

extension Button where Label == ClockworkViews.Label<Text, Image> {
    /// Creates a button with a specified system image that generates its label from a
    /// localized string key.
    public nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ClockworkViews.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a specified system image that generates its label from a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ClockworkViews.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a specified role and system image that generates its label
    /// from a localized string key.
    public nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { ClockworkViews.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a specified role and system image that generates its label
    /// from a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { ClockworkViews.Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button based on a configuration for a style with a custom appearance and
    /// custom interaction behavior: inside a style's body, the button drawn the default way.
    public nonisolated init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }

    /// The button a built-in style's body makes: drawn the built-in way `look` names.
    init(_ configuration: PrimitiveButtonStyleConfiguration, look: ButtonLook) {
        self.init(configuration)
        self.look = look
    }
}

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// A role that indicates a destructive action: drawn red.
    public static let destructive = ButtonRole(name: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
    /// A role that indicates a button that closes what is shown: labelled with an `xmark`.
    public static let close = ButtonRole(name: "close")
    /// A role that indicates a button that confirms an operation: labelled with a
    /// `checkmark`.
    public static let confirm = ButtonRole(name: "confirm")
}

extension ButtonRole: CustomStringConvertible {
    public var description: String { name }
}

/// How opaque a built-in button look draws while a finger holds the button down.
private let pressedOpacity = 0.5

/// Child 0 is the label under a built-in look, or the style's body under a style of yours.
@MainActor
private final class ButtonContent<Label: View>: TypedContent<Button<Label>>, Control {
    /// Where the value's `label` lies in it: read there, never copied.
    private let labelOffset = MemoryLayout<Button<Label>>.offset(of: \.label)!
    /// The built-in look drawn; `nil` while a style of the user's makes the body.
    private var look: ButtonLook? = .automatic
    private var tint = Color.accentColor.paintStyle
    /// The backdrop's shape and the margin around the label, as the environment sets them.
    private var borderShape = ButtonBorderShape.automatic
    private var controlSize = ControlSize.regular
    /// Whether the button takes input (`.disabled(_:)`), which its look shows.
    private var isEnabled = true
    /// Dismisses the alert or dialog the button is in, after its action.
    private var dismissAfterAction: DismissAction?

    override func update(_ node: ViewNode) {
        let forced = view.look
        let style: ButtonStyleChoice
        (style, tint, borderShape, controlSize, isEnabled) = node.graph.track(node, countsAsBody: false) {
            (forced.map { .builtin($0) } ?? node.trackedEnvironment(\.buttonStyle), node.trackedEnvironment(\.tintOrAccent),
             node.trackedEnvironment(\.buttonBorderShape), node.trackedEnvironment(\.controlSize), node.trackedEnvironment(\.isEnabled))
        }
        dismissAfterAction = node.environment.dismissAfterAction
        switch style {
        case .builtin(let builtin):
            look = builtin
            reconcilePart(Label.self, at: labelOffset, child: 0, of: node)
        case .custom(let custom):
            look = nil
            let label = ButtonStyleConfiguration.Label(showing: view.label)
            custom.reconcile(node, 0, ButtonStyleConfiguration(role: view.role, label: label, isPressed: node === node.graph.pressedControl))
        case .primitive(let custom):
            look = nil
            let label = PrimitiveButtonStyleConfiguration.Label(showing: view.label)
            custom.reconcile(node, 0, PrimitiveButtonStyleConfiguration(role: view.role, label: label, action: activate))
        }
    }

    override var render: RenderRole {
        var attributes: [String] = []
        if let role = view.role { attributes.append("role=\(role)") }
        if let look, look != .automatic { attributes.append("style=\(look)") }
        if controlSize != .regular { attributes.append("controlSize=\(controlSize)") }
        return .element(kind: "Button", attributes: attributes)
    }

    override var accessibilityTraits: AccessibilityTraits? { .isButton }

    /// The margin around the label of a button drawn on a backdrop: a cell each side on
    /// a terminal; on a screen in points, iOS's margins for the control size (12 points
    /// beside the label and 6 above and below it at `.regular`).
    private func margin(_ node: ViewNode) -> (width: Double, height: Double) {
        guard let look, look.hasBackdrop else { return (0, 0) }
        let metrics = node.graph.layoutMetrics
        guard metrics.measuresPoints else { return (metrics.cell.width, 0) }
        return (controlSize.sideMarginInPoints, controlSize.verticalMarginInPoints)
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let margin = margin(node)
        let label = super.sizeThatFits(proposal.inset(width: 2 * margin.width, height: 2 * margin.height), node: node)
        return Size(width: label.width + 2 * margin.width, height: label.height + 2 * margin.height)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        let margin = margin(node)
        super.place(in: Rect(x: bounds.minX + margin.width, y: bounds.minY + margin.height,
                             width: max(bounds.size.width - 2 * margin.width, 0),
                             height: max(bounds.size.height - 2 * margin.height, 0)), node: node)
    }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        var paint = paint
        // Held down by a finger: drawn faded, backdrop and label, as iOS highlights a button.
        if look != nil, node === node.graph.pressedControl { paint.opacity *= pressedOpacity }
        if let look, look.hasBackdrop {
            let outline = borderShape.outline(in: node.frame.size, lineHeight: node.graph.layoutMetrics.cell.height)
            var backdrop = paint.item(.shape(outline, .fill(backdropFill, eoFill: false)), in: node.frame)
            if look == .bordered, isEnabled { backdrop.opacity *= 0.2 }
            items.append(backdrop)
        }
        paintChildren(&paint, node: node)
        node.appendChildrenDisplayItems(paint: paint, to: &items)
    }

    /// What a backdrop is filled with: the tint; red for a destructive role left in the
    /// accent color, as SwiftUI draws a prominent destructive button; disabled, UIKit's
    /// secondary system fill.
    private var backdropFill: PaintStyle {
        if !isEnabled { return Color(uiColor: .secondarySystemFill).paintStyle }
        return view.role == .destructive && tint == Color.accentColor.paintStyle ? Color.red.paintStyle : tint
    }

    /// The label in the tint, white on a prominent backdrop, red for a destructive role,
    /// or in the foreground style a modifier above set; disabled, in the tertiary gray. A
    /// style of the user's paints its own.
    override func paintChildren(_ paint: inout Paint, node: ViewNode) {
        guard let look else { return }
        if !isEnabled {
            paint.foreground = .hierarchical(.tertiary)
            return
        }
        if paint.foreground != nil, look != .plain { return }
        if view.role == .destructive, look != .borderedProminent {
            paint.foreground = Color.red.paintStyle
            return
        }
        switch look {
        case .plain: break
        case .automatic, .borderless, .bordered: paint.foreground = tint
        case .borderedProminent: paint.foreground = Color.white.paintStyle
        }
    }

    private func activate() {
        view.action()
        dismissAfterAction?()
    }

    func perform(_ input: ControlInput) throws(ControlInputError) {
        guard case .activate = input else { throw .unsupported(input, control: "Button") }
        activate()
    }
}
