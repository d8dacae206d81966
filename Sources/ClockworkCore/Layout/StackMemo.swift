/// What a stack computed for its items at its last proposals, so that measuring it again
/// after a few items changed asks only those items.
///
/// Valid while the tree's shape is unchanged (``SurfaceState/shapeGeneration``). The items
/// that may have changed are exactly those the current incremental layout measured again
/// (their ``ViewNode/visit`` is the pass's stamp); every other item's cache still holds
/// the answers recorded here. If a changed item keeps its flexibility and its size along
/// the axis, the space left for the items after it is unchanged, so each of them is
/// offered what it was offered before and answers as before: only the changed items' sizes
/// are updated. Otherwise the stack lays its items out from scratch.
@MainActor
package final class StackMemo {
    /// Stacks with fewer items measure them again cheaply and keep no memo (a memo per
    /// two-item row of a long list measured slower than none).
    static let minimumItems = 16

    struct Entry {
        let proposal: ProposedSize
        /// What each item was offered along the axis (NaN: its ideal, so the array is of
        /// plain numbers — an array of optionals looks its storage type up at each
        /// allocation, every layout), its flexibility, and the size it chose.
        var offers: [Double]
        var flexibility: [Double]
        var sizes: [Size]
        /// The stack's size around them.
        var extent = Size.zero
    }

    /// The shape generation the entries were made in.
    private var generation: UInt64 = .max
    private var entries: [Entry] = []
    /// The bounds the items were last placed in, in this generation.
    private(set) var placedBounds: Rect?
    /// The stack's items (its children, structural ones flattened), in this generation.
    private var items: [ViewNode] = []
    private var itemsGeneration: UInt64 = .max

    /// The node's layout items, rebuilt only when the tree's shape changed.
    func items(of node: ViewNode, generation: UInt64) -> [ViewNode] {
        if itemsGeneration != generation {
            items = node.layoutItems
            itemsGeneration = generation
        }
        return items
    }

    /// Notes that the items were placed in `bounds`.
    func placed(in bounds: Rect, generation: UInt64) {
        placedBounds = generation == self.generation ? bounds : nil
    }

    /// Takes out the entry for `proposal` and `count` items, if still valid (the caller
    /// stores it back once it is up to date).
    func take(for proposal: ProposedSize, count: Int, generation: UInt64) -> Entry? {
        guard generation == self.generation else { return nil }
        for index in entries.indices where entries[index].proposal == proposal && entries[index].sizes.count == count {
            return entries.remove(at: index)
        }
        return nil
    }

    /// The proposal of the latest valid entry that sized the stack to `size`: the one to
    /// place its items by when it is placed at that size.
    func proposal(sizing size: Size, count: Int, generation: UInt64) -> ProposedSize? {
        guard generation == self.generation else { return nil }
        for entry in entries.reversed() where entry.extent == size && entry.sizes.count == count {
            return entry.proposal
        }
        return nil
    }

    /// Drops every entry: the stack laid its items out without the memo (by their
    /// alignment guides), so what it holds may be stale.
    func forget() {
        generation = .max
        entries.removeAll(keepingCapacity: true)
        placedBounds = nil
    }

    func store(_ entry: Entry, generation: UInt64) {
        if generation != self.generation {
            self.generation = generation
            entries.removeAll(keepingCapacity: true)
            placedBounds = nil
        }
        if let index = entries.firstIndex(where: { $0.proposal == entry.proposal }) { entries.remove(at: index) }
        if entries.count == 4 { entries.removeFirst() }
        entries.append(entry)
    }
}
