/// The sizes a node chose for the proposals its parent made in the last layout.
///
/// It answers repeated proposals without measuring the subtree again, and it is what
/// incremental layout compares against: after a node changes, it is measured again at
/// the proposals its parent used; if every answer is the same, the parent's layout is
/// unaffected and only the node's own subtree is placed again. A parent that makes more
/// distinct proposals than the cache holds marks it overflowed, so that comparison is
/// never made on a partial record.
struct SizeCache {
    /// Proposals a cache holds. A stack asks an item up to three per proposal it is
    /// itself given (offered nothing, everything, and its share), and a stack in a stack
    /// is given several: the demo's gauges ask their texts 9 to 12. A cache that
    /// overflows cannot stop a change from climbing, so it holds 16.
    static let capacity = 16

    struct Entry {
        let proposal: ProposedSize
        let size: Size
    }

    /// The cached answers; one more than ``capacity`` marks a parent that asked more than
    /// fit (the extra entry is never looked up), which keeps the cache one word in a node.
    private var entries: [Entry] = []

    /// Whether a proposal did not fit: the entries are not all the parent asked.
    var overflowed: Bool { entries.count > Self.capacity }

    /// The size cached for `proposal`, if any.
    func size(for proposal: ProposedSize) -> Size? {
        for index in 0..<min(entries.count, Self.capacity) where entries[index].proposal == proposal {
            return entries[index].size
        }
        return nil
    }

    /// The latest proposal answered with `size`: the one a node placed in a frame of that
    /// size was sized for.
    func lastProposal(answering size: Size) -> ProposedSize? {
        for index in (0..<min(entries.count, Self.capacity)).reversed() where entries[index].size == size {
            return entries[index].proposal
        }
        return nil
    }

    mutating func store(_ size: Size, for proposal: ProposedSize) {
        guard !overflowed else { return }
        entries.append(Entry(proposal: proposal, size: size))
    }

    /// Empties the cache, returning what it held (`nil` if that was not a complete record).
    mutating func take() -> [Entry]? {
        defer { entries.removeAll(keepingCapacity: true) }
        return overflowed ? nil : entries
    }
}
