@_spi(Machinery) import ClockworkCore

/// `.shadow`: copies of what the content draws, in the shadow's color, moved by its offset
/// and blurred by its radius, drawn beneath the content. Terminals draw none.
struct ShadowModifier: BuiltinModifier {
    let color: Color
    let radius: Double
    let x: Double
    let y: Double

    var attributes: [String] {
        ["shadow=(\(color.styleDescription) radius=\(formatNumber(radius)) x=\(formatNumber(x)) y=\(formatNumber(y)))"]
    }

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { ShadowContent(view) }

    /// `item` as its shadow: in the shadow's color (a control, as its frame's silhouette),
    /// moved by the offset, blurred by the radius.
    func shadow(of item: DisplayItem) -> DisplayItem {
        var copy = item
        let paint = PaintStyle.color(color)
        switch item.primitive {
        case .text, .symbol:
            copy.foreground = paint
        case .image(var image):
            image.isTemplate = true
            copy.primitive = .image(image)
            copy.foreground = paint
        case let .shape(outline, .fill(_, eoFill)):
            copy.primitive = .shape(outline, .fill(paint, eoFill: eoFill))
        case let .shape(outline, .stroke(_, stroke)):
            copy.primitive = .shape(outline, .stroke(paint, stroke))
        }
        if item.transform.isIdentity {
            copy.frame = Rect(x: item.frame.minX + x, y: item.frame.minY + y, width: item.frame.size.width, height: item.frame.size.height)
        } else {
            copy.transform = Transform.translation(x: x, y: y).concatenating(item.transform)
        }
        copy.blurRadius = UInt8(min(max(radius.rounded(), 0), 255))
        copy.isShadow = true
        return copy
    }
}

/// A shadowed view: its content's items drawn twice, first as the shadow. A change inside
/// redraws from here (`ViewNode/redrawRoot`), so the shadow follows its content.
@MainActor
private final class ShadowContent<Content: View>: ModifierContent<Content, ShadowModifier>, DrawsCopiesOfChildren {
    private var counted = MountedViewCount(\.copyingViews)

    override func update(_ node: ViewNode) {
        counted.mount(in: node.graph)
        super.update(node)
    }

    override func unmount(_ node: ViewNode) {
        counted.unmount(from: node.graph)
        super.unmount(node)
    }

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        var shadows = DisplayListBuilder(base: items.position)
        node.appendChildrenDisplayItems(paint: paint, to: &shadows)
        for item in shadows.items { items.append(modifier.shadow(of: item)) }
        // Drawn again in place: the children's ranges are where they are drawn for real.
        node.appendChildrenDisplayItems(paint: paint, to: &items)
    }
}

/// `.blur`: every item below drawn blurred by the radius (on terminals, sharp).
struct BlurModifier: BuiltinModifier {
    let radius: Double
    var attributes: [String] { ["blur=\(formatNumber(radius))"] }

    func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect) {
        paint.blurRadius = UInt8(min(max(radius.rounded(), 0), 255))
    }
}

extension View {
    /// Adds a shadow beneath the view: what it draws, in `color`, moved by (`x`, `y`) and
    /// blurred by `radius` (in pixels on a pixel target). Terminals draw none.
    public nonisolated func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0) -> some View {
        modifier(ShadowModifier(color: color, radius: radius, x: x, y: y))
    }

    /// Blurs the view by `radius` (in pixels on a pixel target). Terminals draw the view
    /// sharp; `opaque` has nothing to change.
    public nonisolated func blur(radius: Double, opaque: Bool = false) -> some View {
        modifier(BlurModifier(radius: radius))
    }
}
