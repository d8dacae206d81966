/// Where a display list's items are, so that a target redrawing a damaged area looks
/// only at the items near it rather than at every item.
///
/// Items are filed by the bands one unit high (a terminal row) that their bounds cross.
/// An item taller than ``tallItemBands`` is kept aside and always offered, which bounds
/// the index at that many entries per item. Built once per list whose items moved to
/// other bands; a list whose items only changed what they draw, or moved within their
/// bands (a row growing wider), keeps its index.
final class DisplayListIndex: Sendable {
    /// Items crossing more bands than this are offered for every area.
    static let tallItemBands = 64

    /// The band of the first row of `offsets`.
    private let firstBand: Int
    /// Where each band's items start in `entries` (one more than the bands, for the end).
    private let offsets: [Int32]
    /// The indices of the items crossing each band, band by band, each in paint order.
    private let entries: [Int32]
    /// The indices of the tall items, in paint order.
    private let tall: [Int32]

    init(_ items: [DisplayItem]) {
        var low = Int.max, high = Int.min
        for item in items {
            let (first, last) = Self.bands(of: item.bounds)
            guard first <= last, last - first < Self.tallItemBands else { continue }
            low = min(low, first)
            high = max(high, last)
        }
        let bandCount = low <= high ? high - low + 1 : 0
        firstBand = low <= high ? low : 0
        // Count the items per band, turn the counts into starts, then fill them in.
        var offsets = [Int32](repeating: 0, count: bandCount + 1)
        var tall: [Int32] = []
        for index in items.indices {
            let (first, last) = Self.bands(of: items[index].bounds)
            guard first <= last else { continue }
            if last - first >= Self.tallItemBands {
                tall.append(Int32(index))
            } else {
                for band in first...last { offsets[band - firstBand + 1] += 1 }
            }
        }
        for band in 0..<bandCount { offsets[band + 1] += offsets[band] }
        var next = offsets
        var entries = [Int32](repeating: 0, count: Int(offsets[bandCount]))
        for index in items.indices {
            let (first, last) = Self.bands(of: items[index].bounds)
            guard first <= last, last - first < Self.tallItemBands else { continue }
            for band in first...last {
                entries[Int(next[band - firstBand])] = Int32(index)
                next[band - firstBand] += 1
            }
        }
        self.offsets = offsets
        self.entries = entries
        self.tall = tall
    }

    /// The first and last band `bounds` crosses (first > last for none: an empty area, or
    /// one without a place, meets nothing). Coordinates beyond a billion units count as that far, which makes an
    /// item reaching there tall. An item whose bounds change keeps its place in the index
    /// while these stay the same.
    static func bands(of bounds: Rect) -> (first: Int, last: Int) {
        guard bounds.size.width > 0, bounds.size.height > 0, !bounds.minY.isNaN, !bounds.maxY.isNaN else { return (1, 0) }
        func band(_ y: Double) -> Int { Int(min(max(y, -1e9), 1e9)) }
        return (band(bounds.minY.rounded(.down)), band(bounds.maxY.rounded(.up)) - 1)
    }

    /// The indices of the items whose bounds may meet `area`, in paint order: every item
    /// that does, and some that only share a band with it.
    func candidates(meeting area: Rect) -> [Int] {
        let (first, last) = Self.bands(of: area)
        let low = max(first, firstBand), high = min(last, firstBand + offsets.count - 2)
        var found = tall.map(Int.init)
        if low <= high {
            for position in Int(offsets[low - firstBand])..<Int(offsets[high - firstBand + 1]) {
                found.append(Int(entries[position]))
            }
        }
        // One band and no tall items is already in order; otherwise merge the bands.
        if low < high || (!tall.isEmpty && low <= high) {
            found.sort()
            var unique = 0
            for index in found.indices where index == 0 || found[index] != found[index - 1] {
                found[unique] = found[index]
                unique += 1
            }
            found.removeLast(found.count - unique)
        }
        return found
    }
}
