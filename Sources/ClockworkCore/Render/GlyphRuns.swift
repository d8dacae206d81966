/// The runs of one glyph (perhaps ended by another) a graph's looks made last — what a
/// meter's bar or track is made of. A meter asks again for the run it drew until its
/// value moves a whole cell, and gets the same string back: no allocation, and compared
/// with the item before by identity. A graph keeps one, used on its thread only (its
/// fields skip the runtime's exclusivity check: no access to them overlaps another).
package final class GlyphRuns {
    private struct Run: Equatable {
        var glyph: Unicode.Scalar
        var count: Int
        var last: Unicode.Scalar?
    }

    /// A handful: as many runs as the meters a panel redraws in a tick draw.
    @exclusivity(unchecked) private var kept = [(run: Run, string: String)](repeating: (Run(glyph: " ", count: 0, last: nil), ""), count: 16)
    @exclusivity(unchecked) private var next = 0

    /// `count` copies of `glyph`, then `last` if given, as one string.
    package func string(repeating glyph: Unicode.Scalar, count: Int, then last: Unicode.Scalar? = nil) -> String {
        let run = Run(glyph: glyph, count: max(count, 0), last: last)
        for index in kept.indices where kept[index].run == run { return kept[index].string }
        let string = Self.make(run)
        kept[next] = (run, string)
        next = (next + 1) % kept.count
        return string
    }

    /// The run as a string, made in one allocation.
    private static func make(_ run: Run) -> String {
        let bytes = run.glyph.utf8, lastBytes = run.last?.utf8
        let capacity = bytes.count * run.count + (lastBytes?.count ?? 0)
        // Safe: the closure writes `count` copies of the glyph's UTF-8 bytes and those of
        // `last`, exactly the capacity asked for, and returns that length.
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var offset = 0
            for _ in 0..<run.count {
                for byte in bytes {
                    buffer[offset] = byte
                    offset += 1
                }
            }
            if let lastBytes {
                for byte in lastBytes {
                    buffer[offset] = byte
                    offset += 1
                }
            }
            return offset
        }
    }
}
