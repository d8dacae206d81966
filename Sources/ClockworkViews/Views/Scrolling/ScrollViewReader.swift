@_spi(Machinery) import ClockworkCore

/// A view that provides programmatic scrolling, by working with a proxy to scroll to
/// known child views.
///
/// Lays out as its content does. `proxy.scrollTo(id)` scrolls the scroll view around the
/// view with that id (a `ForEach` row's, or one given by `.id(_:)`) inside the reader, at
/// the next layout: a row a lazy stack has not built yet is scrolled to where it is
/// estimated to be, then exactly once it is built.
public struct ScrollViewReader<Content: View> {
    let content: (ScrollViewProxy) -> Content

    /// Creates an instance that can perform programmatic scrolling of its child scroll views.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    @MainActor package func makeContent() -> NodeContent { ScrollViewReaderContent(self) }
}

extension ScrollViewReader: View, BuiltinView {}

/// A proxy value that supports programmatic scrolling of the scrollable views within a
/// view hierarchy.
public struct ScrollViewProxy {
    fileprivate weak var reader: ScrollTargetSearch?

    /// Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier `id`, and then scrolls to that view: its `anchor` point to the same
    /// point of the scroll view, or, with no anchor, just far enough to show it whole.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        reader?.scroll(to: AnyHashable(id), anchor: anchor)
    }
}

/// Finds the scroll view that shows an id, among the reader's descendants.
@MainActor
private protocol ScrollTargetSearch: AnyObject {
    func scroll(to id: AnyHashable, anchor: UnitPoint?)
}

@MainActor
private final class ScrollViewReaderContent<Content: View>: TypedContent<ScrollViewReader<Content>>, ScrollTargetSearch {
    // unowned(unsafe): the content lives in its node and dies with it.
    private unowned(unsafe) var node: ViewNode?

    override func update(_ node: ViewNode) {
        self.node = node
        let proxy = ScrollViewProxy(reader: self)
        let content = node.graph.observeReads(of: node) { view.content(proxy) }
        node.reconcileChild(at: 0, with: content)
    }

    override var isAlwaysTransparent: Bool { true }

    func scroll(to id: AnyHashable, anchor: UnitPoint?) {
        guard let node, node.isMounted else { return }
        guard let scrollView = node.scrollView(showing: id) else {
            node.graph.logger.notice("scrollTo found no view with that id in its ScrollViewReader", metadata: ["id": "\(id.base)"])
            return
        }
        scrollView.reveal(id, anchor: anchor)
    }
}

extension ViewNode {
    /// The first view below this one whose id is `id`: a `ForEach` row's or an `.id(_:)`'s.
    func descendant(withID id: AnyHashable) -> ViewNode? {
        for child in children {
            if child.key.id == id { return child }
            if let found = child.descendant(withID: id) { return found }
        }
        return nil
    }

    /// A lazy stack below this one whose rows include one with `id`, built or not, and
    /// that row's offset among them.
    func lazyRow(withID id: AnyHashable) -> (stack: ViewNode, offset: Int)? {
        for child in children {
            if let rows = child.content as? WindowedRows, child.parent?.content is RowRevealing, let offset = rows.offset(of: id) {
                return (self, offset)
            }
            if let found = child.lazyRow(withID: id) { return found }
        }
        return nil
    }

    /// The scroll view that shows the view with `id` below this one.
    fileprivate func scrollView(showing id: AnyHashable) -> ScrollRevealing? {
        let target = descendant(withID: id) ?? lazyRow(withID: id)?.stack
        var next = target?.parent
        while let ancestor = next, ancestor !== self.parent {
            if let scroll = ancestor.content as? ScrollRevealing { return scroll }
            next = ancestor.parent
        }
        return nil
    }
}

/// A scroll view asked to bring a view into sight at its next layout.
@MainActor
protocol ScrollRevealing: AnyObject {
    func reveal(_ id: AnyHashable, anchor: UnitPoint?)
}

/// A lazy stack: where a row it may not have built is estimated to start, and how long.
@MainActor
protocol RowRevealing: AnyObject {
    func estimatedSpan(ofRow offset: Int, node: ViewNode) -> (start: Double, length: Double)
}
