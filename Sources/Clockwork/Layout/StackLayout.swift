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
        let sizes = itemSizes(ProposedSize(bounds.size), items: items)
        var cursor = 0.0
        for (item, size) in zip(items, sizes) {
            var origin = Point(
                x: bounds.minX + ((bounds.size.width - size.width) * alignment.horizontal).rounded(.down),
                y: bounds.minY + ((bounds.size.height - size.height) * alignment.vertical).rounded(.down))
            switch axis {
            case .horizontal?:
                origin.x = bounds.minX + cursor
                cursor += size.width + spacing
            case .vertical?:
                origin.y = bounds.minY + cursor
                cursor += size.height + spacing
            case nil:
                break
            }
            item.place(in: Rect(origin: origin, size: size))
        }
    }

    /// The size each item takes, offered its share of `proposal`. A spacer expands along
    /// the axis only.
    private func itemSizes(_ proposal: ProposedSize, items: [ViewNode]) -> [Size] {
        guard let axis else { return items.map { $0.sizeThatFits(proposal) } }
        return sizes(along: axis, proposal, items: items)
    }

    private func sizes(along axis: Axis, _ proposal: ProposedSize, items: [ViewNode]) -> [Size] {
        func size(of item: ViewNode, main: Double?, cross: Double?) -> Size {
            if let least = item.content.spacerMinLength { return Size(axis, main: max(main ?? least, least), cross: 0) }
            return item.sizeThatFits(ProposedSize(axis, main: main, cross: cross))
        }
        let cross = axis == .horizontal ? proposal.height : proposal.width
        guard let available = proposal[axis] else {
            return items.map { size(of: $0, main: nil, cross: cross) }
        }
        var remaining = max(available - spacing * Double(max(items.count - 1, 0)), 0)
        let flexibility = items.map { item in
            size(of: item, main: .infinity, cross: cross)[axis] - size(of: item, main: 0, cross: cross)[axis]
        }
        var sizes = [Size](repeating: .zero, count: items.count)
        var left = items.count
        // Items already in order of flexibility (a list of equally inflexible rows) need no sort.
        let inOrder = zip(flexibility, flexibility.dropFirst()).allSatisfy { $0 <= $1 }
        let order = inOrder ? Array(items.indices) : items.indices.sorted { flexibility[$0] < flexibility[$1] }
        for index in order {
            let share = (remaining / Double(left)).rounded(.down)
            let size = size(of: items[index], main: share, cross: cross)
            sizes[index] = size
            remaining = max(remaining - size[axis], 0)
            left -= 1
        }
        return sizes
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
