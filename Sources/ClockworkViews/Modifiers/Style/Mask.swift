@_spi(Machinery) import ClockworkCore
import Foundation

/// `.mask`: the content shows only where the mask view draws.
struct MaskModifier<Mask: View>: BuiltinModifier {
    let mask: Mask
    let alignment: Alignment

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { MaskContent(view) }
}

/// A masked view: the content is child 0, the mask child 1, laid out in the content's
/// frame and not drawn; what it would draw is the content's clip.
@MainActor
private final class MaskContent<Content: View, Mask: View>: ModifierContent<Content, MaskModifier<Mask>> {
    override func update(_ node: ViewNode) {
        reconcileContent(node)
        node.reconcileChild(at: 1, with: modifier.mask)
    }

    override var render: RenderRole { .element(kind: "Mask", attributes: []) }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        var maskItems = DisplayListBuilder(base: items.position)
        node.children[1].appendDisplayItems(paint: paint, to: &maskItems)
        // The mask draws nothing of its own: a change in it builds the list again.
        node.children[1].skipDisplayItems(at: items.position)
        var inside = paint
        inside.clips.append(Self.clip(covering: maskItems.items))
        node.children[0].appendDisplayItems(paint: inside, to: &items)
    }

    /// The region `items` cover: a shape's outline, or for text and images their frames,
    /// one item's as it is, several joined in one path.
    private static func clip(covering items: [DisplayItem]) -> Clip {
        func outline(of item: DisplayItem) -> ShapeOutline {
            if case .shape(let outline, _) = item.primitive { return outline }
            return .rectangle
        }
        if items.count == 1, let item = items.first {
            return Clip(outline: outline(of: item), frame: item.frame, transform: item.transform)
        }
        var joined = Path()
        for item in items {
            let transform = item.transform.concatenating(.translation(x: item.frame.minX, y: item.frame.minY))
            joined.addPath(outline(of: item).path(in: item.frame.size),
                           transform: CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d,
                                                        tx: transform.tx, ty: transform.ty))
        }
        let bounds = joined.boundingRect
        let frame = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
        return Clip(outline: .path(joined.offsetBy(dx: -bounds.minX, dy: -bounds.minY)), frame: frame)
    }

    /// As big as the content; the mask is offered the same frame.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        node.children[0].sizeThatFits(proposal)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        node.children[0].place(in: bounds)
        node.children[1].place(aligned: modifier.alignment, in: bounds)
    }
}

extension View {
    /// Masks this view with the views `mask` builds, aligned in its frame: the view shows
    /// only where the mask draws.
    ///
    /// A daemon's targets clip rather than blend: where the mask draws anything — a shape's
    /// outline, a text's or an image's frame — the view shows whole, whatever the mask's
    /// opacity there (a gradient mask shows the view across its frame).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Masks this view with `mask` (the earlier spelling of ``mask(alignment:_:)``).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }
}
