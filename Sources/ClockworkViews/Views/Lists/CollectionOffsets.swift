@_spi(Machinery) import ClockworkCore
import Foundation

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination
    /// offset, preserving ordering: what a list's `onMove` action hands over.
    ///
    /// `destination` is an offset in the collection before the move: the moved elements
    /// end up before the element that was there (at the end, when it is `count`).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var moved: [Element] = [], rest: [Element] = []
        for (offset, element) in enumerated() {
            if source.contains(offset) { moved.append(element) } else { rest.append(element) }
        }
        let before = source.count(in: 0..<Swift.max(destination, 0))
        let insertion = Swift.min(Swift.max(destination - before, 0), rest.count)
        let reordered = rest[..<insertion] + moved + rest[insertion...]
        for (index, element) in zip(indices, reordered) { self[index] = element }
    }
}

extension RangeReplaceableCollection {
    /// Removes all the elements at the specified offsets from the collection: what a
    /// list's `onDelete` action hands over.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}
