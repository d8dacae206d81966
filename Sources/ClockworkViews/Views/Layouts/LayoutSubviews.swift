@_spi(Machinery) import ClockworkCore
import Foundation

/// A collection of proxy values that represent the subviews of a layout view.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {

    let nodes: [ViewNode]
    /// Which subviews the layout placed during its current placement.
    let placements: Placements

    @MainActor init(nodes: [ViewNode]) {
        self.nodes = nodes
        placements = Placements()
    }

    /// The index of the first subview.
    public var startIndex: Int { 0 }
    /// An index that's one higher than the last subview.
    public var endIndex: Int { nodes.count }

    /// Gets the subview proxy at a specified index.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: index, placements: placements)
    }

    /// The layout direction inherited by the container view: left to right on a daemon's
    /// screen.
    public var layoutDirection: LayoutDirection { .leftToRight }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.nodes.count == rhs.nodes.count && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
    }

    /// The subviews placed so far in a placement pass.
    final class Placements: @unchecked Sendable {
        // @unchecked Sendable: read and written on the loop thread only, inside one
        // `placeSubviews` call.
        var placed: [Bool] = []

        func reset(count: Int) { placed = Array(repeating: false, count: count) }
    }
}

/// A proxy that represents one subview of a layout.
public struct LayoutSubview: Equatable, Sendable {
    let node: ViewNode
    let index: Int
    let placements: LayoutSubviews.Placements

    /// Asks the subview for its size: for the `proposal`, in its units.
    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = node.sizeThatFits(proposal.layoutProposal)
        return CGSize(width: size.width, height: size.height)
    }

    /// Asks the subview for its dimensions and alignment guides.
    @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(in: node.sizeThatFits(proposal.layoutProposal))
    }

    /// Assigns a position and proposed size to the subview: `anchor`'s point of it at
    /// `position`, sized for `proposal`.
    @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        node.place(in: Rect(x: Double(position.x - size.width * anchor.x), y: Double(position.y - size.height * anchor.y),
                            width: Double(size.width), height: Double(size.height)))
        if index < placements.placed.count { placements.placed[index] = true }
    }

    /// The layout priority of the subview (`.layoutPriority(_:)`; 0 by default).
    @MainActor public var priority: Double { node.layoutValue(LayoutPriorityKey.self) }

    /// Gets the value for the subview that's associated with the specified key.
    @MainActor public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { node.layoutValue(key) }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// The direction of a horizontal layout.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}
