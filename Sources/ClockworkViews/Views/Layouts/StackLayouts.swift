@_spi(Machinery) import ClockworkCore
import Foundation

/// A horizontal container that you can use in conditional layouts: `HStack`'s layout, as
/// a value (`AnyLayout(HStackLayout())`).
public struct HStackLayout: Layout {
    /// The vertical alignment of subviews.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for the default.
    public var spacing: CGFloat?

    /// Creates a horizontal stack with the specified spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The stack's size for the proposal, as an `HStack` sizes.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.stackSize(proposal) { StackLayout(axis: .horizontal, spacing: spacing.map(Double.init) ?? $0.width, alignment: Alignment(horizontal: .leading, vertical: alignment)) }
    }

    /// Places the subviews as an `HStack` places them.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.placeStack(in: bounds, proposal) { StackLayout(axis: .horizontal, spacing: spacing.map(Double.init) ?? $0.width, alignment: Alignment(horizontal: .leading, vertical: alignment)) }
    }
}

/// A vertical container that you can use in conditional layouts: `VStack`'s layout, as a
/// value.
public struct VStackLayout: Layout {
    /// The horizontal alignment of subviews.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for the default.
    public var spacing: CGFloat?

    /// Creates a vertical stack with the specified spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The stack's size for the proposal, as a `VStack` sizes.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.stackSize(proposal) { StackLayout(axis: .vertical, spacing: spacing.map(Double.init) ?? $0.height, alignment: Alignment(horizontal: alignment, vertical: .top)) }
    }

    /// Places the subviews as a `VStack` places them.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.placeStack(in: bounds, proposal) { StackLayout(axis: .vertical, spacing: spacing.map(Double.init) ?? $0.height, alignment: Alignment(horizontal: alignment, vertical: .top)) }
    }
}

/// An overlaying container that you can use in conditional layouts: `ZStack`'s layout, as
/// a value.
public struct ZStackLayout: Layout {
    /// The alignment of subviews.
    public var alignment: Alignment

    /// Creates a stack with the specified alignment.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The stack's size for the proposal, as a `ZStack` sizes.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.stackSize(proposal) { _ in StackLayout(axis: nil, spacing: 0, alignment: alignment) }
    }

    /// Places the subviews as a `ZStack` places them.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.placeStack(in: bounds, proposal) { _ in StackLayout(axis: nil, spacing: 0, alignment: alignment) }
    }
}

extension LayoutSubviews {
    /// The size the stack `make` builds (given the default spacing) takes for `proposal`.
    @MainActor fileprivate func stackSize(_ proposal: ProposedViewSize, _ make: (Size) -> StackLayout) -> CGSize {
        guard let graph = nodes.first?.graph else { return .zero }
        let size = make(graph.layoutMetrics.defaultSpacing).sizeThatFits(proposal.layoutProposal, items: nodes)
        return CGSize(width: size.width, height: size.height)
    }

    /// Places every subview as the stack `make` builds places them.
    @MainActor fileprivate func placeStack(in bounds: CGRect, _ proposal: ProposedViewSize, _ make: (Size) -> StackLayout) {
        guard let graph = nodes.first?.graph else { return }
        make(graph.layoutMetrics.defaultSpacing).place(nodes, in: Rect(x: Double(bounds.minX), y: Double(bounds.minY),
                                                                       width: Double(bounds.width), height: Double(bounds.height)),
                                                       for: proposal.layoutProposal)
        placements.placed = Array(repeating: true, count: nodes.count)
    }
}

/// A type-erased instance of the layout protocol: a layout chosen at run time, kept as
/// one container so its subviews keep their state when it changes
/// (`let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`).
public struct AnyLayout: Layout {
    /// The erased layout's cache.
    public struct Cache {
        fileprivate var value: Any
    }

    private let size: @MainActor (ProposedViewSize, LayoutSubviews, inout Cache) -> CGSize
    private let place: @MainActor (CGRect, ProposedViewSize, LayoutSubviews, inout Cache) -> Void
    private let make: @MainActor (LayoutSubviews) -> Cache
    /// The wrapped layout, as the render tree spells it.
    let wrapped: String

    /// Creates a type-erased value that wraps the specified layout.
    public init<L: Layout>(_ layout: L) {
        wrapped = String(describing: layout)
        size = { proposal, subviews, cache in
            var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
        }
        place = { bounds, proposal, subviews, cache in
            var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
        make = { Cache(value: layout.makeCache(subviews: $0)) }
    }

    /// The wrapped layout's size for the proposal.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        size(proposal, subviews, &cache)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        place(bounds, proposal, subviews, &cache)
    }

    /// The wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        make(subviews)
    }
}
