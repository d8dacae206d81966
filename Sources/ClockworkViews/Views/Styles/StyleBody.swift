@_spi(Machinery) import ClockworkCore

/// How the graph sees one of SwiftUI's style protocols (`ToggleStyle`, `ButtonStyle`,
/// `LabelStyle`…): a style value whose `makeBody(configuration:)` makes a control's body.
///
/// Each public protocol has an adapter conforming to this; the machinery below is shared.
@MainActor
protocol StyleAdapter {
    /// The user's (or a built-in) style type: its dynamic properties are attached like a
    /// view's before its body is made.
    associatedtype Style
    /// What the control hands the style.
    associatedtype Configuration
    /// What the style makes.
    associatedtype Body: View

    /// `style`'s body for `configuration`.
    static func body(of style: Style, for configuration: Configuration) -> Body

    /// Puts the control's automatic style back in `environment`: inside a style's body, a
    /// control made from the configuration (`Toggle(configuration)`) draws the built-in
    /// way instead of asking the same style again.
    static func resetStyle(in environment: inout EnvironmentValues)
}

/// A style kept in the environment, its type erased: equal when of the same type with the
/// same bytes, so a body that sets the same style again changes nothing below it.
struct AnyConfiguredStyle<Configuration>: Equatable {
    private let type: ObjectIdentifier
    private let style: Any
    private let isSameStyle: (Any) -> Bool
    /// The style's body for a configuration, as a view the graph evaluates.
    private let body: (Configuration) -> any View

    /// Made wherever a style modifier is called; its body is only evaluated on the main
    /// actor, by ``reconcile(_:_:_:)``.
    init<A: StyleAdapter>(_ adapter: A.Type, _ style: A.Style) where A.Configuration == Configuration {
        type = ObjectIdentifier(A.Style.self)
        self.style = style
        isSameStyle = { other in (other as? A.Style).map { bytesEqual($0, style) } ?? false }
        body = { configuration in StyleBodyView<A>(style: style, configuration: configuration) }
    }

    /// Makes child `index` of `node` the style's body for `configuration`.
    @MainActor
    func reconcile(_ node: ViewNode, _ index: Int, _ configuration: Configuration) {
        node.reconcileChild(at: index, with: body(configuration))
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.type == rhs.type && lhs.isSameStyle(rhs.style)
    }
}

/// What a control's style is: one it draws itself (a built-in look), or one that makes
/// its body (`makeBody(configuration:)`, a user's style).
enum StyleChoice<Configuration, Look: Equatable>: Equatable {
    /// Drawn by the control itself, the built-in way `Look` names: no body, no extra node.
    case builtin(Look)
    /// Made by the style's `makeBody(configuration:)`.
    case custom(AnyConfiguredStyle<Configuration>)
}

extension StyleChoice {
    /// The choice for `style`: its built-in look when it has one (the control draws
    /// itself), else its body made through `adapter`.
    static func choosing<A: StyleAdapter>(_ style: A.Style, _ adapter: A.Type, builtin look: Look?) -> StyleChoice
    where A.Configuration == Configuration {
        look.map { .builtin($0) } ?? .custom(AnyConfiguredStyle(adapter, style))
    }
}

/// A style's body for one control: `makeBody(configuration:)` evaluated like a view's
/// body (its dynamic properties attached from the node's storage, its reads tracked); the
/// result is the one child, in an environment where the control's style is automatic.
struct StyleBodyView<A: StyleAdapter> {
    let style: A.Style
    let configuration: A.Configuration

    @MainActor package func makeContent() -> NodeContent { StyleBodyContent<A>(self) }
}

extension StyleBodyView: View, BuiltinView {}

@MainActor
private final class StyleBodyContent<A: StyleAdapter>: TypedContent<StyleBodyView<A>> {
    private let layout = FieldLayout.of(A.Style.self)
    /// The environment the body was last made in, and the one handed to its child: made
    /// anew only when the first changes, so the child sees an unchanged environment.
    private var inherited = EnvironmentValues()
    private var reset = EnvironmentValues()

    override var drawingFollowsFrame: Bool { false }
    override var isAlwaysTransparent: Bool { true }

    override func update(_ node: ViewNode) {
        var style = view.style
        layout.attach(&style, to: node)
        let configuration = view.configuration
        let body = node.graph.evaluateBody(of: node) { [style] in A.body(of: style, for: configuration) }
        if !inherited.isSame(as: node.environment) {
            inherited = node.environment
            reset = node.environment
            A.resetStyle(in: &reset)
        }
        node.reconcileChild(at: 0, with: body, environment: reset)
    }

    override func unmount(_ node: ViewNode) {
        for storage in node.propertyStorage {
            (storage as? PropertyStorage)?.release()
        }
    }
}

/// A configuration's stand-in for a control's label (or another part of it): in a style's
/// body it shows what the control was given.
protocol StylePlaceholder: BuiltinView {
    /// The control's part the placeholder's node shows as its one child.
    var part: any View { get }
    nonisolated init(part: any View)
}

extension StylePlaceholder {
    package func makeContent() -> NodeContent { StylePlaceholderContent(self) }
}

@MainActor
private final class StylePlaceholderContent<P: StylePlaceholder>: TypedContent<P> {
    override var drawingFollowsFrame: Bool { false }
    override var isAlwaysTransparent: Bool { true }

    override func update(_ node: ViewNode) {
        node.reconcileChild(at: 0, with: view.part)
    }
}

extension StylePlaceholder {
    /// A stand-in that shows `part` as its node's one child.
    nonisolated init<Part: View>(showing part: Part) {
        self.init(part: part)
    }
}
