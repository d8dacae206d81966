/// The content of a view with a body: its dynamic properties are attached from the
/// node's storage, its body is evaluated under dependency tracking, and the body's
/// view becomes its one child.
@MainActor
final class CompositeContent<V: View>: TypedContent<V>, BodyContent {
    /// Draws nothing itself: a move changes nothing it draws.
    override var drawingFollowsFrame: Bool { false }

    private let layout = FieldLayout.of(V.self)
    private let isEqual = EquatableCheck.function(for: V.self)
    /// Animates the view's `animatableData`, for ``Animatable`` view types.
    private let animator: ((UnsafeMutableRawPointer, ViewNode) -> Void)? = makeAnimator(for: V.self)

    /// Keeps the current value (and so skips evaluation) when the new one has the same
    /// inputs: equal by `==` for Equatable views, else field by field, ignoring storage.
    override func receive(_ newView: inout V) -> Bool {
        if let isEqual {
            if isEqual(view, newView) { return false }
        } else if layout.inputsEqual(view, newView) {
            return false
        }
        swap(&view, &newView)
        return true
    }

    /// A view with a body keeps a value of its own even where it is a part of its parent's
    /// (its dynamic properties are attached to it): it takes a copy when its inputs changed.
    override func receive(part pointer: UnsafeMutablePointer<V>, of holder: NodeContent) -> Bool {
        var copy = pointer.pointee
        return receive(&copy)
    }

    override func update(_ node: ViewNode) {
        if let animator { withUnsafeMutablePointer(to: &view) { animator(UnsafeMutableRawPointer($0), node) } }
        layout.attach(&view, to: node)
        let view = self.view
        let body = node.graph.evaluateBody(of: node) { view.body }
        node.reconcileChild(at: 0, with: consume body)
    }

    override var isAlwaysTransparent: Bool { true }

    override func unmount(_ node: ViewNode) {
        for storage in node.propertyStorage {
            (storage as? PropertyStorage)?.release()
        }
    }
}

/// The animation step of an ``Animatable`` view type, or `nil` for other types.
@MainActor
private func makeAnimator<V>(for type: V.Type) -> ((UnsafeMutableRawPointer, ViewNode) -> Void)? {
    guard let animatable = type as? any Animatable.Type else { return nil }
    return animator(for: animatable)
}

@MainActor
private func animator<A: Animatable>(for type: A.Type) -> (UnsafeMutableRawPointer, ViewNode) -> Void {
    let driver = AnimatableViewDriver<A>()
    // Safe: called with the address of the content's view, whose type is A (opened above).
    return { pointer, node in driver.prepare(pointer.assumingMemoryBound(to: A.self), node: node) }
}

/// Storage a dynamic property keeps in its node that must be released on unmount.
@MainActor
package protocol PropertyStorage: AnyObject {
    func release()
}

/// The content of a view whose body makes its children, which runs when its inputs change
/// and not when a target's medium does.
protocol BodyContent: AnyObject {}
