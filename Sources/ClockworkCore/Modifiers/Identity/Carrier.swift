/// A modifier that only carries a value to where a container above looks for it (a picker
/// option's tag, a tab's label, a grid cell's option): it draws nothing and changes
/// nothing below it.
protocol CarrierModifier: BuiltinModifier {
    /// What the modifier carries.
    associatedtype Carried
    /// The value a container finds on the modifier's node.
    var carried: Carried { get }
    /// Whether the render tree shows the modifier's attributes (a grid cell's options);
    /// otherwise its node is transparent there.
    static var isShownInRenderTree: Bool { get }
}

extension CarrierModifier {
    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { CarrierContent(view) }
    static var isShownInRenderTree: Bool { false }
}

/// What a container asks a node's content for (`node.content as? any Carrying<AnyHashable>`):
/// the value a carrier modifier carries.
@MainActor
protocol Carrying<Carried>: AnyObject {
    associatedtype Carried
    var carried: Carried { get }
}

@MainActor
private final class CarrierContent<Content: View, Modifier: CarrierModifier>: ModifierContent<Content, Modifier>, Carrying {
    var carried: Modifier.Carried { view.modifier.carried }
    override var isAlwaysTransparent: Bool { !Modifier.isShownInRenderTree }
}
