/// A key for accessing a layout value of a layout container's subviews.
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The default value for the key.
    static var defaultValue: Value { get }
}

/// A subview's layout priority.
package struct LayoutPriorityKey: LayoutValueKey {
    package static let defaultValue = 0.0
}

/// A layout priority, counted by the graph while mounted, so stacks know to weigh them.
struct LayoutPriorityModifier: CarrierModifier, AnyLayoutValueModifier {
    let carried: Double
    var key: ObjectIdentifier { ObjectIdentifier(LayoutPriorityKey.self) }
    var anyValue: Any { carried }

    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { LayoutPriorityContent(view) }
}

@MainActor
private final class LayoutPriorityContent<Content: View>: CarrierContent<Content, LayoutPriorityModifier> {
    private var counted = MountedViewCount(\.prioritizedViews)

    override func update(_ node: ViewNode) {
        counted.mount(in: node.graph)
        super.update(node)
    }

    override func unmount(_ node: ViewNode) {
        counted.unmount(from: node.graph)
        super.unmount(node)
    }
}

/// A value a view carries for the layout around it.
struct LayoutValueModifier<K: LayoutValueKey>: CarrierModifier {
    let carried: K.Value
}

extension View {
    /// Associates a value with a custom layout property, which the layout containing the
    /// view reads from its subview.
    public nonisolated func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier<K>(carried: value))
    }

    /// Sets the priority by which a parent layout should apportion space to this child:
    /// a stack offers what it has to its higher-priority children first, keeping only
    /// the smallest sizes of the others back (layouts of your own read it as
    /// `LayoutSubview/priority`).
    public nonisolated func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityModifier(carried: value))
    }
}

/// A layout value modifier, without its key's type.
@MainActor
protocol AnyLayoutValueModifier {
    var key: ObjectIdentifier { get }
    var anyValue: Any { get }
}

extension LayoutValueModifier: AnyLayoutValueModifier {
    var key: ObjectIdentifier { ObjectIdentifier(K.self) }
    var anyValue: Any { carried }
}

/// A node carrying a layout value: what a layout asks its subviews for.
@MainActor
protocol LayoutValueCarrying {
    var layoutValue: (key: ObjectIdentifier, value: Any) { get }
}

extension CarrierContent: LayoutValueCarrying where Modifier: AnyLayoutValueModifier {
    var layoutValue: (key: ObjectIdentifier, value: Any) { (modifier.key, modifier.anyValue) }
}

extension ViewNode {
    /// The value of `key` the modifiers at the top of this subview carry, else its default.
    @MainActor package func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
        var current: ViewNode? = self
        while let node = current {
            if let carrier = node.content as? LayoutValueCarrying, carrier.layoutValue.key == ObjectIdentifier(K.self),
               let value = carrier.layoutValue.value as? K.Value { return value }
            guard node.children.count == 1, node.content.isAlwaysTransparent else { break }
            current = node.children[0]
        }
        return K.defaultValue
    }
}
