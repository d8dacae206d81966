/// Long series cut down to what a plot of a given width can show: per column, the first,
/// least, greatest and last points, in their order. A line drawn through them covers the
/// same pixels as one through every point, so a one-sample spike stays visible.
enum Decimation {
    /// The indices into `xs`/`ys` to draw when `columns` columns span `xs.first...xs.last`;
    /// every index when there are few enough points, or when `xs` is not sorted.
    static func indices(xs: [Double], ys: [Double], columns: Int) -> [Int] {
        let count = xs.count
        guard columns > 0, count > 4 * columns, let first = xs.first, let last = xs.last, last > first else {
            return Array(0..<count)
        }
        var kept: [Int] = []
        kept.reserveCapacity(4 * columns + 4)
        let scale = Double(columns) / (last - first)
        var column = -1
        var start = 0, low = 0, high = 0, end = 0
        func flush() {
            guard column >= 0 else { return }
            // The column's four points in data order, each once.
            var picks = [start, low, high, end]
            picks.sort()
            var previous = -1
            for pick in picks where pick != previous {
                kept.append(pick)
                previous = pick
            }
        }
        var previousX = -Double.infinity
        for index in 0..<count {
            let x = xs[index]
            guard x >= previousX else { return Array(0..<count) }
            previousX = x
            let at = min(Int((x - first) * scale), columns - 1)
            if at != column {
                flush()
                column = at
                (start, low, high, end) = (index, index, index, index)
                continue
            }
            if ys[index] < ys[low] { low = index }
            if ys[index] > ys[high] { high = index }
            end = index
        }
        flush()
        return kept
    }
}
