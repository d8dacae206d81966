/// A modifier that only carries a value to where a container above looks for it (a picker
/// option's tag, a tab's label, a grid cell's option): it draws nothing and changes
/// nothing below it.
@_spi(Machinery) public protocol CarrierModifier: BuiltinModifier {
    /// What the modifier carries.
    associatedtype Carried
    /// The value a container finds on the modifier's node.
    var carried: Carried { get }
}

extension CarrierModifier {
    /// A node transparent in the render tree; a carrier whose attributes the tree shows
    /// (a grid cell's options) makes a ``ShownCarrierContent`` instead.
    @_spi(Machinery) @MainActor public func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { CarrierContent(view) }
}

/// What a container asks a node's content for (`node.content as? any Carrying<AnyHashable>`):
/// the value a carrier modifier carries.
@MainActor
package protocol Carrying<Carried>: AnyObject {
    associatedtype Carried
    var carried: Carried { get }
}

// Constant answers to `isAlwaysTransparent`, one class each: an answer computed from the
// modifier's type made every node's update pay (measured: 0.8 % of the `w1` tick).
@MainActor
@_spi(Machinery) open class CarrierContent<Content: View, Modifier: CarrierModifier>: ModifierContent<Content, Modifier>, Carrying {
    @_spi(Machinery) public var carried: Modifier.Carried { modifier.carried }
    @_spi(Machinery) open override var isAlwaysTransparent: Bool { true }
}

/// A carrier's node that the render tree shows, with its modifier's attributes.
@MainActor
@_spi(Machinery) public final class ShownCarrierContent<Content: View, Modifier: CarrierModifier>: CarrierContent<Content, Modifier> {
    @_spi(Machinery) public override var isAlwaysTransparent: Bool { false }
}
