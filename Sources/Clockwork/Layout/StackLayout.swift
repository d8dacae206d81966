/// How a stack sizes and places its items: along an axis (`VStack`, `HStack`) or on top
/// of each other (`ZStack`, and a modifier's content with its background).
///
/// Along an axis it follows SwiftUI: the items' spacing comes off the proposal first;
/// then the least flexible item (the smallest difference between its size offered
/// nothing and offered everything) is offered an equal share of what is left, then the
/// next, so text keeps its length and spacers and colors take the rest.
@MainActor
struct StackLayout {
    /// The axis the items follow; `nil` to overlay them.
    let axis: Axis?
    let spacing: Double
    /// Where an item sits across the axis (or, overlaid, in both), 0 (leading/top) to 1.
    let alignment: (horizontal: Double, vertical: Double)

    /// What this stack remembers between layouts (stacks along an axis; `nil` for none).
    var memo: StackMemo?

    func sizeThatFits(_ proposal: ProposedSize, items: [ViewNode]) -> Size {
        let sizes = itemSizes(proposal, items: items)
        guard let axis else {
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        }
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal
        let main = sizes.reduce(0) { $0 + $1[axis] } + spacing * Double(max(items.count - 1, 0))
        return Size(axis, main: main, cross: sizes.map { $0[cross] }.max() ?? 0)
    }

    func place(_ items: [ViewNode], in bounds: Rect) {
        var remeasuredOnly = false
        let sizes = itemSizes(ProposedSize(bounds.size), items: items, remeasuredOnly: &remeasuredOnly)
        let surface = items.first?.graph.surface
        defer { if let surface { memo?.placed(in: bounds, generation: surface.shapeGeneration) } }
        if remeasuredOnly, let surface, memo?.placedBounds == bounds {
            // Same frame, and every share along the axis as before: only the items measured
            // anew can have moved.
            var cursor = 0.0
            for index in items.indices {
                if items[index].visit == surface.layoutVisit { place(items[index], size: sizes[index], in: bounds, at: cursor) }
                if let axis { cursor += sizes[index][axis] + spacing }
            }
            return
        }
        var cursor = 0.0
        for (item, size) in zip(items, sizes) {
            place(item, size: size, in: bounds, at: cursor)
            if let axis { cursor += size[axis] + spacing }
        }
    }

    /// Places `item` of `size` at `cursor` along the axis, aligned across it.
    private func place(_ item: ViewNode, size: Size, in bounds: Rect, at cursor: Double) {
        var origin = Point(
            x: bounds.minX + ((bounds.size.width - size.width) * alignment.horizontal).rounded(.down),
            y: bounds.minY + ((bounds.size.height - size.height) * alignment.vertical).rounded(.down))
        switch axis {
        case .horizontal?: origin.x = bounds.minX + cursor
        case .vertical?: origin.y = bounds.minY + cursor
        case nil: break
        }
        item.place(in: Rect(origin: origin, size: size))
    }

    /// The size each item takes, offered its share of `proposal`. A spacer expands along
    /// the axis only.
    private func itemSizes(_ proposal: ProposedSize, items: [ViewNode]) -> [Size] {
        var remeasuredOnly = false
        return itemSizes(proposal, items: items, remeasuredOnly: &remeasuredOnly)
    }

    /// Sets `remeasuredOnly` when the memo answered with only the re-measured items asked again.
    private func itemSizes(_ proposal: ProposedSize, items: [ViewNode], remeasuredOnly: inout Bool) -> [Size] {
        guard let axis else { return items.map { $0.sizeThatFits(proposal) } }
        guard let memo, let surface = items.first?.graph.surface else {
            return layOut(along: axis, proposal, items: items).sizes
        }
        if surface.layoutVisit != 0,
           var entry = memo.entry(for: proposal, count: items.count, generation: surface.shapeGeneration),
           let movesNothingElse = update(&entry, along: axis, proposal, items: items, changedIn: surface.layoutVisit) {
            memo.store(entry, generation: surface.shapeGeneration)
            remeasuredOnly = movesNothingElse
            return entry.sizes
        }
        let entry = layOut(along: axis, proposal, items: items)
        memo.store(entry, generation: surface.shapeGeneration)
        return entry.sizes
    }

    private func size(of item: ViewNode, along axis: Axis, main: Double?, cross: Double?) -> Size {
        if let least = item.content.spacerMinLength { return Size(axis, main: max(main ?? least, least), cross: 0) }
        return item.sizeThatFits(ProposedSize(axis, main: main, cross: cross))
    }

    /// Lays the items out from scratch: each is offered its share, least flexible first.
    private func layOut(along axis: Axis, _ proposal: ProposedSize, items: [ViewNode]) -> StackMemo.Entry {
        let cross = axis == .horizontal ? proposal.height : proposal.width
        guard let available = proposal[axis] else {
            return StackMemo.Entry(proposal: proposal, offers: [Double?](repeating: nil, count: items.count), flexibility: [],
                                   sizes: items.map { size(of: $0, along: axis, main: nil, cross: cross) })
        }
        var remaining = max(available - spacing * Double(max(items.count - 1, 0)), 0)
        let flexibility = items.map { item in
            size(of: item, along: axis, main: .infinity, cross: cross)[axis] - size(of: item, along: axis, main: 0, cross: cross)[axis]
        }
        var sizes = [Size](repeating: .zero, count: items.count)
        var offers = [Double?](repeating: nil, count: items.count)
        var left = items.count
        // Items already in order of flexibility (a list of equally inflexible rows) need no sort.
        let inOrder = zip(flexibility, flexibility.dropFirst()).allSatisfy { $0 <= $1 }
        let order = inOrder ? Array(items.indices) : items.indices.sorted { flexibility[$0] < flexibility[$1] }
        for index in order {
            let share = (remaining / Double(left)).rounded(.down)
            let size = size(of: items[index], along: axis, main: share, cross: cross)
            offers[index] = share
            sizes[index] = size
            remaining = max(remaining - size[axis], 0)
            left -= 1
        }
        return StackMemo.Entry(proposal: proposal, offers: offers, flexibility: flexibility, sizes: sizes)
    }

    /// Asks again only the items the current layout measured anew (stamped `visit`).
    /// Returns whether no item's size along the axis changed (so no other item moves), or
    /// `nil` when the stack must lay out from scratch: when it shares out a proposal and
    /// a changed item's flexibility or size along the axis changed, every share after it moves.
    private func update(_ entry: inout StackMemo.Entry, along axis: Axis, _ proposal: ProposedSize, items: [ViewNode],
                        changedIn visit: UInt32) -> Bool? {
        let cross = axis == .horizontal ? proposal.height : proposal.width
        let shared = proposal[axis] != nil
        var mainSizesKept = true
        for index in items.indices where items[index].visit == visit {
            let item = items[index]
            if shared {
                let flexibility = size(of: item, along: axis, main: .infinity, cross: cross)[axis]
                    - size(of: item, along: axis, main: 0, cross: cross)[axis]
                guard flexibility == entry.flexibility[index] else { return nil }
            }
            let size = size(of: item, along: axis, main: entry.offers[index], cross: cross)
            if size[axis] != entry.sizes[index][axis] {
                // Each item is offered its ideal: the others keep their sizes, not their places.
                guard !shared else { return nil }
                mainSizesKept = false
            }
            entry.sizes[index] = size
        }
        return mainSizesKept
    }
}

extension HorizontalAlignment {
    /// Where an item sits across the width: 0 leading, 0.5 center, 1 trailing.
    var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

extension VerticalAlignment {
    /// Where an item sits across the height: 0 top, 0.5 center, 1 bottom.
    var fraction: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}

extension Alignment {
    /// The fractions of both dimensions.
    var fractions: (horizontal: Double, vertical: Double) { (horizontal.fraction, vertical.fraction) }
}
