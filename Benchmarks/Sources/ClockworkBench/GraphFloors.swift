import ClockworkLoop
import BenchmarkKit

/// The graph benchmarks' work written by hand: the same model changes, the same strings
/// formatted, compared with what is shown and kept when they differ — and for
/// `render-w2`, the changed cells written as terminal bytes. No framework: the floor a
/// benchmark's `ratio` divides by, measured in the same process as the benchmark.
enum GraphFloor {
    /// W1: a counter set `n` times, its text made and compared each time. Time per update.
    static func counter(updates n: Int) -> Duration {
        var shown = ""
        var changes = 0
        let start = MonotonicInstant.now()
        for value in 1...n {
            let text = "\(value)"
            if text != shown {
                shown = text
                changes += 1
            }
        }
        let elapsed = MonotonicInstant.now() - start
        precondition(changes == n && shown == "\(n)", "every update was shown")
        return elapsed / n
    }

    /// W2 and W3: `rows` rows of a title and a value; each update runs `mutate` on the
    /// values, then formats the value texts of `changed(update)` and keeps the ones that
    /// differ. Time per update.
    static func rows(_ rows: Int, updates n: Int, changed: (Int) -> Range<Int>, mutate: (inout [Int], Int) -> Void) -> Duration {
        var values = [Int](repeating: 0, count: rows)
        var shown = values.map { "\($0)" }
        var changes = 0
        let start = MonotonicInstant.now()
        for update in 0..<n {
            mutate(&values, update)
            for row in changed(update) {
                let text = "\(values[row])"
                if text != shown[row] {
                    shown[row] = text
                    changes += 1
                }
            }
        }
        let elapsed = MonotonicInstant.now() - start
        precondition(changes >= n, "every update changed a row")
        return elapsed / n
    }

    /// `render-w2`: W2 with each changed value written to a terminal at its row and
    /// column (a cursor move and the text, blanking what a shorter text leaves). Time and
    /// bytes per update.
    static func terminalRows(updates n: Int, row: (Int) -> Int) -> (perUpdate: Duration, bytes: Double) {
        var values = [Int](repeating: 0, count: 1_000)
        var shown = values.map { "\($0)" }
        var out: [UInt8] = []
        var bytes = 0
        let start = MonotonicInstant.now()
        for update in 0..<n {
            let index = row(update)
            values[index] += 1
            let text = "\(values[index])"
            guard text != shown[index] else { continue }
            out.removeAll(keepingCapacity: true)
            out += "\u{1B}[\(index - 469);100H".utf8
            out += text.utf8
            if text.utf8.count < shown[index].utf8.count {
                out += repeatElement(UInt8(ascii: " "), count: shown[index].utf8.count - text.utf8.count)
            }
            shown[index] = text
            bytes += out.count
        }
        let elapsed = MonotonicInstant.now() - start
        precondition(bytes > 0, "the updates were written")
        return (elapsed / n, Double(bytes) / Double(n))
    }
}
