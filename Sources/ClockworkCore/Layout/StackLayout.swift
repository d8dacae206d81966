/// How a stack sizes and places its items: along an axis (`VStack`, `HStack`) or on top
/// of each other (`ZStack`, and a modifier's content with its background).
///
/// Along an axis it follows SwiftUI: the items' spacing comes off the proposal first;
/// then the least flexible item (the smallest difference between its size offered
/// nothing and offered everything) is offered an equal share of what is left, then the
/// next, so text keeps its length and spacers and colors take the rest.
@MainActor
package struct StackLayout {
    /// The axis the items follow; `nil` to overlay them.
    let axis: Axis?
    let spacing: Double
    /// How the items line up across the axis (or, overlaid, both ways): only the guide
    /// across the axis counts for a stack along one.
    let guides: Alignment
    /// Where an item sits across the axis (or, overlaid, in both), 0 (leading/top) to 1,
    /// while the items line up by fractions of their sizes.
    let alignment: (horizontal: Double, vertical: Double)

    /// What this stack remembers between layouts (stacks along an axis; `nil` for none).
    var memo: StackMemo?

    /// Whether the guides the items line up by lie at fractions of their sizes.
    private let isFractional: Bool

    package init(axis: Axis?, spacing: Double, alignment: Alignment, memo: StackMemo? = nil) {
        (self.axis, self.spacing, self.guides, self.memo) = (axis, spacing, alignment, memo)
        self.alignment = alignment.fractions
        isFractional = switch axis {
        case .horizontal?: alignment.vertical.key.fraction != nil
        case .vertical?: alignment.horizontal.key.fraction != nil
        case nil: alignment.isFractional
        }
    }

    /// The guides the items line up by: the one across the axis, or both.
    private var alignedKeys: [AlignmentKey] {
        switch axis {
        case .horizontal?: [guides.vertical.key]
        case .vertical?: [guides.horizontal.key]
        case nil: [guides.horizontal.key, guides.vertical.key]
        }
    }

    /// Whether the items line up by their guides rather than by fractions of their sizes.
    private func alignsByGuides(_ graph: ViewGraph) -> Bool {
        !isFractional || graph.alignmentGuideViews > 0
    }

    package func sizeThatFits(_ proposal: ProposedSize, items: [ViewNode]) -> Size {
        var remeasuredOnly = false
        return measure(proposal, items: items, remeasuredOnly: &remeasuredOnly).extent
    }

    /// Places the items in `bounds`, laid out for `proposal`: the proposal that sized the
    /// stack to these bounds (SwiftUI places with the proposal of the final sizing). A
    /// stack that remembers such a sizing itself uses what it remembers.
    package func place(_ items: [ViewNode], in bounds: Rect, for proposal: ProposedSize) {
        if let graph = items.first?.graph, alignsByGuides(graph) {
            let sizes = measureWithoutMemo(proposal, items: items)
            let origins = guidedOrigins(of: items, sizes: sizes, in: bounds)
            for index in items.indices { items[index].place(in: Rect(origin: origins[index], size: sizes[index])) }
            return
        }
        let surface = items.first?.graph.surface
        let proposal = surface.flatMap {
            memo?.proposal(sizing: bounds.size, count: items.count, generation: $0.shapeGeneration)
        } ?? proposal
        var remeasuredOnly = false
        let sizes = measure(proposal, items: items, remeasuredOnly: &remeasuredOnly).sizes
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

    /// The size each item takes, offered its share of `proposal` (a spacer expands along
    /// the axis only), and the stack's size around them. Sets `remeasuredOnly` when the
    /// memo answered with only the re-measured items asked again.
    private func measure(_ proposal: ProposedSize, items: [ViewNode], remeasuredOnly: inout Bool) -> (sizes: [Size], extent: Size) {
        if let graph = items.first?.graph, alignsByGuides(graph) {
            memo?.forget()
            let sizes = measureWithoutMemo(proposal, items: items)
            return (sizes, guidedExtent(of: items, sizes: sizes))
        }
        guard let axis else {
            var sizes: [Size] = []
            sizes.reserveCapacity(items.count)
            for item in items { sizes.append(item.sizeThatFits(proposal)) }
            return (sizes, extent(of: sizes))
        }
        guard let memo, let surface = items.first?.graph.surface else {
            let sizes = layOut(along: axis, proposal, items: items).sizes
            return (sizes, extent(of: sizes))
        }
        // Taken out of the memo while it is updated, so its arrays change in place.
        if surface.layoutVisit != 0,
           var entry = memo.take(for: proposal, count: items.count, generation: surface.shapeGeneration),
           let movesNothingElse = update(&entry, along: axis, proposal, items: items, changedIn: surface.layoutVisit) {
            memo.store(entry, generation: surface.shapeGeneration)
            remeasuredOnly = movesNothingElse
            return (entry.sizes, entry.extent)
        }
        var entry = layOut(along: axis, proposal, items: items)
        entry.extent = extent(of: entry.sizes)
        memo.store(entry, generation: surface.shapeGeneration)
        return (entry.sizes, entry.extent)
    }

    /// The items' sizes, laid out afresh (a stack aligned by guides keeps no memo: its
    /// extent follows every item's guides).
    private func measureWithoutMemo(_ proposal: ProposedSize, items: [ViewNode]) -> [Size] {
        guard let axis else {
            var sizes: [Size] = []
            sizes.reserveCapacity(items.count)
            for item in items { sizes.append(item.sizeThatFits(proposal)) }
            return sizes
        }
        return layOut(along: axis, proposal, items: items).sizes
    }

    /// Where each item's guide lies on each aligned axis, and how far the items reach
    /// before and after the line they share.
    private func guideSpans(of items: [ViewNode], sizes: [Size]) -> [(key: AlignmentKey, guides: [Double], before: Double, after: Double)] {
        var spans: [(key: AlignmentKey, guides: [Double], before: Double, after: Double)] = []
        for key in alignedKeys {
            var guides: [Double] = []
            guides.reserveCapacity(items.count)
            var before = 0.0, after = 0.0
            for index in items.indices {
                let guide = items[index].alignmentValue(key, in: sizes[index])
                guides.append(guide)
                before = max(before, guide)
                after = max(after, sizes[index][key.axis] - guide)
            }
            spans.append((key, guides, before, after))
        }
        return spans
    }

    /// The stack's size when its items line up by guides: along the axis as by fractions;
    /// across it, from the farthest item before the shared guide to the farthest after.
    private func guidedExtent(of items: [ViewNode], sizes: [Size]) -> Size {
        var extent = extent(of: sizes)
        for span in guideSpans(of: items, sizes: sizes) { extent[span.key.axis] = span.before + span.after }
        return extent
    }

    /// Each item's origin in `bounds` when the items line up by guides: along the axis one
    /// after another, across it with their guides on one line (the group aligned in
    /// `bounds` as a whole when `bounds` are larger than it).
    private func guidedOrigins(of items: [ViewNode], sizes: [Size], in bounds: Rect) -> [Point] {
        var origins = [Point](repeating: bounds.origin, count: items.count)
        if let axis {
            var cursor = bounds.minimum(axis)
            for index in items.indices {
                if axis == .horizontal { origins[index].x = cursor } else { origins[index].y = cursor }
                cursor += sizes[index][axis] + spacing
            }
        }
        for span in guideSpans(of: items, sizes: sizes) {
            let axis = span.key.axis
            let slack = ((bounds.size[axis] - span.before - span.after) * span.key.approximateFraction).rounded(.down)
            for index in items.indices {
                let offset = bounds.minimum(axis) + slack + (span.before - span.guides[index]).rounded(.down)
                if axis == .horizontal { origins[index].x = offset } else { origins[index].y = offset }
            }
        }
        return origins
    }

    /// The value the items set for `key`, where they lie in a stack of `size` laid out for
    /// `proposal`, combined as the guide combines them (the first baseline the topmost,
    /// others their average); `nil` when none sets one.
    package func explicitAlignment(_ key: AlignmentKey, in size: Size, items: [ViewNode], for proposal: ProposedSize) -> Double? {
        guard !items.isEmpty else { return nil }
        var remeasuredOnly = false
        let sizes = measure(proposal, items: items, remeasuredOnly: &remeasuredOnly).sizes
        let bounds = Rect(origin: Point(x: 0, y: 0), size: size)
        let origins: [Point]
        if alignsByGuides(items[0].graph) {
            origins = guidedOrigins(of: items, sizes: sizes, in: bounds)
        } else {
            var fractional: [Point] = []
            var cursor = 0.0
            for index in items.indices {
                var origin = Point(x: ((size.width - sizes[index].width) * alignment.horizontal).rounded(.down),
                                   y: ((size.height - sizes[index].height) * alignment.vertical).rounded(.down))
                if axis == .horizontal { origin.x = cursor } else if axis == .vertical { origin.y = cursor }
                if let axis { cursor += sizes[index][axis] + spacing }
                fractional.append(origin)
            }
            origins = fractional
        }
        var combined: Double?
        var count = 0
        for index in items.indices {
            guard let value = items[index].explicitAlignment(key, in: sizes[index]) else { continue }
            key.combine(value + (key.axis == .horizontal ? origins[index].x : origins[index].y), count: count, into: &combined)
            count += 1
        }
        return combined
    }

    /// The stack's size around items of `sizes`: their sum along the axis with the spacing
    /// between them, their largest across it (both largest, overlaid).
    private func extent(of sizes: [Size]) -> Size {
        // Plain loops: a closure here is isolated to the main actor and would check its
        // executor once per item.
        var extent = Size.zero
        for size in sizes {
            extent.width = axis == .horizontal ? extent.width + size.width : max(extent.width, size.width)
            extent.height = axis == .vertical ? extent.height + size.height : max(extent.height, size.height)
        }
        if let axis { extent[axis] += spacing * Double(max(sizes.count - 1, 0)) }
        return extent
    }

    private func size(of item: ViewNode, along axis: Axis, main: Double?, cross: Double?) -> Size {
        if let least = item.content.spacerMinLength { return Size(axis, main: max(main ?? least, least), cross: 0) }
        return item.sizeThatFits(ProposedSize(axis, main: main, cross: cross))
    }

    /// Lays the items out from scratch: each is offered its share, least flexible first.
    private func layOut(along axis: Axis, _ proposal: ProposedSize, items: [ViewNode]) -> StackMemo.Entry {
        let cross = axis == .horizontal ? proposal.height : proposal.width
        guard let available = proposal[axis] else {
            var sizes: [Size] = []
            sizes.reserveCapacity(items.count)
            for item in items { sizes.append(size(of: item, along: axis, main: nil, cross: cross)) }
            return StackMemo.Entry(
                proposal: proposal, offers: [Double](repeating: .nan, count: items.count), flexibility: [], sizes: sizes)
        }
        let remaining = max(available - spacing * Double(max(items.count - 1, 0)), 0)
        // Plain loops here and below: a closure in this main-actor code would check its
        // executor once per item.
        var flexibility: [Double] = []
        flexibility.reserveCapacity(items.count)
        for item in items {
            flexibility.append(
                size(of: item, along: axis, main: .infinity, cross: cross)[axis] - size(of: item, along: axis, main: 0, cross: cross)[axis])
        }
        var sizes = [Size](repeating: .zero, count: items.count)
        var offers = [Double](repeating: .nan, count: items.count)
        if let first = items.first, first.graph.prioritizedViews > 0 {
            shareByPriority(along: axis, remaining, cross: cross, items: items, flexibility: flexibility, offers: &offers, sizes: &sizes)
        } else {
            share(along: axis, remaining, cross: cross, items: items, order: Self.leastFlexibleFirst(flexibility),
                  offers: &offers, sizes: &sizes)
        }
        return StackMemo.Entry(proposal: proposal, offers: offers, flexibility: flexibility, sizes: sizes)
    }

    /// Offers the items at `order` an equal share each of `available`, one after another,
    /// each taking what it takes; returns what is left.
    @discardableResult
    private func share(along axis: Axis, _ available: Double, cross: Double?, items: [ViewNode], order: [Int],
                       offers: inout [Double], sizes: inout [Size]) -> Double {
        var remaining = available
        var left = order.count
        for index in order {
            let share = (remaining / Double(left)).rounded(.down)
            let size = size(of: items[index], along: axis, main: share, cross: cross)
            offers[index] = share
            sizes[index] = size
            remaining = max(remaining - size[axis], 0)
            left -= 1
        }
        return remaining
    }

    /// Shares `available` out by layout priority, as SwiftUI does: the highest-priority
    /// items first, less the smallest sizes of the lower ones, least flexible first within
    /// a priority.
    private func shareByPriority(along axis: Axis, _ available: Double, cross: Double?, items: [ViewNode], flexibility: [Double],
                                 offers: inout [Double], sizes: inout [Size]) {
        var priorities: [Double] = []
        priorities.reserveCapacity(items.count)
        for item in items { priorities.append(item.layoutValue(LayoutPriorityKey.self)) }
        var smallest: [Double] = []
        smallest.reserveCapacity(items.count)
        for item in items { smallest.append(size(of: item, along: axis, main: 0, cross: cross)[axis]) }
        var remaining = available
        for priority in Set(priorities).sorted(by: >) {
            var reserved = 0.0
            for index in items.indices where priorities[index] < priority { reserved += smallest[index] }
            let order = Self.leastFlexibleFirst(flexibility).filter { priorities[$0] == priority }
            let left = share(along: axis, max(remaining - reserved, 0), cross: cross, items: items, order: order,
                             offers: &offers, sizes: &sizes)
            remaining = left + reserved
        }
    }

    /// The items' indices from least to most flexible, in order among equals. Items already
    /// in that order (a list of equally inflexible rows) need no sort.
    private nonisolated static func leastFlexibleFirst(_ flexibility: [Double]) -> [Int] {
        let indices = Array(flexibility.indices)
        for index in indices.dropFirst() where flexibility[index - 1] > flexibility[index] {
            return indices.sorted { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
        }
        return indices
    }

    /// Asks again only the items the current layout measured anew (stamped `visit`), and
    /// brings the stack's extent up to date. Returns whether no item's size along the axis
    /// changed (so no other item moves), or `nil` when the stack must lay out from scratch:
    /// when it shares out a proposal and a changed item's flexibility or size along the
    /// axis changed, every share after it moves.
    private func update(_ entry: inout StackMemo.Entry, along axis: Axis, _ proposal: ProposedSize, items: [ViewNode],
                        changedIn visit: UInt32) -> Bool? {
        let cross = axis == .horizontal ? proposal.height : proposal.width
        let crossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let shared = proposal[axis] != nil
        var mainSizesKept = true
        // The extent follows each change: the sum along the axis by the difference, the
        // largest across it unless the item that shrank may have been the largest.
        var extentKnown = true
        defer { if !extentKnown { entry.extent = extent(of: entry.sizes) } }
        for index in items.indices where items[index].visit == visit {
            let item = items[index]
            if shared {
                let flexibility = size(of: item, along: axis, main: .infinity, cross: cross)[axis]
                    - size(of: item, along: axis, main: 0, cross: cross)[axis]
                guard flexibility == entry.flexibility[index] else { return nil }
            }
            let offer = entry.offers[index]
            let size = size(of: item, along: axis, main: offer.isNaN ? nil : offer, cross: cross)
            if size[axis] != entry.sizes[index][axis] {
                // Each item is offered its ideal: the others keep their sizes, not their places.
                guard !shared else { return nil }
                mainSizesKept = false
            }
            let old = entry.sizes[index]
            entry.extent[axis] += size[axis] - old[axis]
            if size[crossAxis] >= entry.extent[crossAxis] {
                entry.extent[crossAxis] = size[crossAxis]
            } else if old[crossAxis] >= entry.extent[crossAxis] {
                extentKnown = false
            }
            entry.sizes[index] = size
        }
        return mainSizesKept
    }
}

extension HorizontalAlignment {
    /// Where an item sits across the width: 0 leading, 0.5 center, 1 trailing (a custom
    /// guide: where its default lies in a wide view).
    package var fraction: Double { key.approximateFraction }
}

extension VerticalAlignment {
    /// Where an item sits across the height: 0 top, 0.5 center, 1 bottom (the first
    /// baseline the top, the last the bottom; a custom guide: where its default lies).
    package var fraction: Double { key.approximateFraction }
}

extension Alignment {
    /// The fractions of both dimensions.
    package var fractions: (horizontal: Double, vertical: Double) { (horizontal.fraction, vertical.fraction) }
}
