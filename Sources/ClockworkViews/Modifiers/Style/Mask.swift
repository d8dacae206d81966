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

    /// The region `items` cover: solid shapes' outlines, one item's as it is, several
    /// joined in one path; or, where the mask draws text, symbols, images, gradients or
    /// translucent paint, their bounds with the items themselves, whose alpha a pixel
    /// target masks by (a terminal clips to the bounds).
    private static func clip(covering items: [DisplayItem]) -> Clip {
        func outline(of item: DisplayItem) -> ShapeOutline {
            if case .shape(let outline, _) = item.primitive { return outline }
            return .rectangle
        }
        if items.contains(where: { !isSolidShape($0) }) {
            let areas = items.map(\.bounds)
            let minX = areas.map(\.minX).min() ?? 0, minY = areas.map(\.minY).min() ?? 0
            let bounds = Rect(x: minX, y: minY, width: (areas.map(\.maxX).max() ?? 0) - minX, height: (areas.map(\.maxY).max() ?? 0) - minY)
            return Clip(outline: .rectangle, frame: bounds, mask: ClipMask(items: items))
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

    /// Whether `item` covers its outline wholly: a shape filled or stroked in one opaque
    /// color.
    private static func isSolidShape(_ item: DisplayItem) -> Bool {
        guard case .shape(_, let drawing) = item.primitive, item.opacity >= 1, item.clips.isEmpty else { return false }
        switch drawing.style {
        case .color(let color): return color.opacity >= 1
        case .hierarchical(let level): return level == .primary
        default: return false
        }
    }

    /// As big as the content; the mask is offered the same frame.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        node.children[0].sizeThatFits(proposal)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        node.children[0].place(in: bounds)
        node.children[1].place(aligned: modifier.alignment, in: bounds, over: node.children[0])
    }
}

extension View {
    /// Masks this view with the views `mask` builds, aligned in its frame: the view shows
    /// only where the mask draws.
    ///
    /// On a pixel target the view shows through the mask's alpha, as in SwiftUI: a text's
    /// glyphs, a symbol, an image's opaque pixels, a gradient's fade. A terminal clips to
    /// what the mask covers instead: a solid shape's outline, or the frames of the rest.
    public nonisolated func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Masks this view with `mask` (the earlier spelling of ``mask(alignment:_:)``).
    public nonisolated func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }
}
