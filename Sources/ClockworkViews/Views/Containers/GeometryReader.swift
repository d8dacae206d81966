@_spi(Machinery) import ClockworkCore

/// A container view that defines its content as a function of its own size and
/// coordinate space.
///
/// It takes all the space it is offered and places its content at its top-leading corner.
/// The content is built for the frame layout gives it, in the same tick: a layout that
/// gives the reader another frame builds its content again and lays it out before the
/// frame is drawn. (Before any layout, with no render target, the size is zero.)
public struct GeometryReader<Content: View> {
    let content: (GeometryProxy) -> Content

    /// Creates a geometry reader whose content is built from a proxy to its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    @MainActor package func makeContent() -> NodeContent { GeometryReaderContent(self) }
}

extension GeometryReader: View, BuiltinView {}

/// A proxy for access to the size and coordinate space of the container view.
///
/// Its geometry is CoreGraphics' (`CGSize`, `CGRect`), as SwiftUI's, in the render
/// target's units: points on a pixel target, cells on a terminal.
public struct GeometryProxy: Equatable, Sendable {
    /// The frame layout gave the reader, in the surface's coordinates.
    let globalFrame: Rect
    /// The named coordinate spaces around the reader, nearest first, with their frames.
    var namedSpaces: [NamedSpaceFrame] = []

    /// A proxy for a view laid out in `globalFrame`, under the named spaces of `node`'s
    /// ancestors.
    @MainActor
    init(globalFrame: Rect, node: ViewNode) {
        self.globalFrame = globalFrame
        namedSpaces = node.namedCoordinateSpaces()
    }

    init(globalFrame: Rect) {
        self.globalFrame = globalFrame
    }

    /// The size of the container view.
    public var size: CGSize { CGSize(width: globalFrame.size.width, height: globalFrame.size.height) }

    /// The safe area insets of the container view: none on a daemon's surface, which has
    /// no bars or notches to keep clear of.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The container view's bounds rectangle in `coordinateSpace`: `.global` (the surface),
    /// `.local` (its own, from its top-leading corner), or a space a view around it named
    /// (the surface's when none did).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let global = CGRect(x: globalFrame.minX, y: globalFrame.minY, width: globalFrame.size.width, height: globalFrame.size.height)
        switch coordinateSpace {
        case .global:
            return global
        case .local:
            return CGRect(origin: .zero, size: size)
        case .named(let name):
            guard let space = namedSpaces.first(where: { $0.name == name }) else { return global }
            return global.offsetBy(dx: -space.frame.minX, dy: -space.frame.minY)
        }
    }

    /// The container view's bounds rectangle in `coordinateSpace`.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }
}

/// A named coordinate space around a reader, and the frame of the view that named it.
struct NamedSpaceFrame: Equatable, @unchecked Sendable {
    // @unchecked Sendable: the name is a value users give (a string, an enum case) and is
    // only compared; AnyHashable does not promise Sendable for what it wraps.
    let name: AnyHashable
    let frame: Rect
}

/// A coordinate space a geometry proxy gives frames in.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    // @unchecked Sendable: a `.named` space's name is only compared, as above.
    /// The surface's: from its top-leading corner.
    case global
    /// The view's own: from its top-leading corner.
    case local
    /// The space a view around named with `.coordinateSpace(name:)`.
    case named(AnyHashable)
}

@MainActor
private final class GeometryReaderContent<Content: View>: TypedContent<GeometryReader<Content>> {
    /// The frame the content was last built for.
    private var built = Rect.zero

    override func update(_ node: ViewNode) {
        let proxy = GeometryProxy(globalFrame: built, node: node)
        let content = node.graph.observeReads(of: node) { view.content(proxy) }
        node.reconcileChild(at: 0, with: content)
    }

    override var render: RenderRole {
        .element(kind: "GeometryReader", attributes: ["size=\(formatNumber(built.size.width))x\(formatNumber(built.size.height))"])
    }

    /// All it is offered (10 by 10 units when offered no limit, as SwiftUI's default).
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        let items = node.layoutItems
        for item in items {
            let size = item.sizeThatFits(ProposedSize(bounds.size))
            item.place(in: Rect(x: bounds.minX, y: bounds.minY, width: size.width, height: size.height))
        }
        if bounds != built {
            built = bounds
            node.graph.frameChanged(forReader: node)
        }
    }
}
