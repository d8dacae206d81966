/// A built-in view defined by another module of this package (a chart): what its node
/// does is a ``ViewDrawing`` the view makes, where the core's own built-in views subclass
/// `NodeContent` directly (a class that other modules cannot subclass without making it
/// public API).
@MainActor
package protocol DrawnView: View where Body == Never {
    /// The type of the object that keeps the view's node.
    associatedtype Drawing: ViewDrawing where Drawing.Value == Self

    /// Makes the drawing for a newly mounted node.
    func makeDrawing() -> Drawing
}

/// What a node of a ``DrawnView`` does with its value: the same steps as the core's
/// built-in views take (update, size, place, draw), each handed the node's current value.
@MainActor
package protocol ViewDrawing: AnyObject {
    /// The view the drawing draws.
    associatedtype Value: DrawnView

    /// Re-derives the drawing from `view`, the node's current value: reads the
    /// environment (``ViewNode/trackedEnvironment(_:)`` inside ``ViewGraph/track``) and
    /// reconciles the node's child views.
    func update(_ view: Value, node: ViewNode)

    /// The size the node takes when offered `proposal`, in the target's units.
    func sizeThatFits(_ proposal: ProposedSize, view: Value, node: ViewNode) -> Size

    /// Lays the drawing out in the node's frame, `bounds`, and places its child views.
    func place(in bounds: Rect, view: Value, node: ViewNode)

    /// Appends what the node draws, back to front, in `paint` from the modifiers above;
    /// its children's items go where the drawing appends them.
    func appendDisplayItems(view: Value, node: ViewNode, paint: Paint, to items: inout DisplayListBuilder)

    /// How the node shows in the render tree: an element of the view's type name with
    /// these attributes.
    func renderAttributes(_ view: Value) -> [String]

    /// The traits of the node as an accessibility element; `nil` for none.
    var accessibilityTraits: AccessibilityTraits? { get }

    /// The value the node shows, as its accessibility element says it.
    var accessibilityValue: String? { get }

    /// Takes the node's subtree out: releases what the drawing holds beyond the node.
    func unmount(node: ViewNode)
}

extension ViewDrawing {
    package var accessibilityTraits: AccessibilityTraits? { nil }
    package var accessibilityValue: String? { nil }
    package func unmount(node: ViewNode) {}
}

/// The node content of a ``DrawnView``: each step handed to the view's drawing.
@MainActor
final class DrawnContent<V: DrawnView>: TypedContent<V> {
    private let drawing: V.Drawing

    override init(_ view: V) {
        drawing = view.makeDrawing()
        super.init(view)
    }

    override func update(_ node: ViewNode) { drawing.update(view, node: node) }

    override func unmount(_ node: ViewNode) { drawing.unmount(node: node) }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        drawing.sizeThatFits(proposal, view: view, node: node)
    }

    override func place(in bounds: Rect, node: ViewNode) { drawing.place(in: bounds, view: view, node: node) }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        drawing.appendDisplayItems(view: view, node: node, paint: paint, to: &items)
    }

    override var render: RenderRole { .element(kind: typeName, attributes: drawing.renderAttributes(view)) }

    override var accessibilityTraits: AccessibilityTraits? { drawing.accessibilityTraits }

    override var accessibilityValue: String? { drawing.accessibilityValue }
}

extension DrawnView {
    /// The node content that hands each step to the view's drawing.
    func makeDrawnContent() -> NodeContent { DrawnContent(self) }
}
