@_spi(Machinery) import ClockworkCore
import Foundation

/// A view whose drawing code paints into a ``GraphicsContext``: paths, text and images
/// placed by hand, for what views would spell awkwardly (a dial's ticks, a sparkline, a
/// waveform).
///
/// The canvas takes the space it is offered, like a shape. `renderer` runs again when the
/// canvas is drawn anew: when its view changes (a new value from its parent's body, each
/// frame of a `TimelineView` around it) or its frame does.
public struct Canvas<Symbols: View> {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    @MainActor package func makeContent() -> NodeContent { CanvasContent(self) }
}

extension Canvas: View, BuiltinView {}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`, given a context and the canvas's size.
    ///
    /// A daemon draws every canvas in its tick, in order with the views around it:
    /// `opaque`, `colorMode` and `rendersAsynchronously` are for a GPU's layers and change
    /// nothing here.
    public nonisolated init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
    }
}

/// The color space a layer mixes colors in.
public enum ColorRenderingMode: Hashable, Sendable {
    /// sRGB, gamma-encoded: how colors are mixed by default.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Linear light beyond sRGB's gamut.
    case extendedLinear
}

@MainActor
private final class CanvasContent<Symbols: View>: TypedContent<Canvas<Symbols>> {
    override var render: RenderRole { .element(kind: "Canvas", attributes: []) }

    /// A new canvas value is new drawing code: the canvas is drawn again.
    override func update(_ node: ViewNode) {
        node.graph.surface.contentChanged(node)
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
    }

    override func place(in bounds: Rect, node: ViewNode) {}

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        let recording = GraphicsContext.Recording(paint: paint, frame: node.frame, environment: node.environment, graph: node.graph)
        var context = GraphicsContext(recording: recording)
        view.renderer(&context, CGSize(width: node.frame.size.width, height: node.frame.size.height))
        for item in recording.items { items.append(item) }
    }
}
