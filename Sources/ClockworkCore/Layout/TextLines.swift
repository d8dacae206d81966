/// A text broken into the lines it is drawn on: at spaces (and at its own line breaks),
/// a word longer than a line broken between characters, and what does not fit in
/// `maxLines` shortened with an ellipsis as the truncation mode says. Widths are in the
/// target's units, as its ``TextMeasure`` gives them.
struct TextLines: Equatable {
    /// The lines, top to bottom.
    private(set) var lines: [String] = []
    /// Each line's width.
    private(set) var widths: [Double] = []

    /// The widest line's width.
    var width: Double { widths.max() ?? 0 }

    /// Breaks `text` into lines at most `width` wide, at most `maxLines` of them.
    @MainActor
    init(_ text: String, width: Double, maxLines: Int, truncation: Text.TruncationMode, measure: TextMeasure) {
        let space = measure.width(of: " ")
        var all: [(String, Double)] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = "", lineWidth = 0.0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = measure.width(of: String(word))
                if line.isEmpty, lineWidth == 0, wordWidth <= width {
                    (line, lineWidth) = (String(word), wordWidth)
                } else if lineWidth + space + wordWidth <= width {
                    line += " " + word
                    lineWidth += space + wordWidth
                } else {
                    if !line.isEmpty || lineWidth > 0 { all.append((line, lineWidth)) }
                    (line, lineWidth) = (String(word), wordWidth)
                    if lineWidth > width {
                        var pieces = Self.pieces(of: word, width: width, measure: measure)
                        (line, lineWidth) = pieces.removeLast()
                        all += pieces
                    }
                }
            }
            all.append((line, lineWidth))
        }
        let limit = max(maxLines, 1)
        if all.count > limit {
            let rest = all[(limit - 1)...].map(\.0).joined(separator: " ")
            all.removeLast(all.count - limit)
            let shortened = Self.truncate(rest, to: width, mode: truncation, measure: measure)
            all[limit - 1] = (shortened, measure.width(of: shortened))
        }
        lines = all.map(\.0)
        widths = all.map(\.1)
    }

    /// `word` cut between characters into pieces at most `width` wide (at least one
    /// character each), in one pass: a word of 64 KiB costs its length, not its square.
    @MainActor
    private static func pieces(of word: Substring, width: Double, measure: TextMeasure) -> [(String, Double)] {
        var pieces: [(String, Double)] = []
        var piece = "", used = 0.0
        for character in word {
            let next = measure.width(of: String(character))
            if !piece.isEmpty, used + next > width {
                pieces.append((piece, used))
                (piece, used) = ("", 0)
            }
            piece.append(character)
            used += next
        }
        pieces.append((piece, used))
        return pieces
    }

    /// `text` shortened to `width` with an ellipsis at its end, start or middle. Each
    /// character is measured once, and the kept ends are found by adding widths.
    @MainActor
    static func truncate(_ text: String, to width: Double, mode: Text.TruncationMode, measure: TextMeasure) -> String {
        guard measure.width(of: text) > width else { return text }
        let characters = Array(text)
        let widths = characters.map { measure.width(of: String($0)) }
        let room = width - measure.width(of: "…")
        guard room >= 0 else { return "" }
        func fitting(_ indices: some Sequence<Int>, within limit: Double) -> Int {
            var used = 0.0, count = 0
            for index in indices {
                guard used + widths[index] <= limit else { break }
                used += widths[index]
                count += 1
            }
            return count
        }
        switch mode {
        case .tail:
            return String(characters.prefix(fitting(characters.indices, within: room))) + "…"
        case .head:
            return "…" + String(characters.suffix(fitting(characters.indices.reversed(), within: room)))
        case .middle:
            let head = fitting(characters.indices, within: (room / 2).rounded(.up))
            let used = widths.prefix(head).reduce(0, +)
            let tail = fitting(characters.indices.reversed(), within: room - used)
            return String(characters.prefix(head)) + "…" + String(characters.suffix(min(tail, characters.count - head)))
        }
    }
}
