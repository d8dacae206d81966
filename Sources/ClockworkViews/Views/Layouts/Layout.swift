@_spi(Machinery) import ClockworkCore
import Foundation

/// A type that defines the geometry of a collection of views: how big the container is
/// for a proposal, and where each of its subviews goes.
///
/// Use a layout as a container view: `MyFlow(spacing: 4) { … }`. Each view its content
/// builds is a subview (a `ForEach` gives one per element); the layout measures them with
/// ``LayoutSubview/sizeThatFits(_:)`` and places them with
/// ``LayoutSubview/place(at:anchor:proposal:)``. A subview it does not place sits at the
/// centre of the bounds (rounded down to whole units, as the stacks round) at its ideal
/// size, as SwiftUI places it. The cache is made once and updated when the subviews change.
@MainActor @preconcurrency
public protocol Layout: Animatable {
    /// Cached values associated with the layout instance.
    associatedtype Cache = Void

    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Returns the size of the composite view, given a proposed size and the view's
    /// subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the layout's cache when something changes.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout where Cache == Void {
    /// A layout without a cache keeps nothing.
    public func makeCache(subviews: Subviews) {}
}

extension Layout {
    /// Makes the cache again, unless the layout updates it itself.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Combines the specified views into a single composite view using the layout
    /// algorithms of the custom layout container.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// A layout used as a container: its content's views are the layout's subviews.
struct LayoutView<L: Layout, Content: View> {
    let layout: L
    let content: Content

    @MainActor package func makeContent() -> NodeContent { LayoutViewContent(self) }
}

extension LayoutView: View, BuiltinView {}

@MainActor
private final class LayoutViewContent<L: Layout, Content: View>: TypedContent<LayoutView<L, Content>> {
    /// The layout's cache, and the subviews it was made for.
    private var cache: L.Cache?
    private var cachedFor: [ObjectIdentifier] = []

    /// The layout's kind, and its values (`HStackLayout(alignment: .center, spacing: 2.0)`):
    /// a layout whose values change is laid out again.
    override var render: RenderRole {
        let layout = (view.layout as? AnyLayout)?.wrapped ?? String(describing: view.layout)
        return .element(kind: viewTypeName(L.self), attributes: ["layout=\(layout)"])
    }

    override func update(_ node: ViewNode) {
        node.reconcileChild(at: 0, with: view.content)
    }

    /// The subviews, with the cache made or updated for them.
    private func subviews(_ node: ViewNode) -> LayoutSubviews {
        let items = node.layoutItems(ofChild: 0)
        let subviews = LayoutSubviews(nodes: items)
        let identities = items.map(ObjectIdentifier.init)
        if cache == nil {
            cache = view.layout.makeCache(subviews: subviews)
        } else if identities != cachedFor, var current = cache {
            view.layout.updateCache(&current, subviews: subviews)
            cache = current
        }
        cachedFor = identities
        return subviews
    }

    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let subviews = subviews(node)
        guard var current = cache else { return .zero }
        let size = view.layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &current)
        cache = current
        return Size(width: Double(size.width), height: Double(size.height))
    }

    override func place(in bounds: Rect, node: ViewNode) {
        let subviews = subviews(node)
        guard var current = cache else { return }
        subviews.placements.reset(count: subviews.count)
        view.layout.placeSubviews(in: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.size.width, height: bounds.size.height),
                                  proposal: ProposedViewSize(bounds.size.proposal), subviews: subviews, cache: &current)
        cache = current
        for (index, node) in subviews.nodes.enumerated() where !subviews.placements.placed[index] {
            let size = node.sizeThatFits(.unspecified)
            node.place(in: Rect(x: bounds.minX + ((bounds.size.width - size.width) / 2).rounded(.down),
                                y: bounds.minY + ((bounds.size.height - size.height) / 2).rounded(.down),
                                width: size.width, height: size.height))
        }
    }
}

extension Size {
    /// A proposal of exactly this size.
    fileprivate var proposal: ProposedSize { ProposedSize(self) }
}
