import ClockworkCore
/// Splits a client's byte stream into request lines, however the bytes arrive.
///
/// A line ends at `\n`; one `\r` before it is not part of the line, so a line of exactly
/// ``maximumLineBytes`` is taken with or without it, in one read or byte by byte. A
/// longer line is reported once as ``Piece/tooLong`` and skipped up to its newline,
/// holding at most ``maximumLineBytes`` + 1 bytes meanwhile. Blank lines (spaces and tabs
/// only) are dropped.
package struct LineSplitter {
    /// What a stream of bytes holds.
    package enum Piece: Equatable {
        case line(ArraySlice<UInt8>)
        case tooLong
    }

    /// The longest line taken, without its `\n` or `\r\n`.
    package let maximumLineBytes: Int
    /// Bytes of a line not yet complete.
    private var partial: [UInt8] = []
    /// Whether the rest of an over-long line is being skipped.
    private var skippingLine = false

    package init(maximumLineBytes: Int) {
        self.maximumLineBytes = maximumLineBytes
    }

    /// Hands each line completed by `bytes` to `handle`, in order.
    package mutating func split(_ bytes: ArraySlice<UInt8>, _ handle: (Piece) -> Void) {
        var rest = bytes
        while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
            let piece = rest[rest.startIndex..<newline]
            rest = rest[(newline + 1)...]
            if skippingLine {
                skippingLine = false
                continue
            }
            if partial.isEmpty {
                finish(piece, handle)
            } else {
                partial += piece
                finish(partial[...], handle)
                partial.removeAll(keepingCapacity: true)
            }
        }
        guard !skippingLine else { return }
        partial += rest
        // One byte of slack: the `\r` of a line of exactly the maximum length.
        if partial.count > maximumLineBytes + 1 {
            partial.removeAll()
            skippingLine = true
            handle(.tooLong)
        }
    }

    /// At the end of the stream: hands over an unfinished last line as if it had its `\n`.
    package mutating func finishStream(_ handle: (Piece) -> Void) {
        defer {
            partial.removeAll()
            skippingLine = false
        }
        guard !skippingLine, !partial.isEmpty else { return }
        finish(partial[...], handle)
    }

    private func finish(_ piece: ArraySlice<UInt8>, _ handle: (Piece) -> Void) {
        var line = piece
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        if line.count > maximumLineBytes {
            handle(.tooLong)
        } else if !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
            handle(.line(line))
        }
    }
}
