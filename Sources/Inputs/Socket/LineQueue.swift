/// Request lines waiting for their turn in the input phase, in arrival order: one client's,
/// or those of every client that has left, which take one turn between them (their
/// requests are still carried out; a crowd of vanished clients cannot crowd out the
/// clients still there). Loop thread only.
@MainActor
final class LineQueue {
    /// A line and who sent it.
    struct Line {
        let connection: InputConnection
        /// The line, or `nil` for one that was too long (answered with an error).
        let bytes: [UInt8]?
    }

    /// The lines, from `head` on.
    private var lines: [Line] = []
    private var head = 0
    /// The bytes of the lines waiting.
    private(set) var bytes = 0

    /// How many lines wait.
    var count: Int { lines.count - head }

    /// The size of the line whose turn is next (0 for one that was too long).
    var nextLineBytes: Int { lines[head].bytes?.count ?? 0 }

    /// Adds `line` at the end.
    func append(_ line: Line) {
        lines.append(line)
        bytes += line.bytes?.count ?? 0
    }

    /// Takes the line whose turn it is; at least one must wait.
    func take() -> Line {
        let line = lines[head]
        head += 1
        bytes -= line.bytes?.count ?? 0
        if head == lines.count {
            lines.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 1_024, head >= lines.count / 2 {
            lines.removeFirst(head)
            head = 0
        }
        return line
    }

    /// Takes every line, in order.
    func takeAll() -> ArraySlice<Line> {
        defer {
            lines.removeAll()
            head = 0
            bytes = 0
        }
        return lines[head...]
    }
}
