@_spi(Machinery) import ClockworkCore

/// A text broken into the lines it is drawn on: at spaces (and at its own line breaks),
/// a word longer than a line broken between characters, and what does not fit in
/// `maxLines` shortened with an ellipsis as the truncation mode says. Widths are in the
/// target's units, as its `TextMeasure` gives them.
///
/// Cost: breaking stops once one line more than `maxLines` is made, and truncation reads
/// only as much of each end of the rest as fits, so a text of 64 KiB shown on a few lines
/// costs about what those lines hold (plus finding where its first words end).
struct TextLines: Equatable {
    /// The lines, top to bottom.
    private(set) var lines: [String] = []
    /// Each line's width.
    private(set) var widths: [Double] = []

    /// The widest line's width.
    var width: Double { widths.max() ?? 0 }

    /// A line being made: its text, its width and where it starts in the whole text.
    private typealias Line = (text: String, width: Double, start: String.Index)

    /// Breaks `text` into lines at most `width` wide, at most `maxLines` of them.
    @MainActor
    init(_ text: String, width: Double, maxLines: Int, truncation: Text.TruncationMode, measure: TextMeasure) {
        let limit = min(max(maxLines, 1), Int.max - 1)
        let space = measure.width(of: " ")
        var made: [Line] = []
        breaking: for paragraph in Self.split(text[...], at: UInt8(ascii: "\n")) {
            var line: Line = ("", 0, paragraph.startIndex)
            // Whether the line has begun: an empty word (a space before a space) counts,
            // so the spaces that begin a paragraph stay, as SwiftUI keeps them.
            var begun = false
            for word in Self.split(paragraph, at: UInt8(ascii: " ")) {
                let fit = measure.prefix(of: word, fitting: width)
                let fits = fit.end == word.endIndex
                if fits, !begun {
                    line = (String(word), fit.width, word.startIndex)
                    begun = true
                } else if fits, line.width + space + fit.width <= width {
                    line.text += " " + word
                    line.width += space + fit.width
                } else if word.isEmpty {
                    // A space that does not fit hangs past the line's end.
                    continue
                } else {
                    if !line.text.isEmpty || line.width > 0 { made.append(line) }
                    if made.count > limit { break breaking }
                    if fits {
                        line = (String(word), fit.width, word.startIndex)
                    } else {
                        let room = limit + 1 - made.count
                        var pieces = Self.pieces(of: word, width: width, atMost: room, measure: measure)
                        if pieces.count == room {
                            made += pieces
                            break breaking
                        }
                        line = pieces.removeLast()
                        made += pieces
                    }
                    begun = true
                }
            }
            made.append(line)
            if made.count > limit { break }
        }
        if made.count > limit {
            let start = made[limit - 1].start
            let shortened = Self.truncate(text[start...], to: width, mode: truncation, measure: measure)
            made.removeLast(made.count - limit)
            made[limit - 1] = (shortened, measure.width(of: shortened), start)
        }
        lines = made.map(\.text)
        widths = made.map(\.width)
    }

    /// The parts of `text` between occurrences of the ASCII byte `separator` (a line
    /// break also drops the carriage return before it), found lazily in its bytes.
    private static func split(_ text: Substring, at separator: UInt8) -> some Sequence<Substring> {
        var rest: Substring? = text
        return AnySequence {
            AnyIterator {
                guard let current = rest else { return nil }
                let bytes = current.utf8
                let offset = bytes.withContiguousStorageIfAvailable { $0.firstIndex(of: separator) }
                    ?? bytes.firstIndex(of: separator).map { bytes.distance(from: bytes.startIndex, to: $0) }
                guard let offset else {
                    rest = nil
                    return current
                }
                let end = bytes.index(bytes.startIndex, offsetBy: offset)
                rest = current[bytes.index(after: end)...]
                var part = current[..<end]
                if separator == UInt8(ascii: "\n"), part.utf8.last == UInt8(ascii: "\r") {
                    part = part[..<part.utf8.index(before: part.utf8.endIndex)]
                }
                return part
            }
        }
    }

    /// `word` cut between characters into pieces at most `width` wide (at least one
    /// character each), at most `atMost` of them: a word of 64 KiB costs the pieces made.
    @MainActor
    private static func pieces(of word: Substring, width: Double, atMost: Int, measure: TextMeasure) -> [Line] {
        var pieces: [Line] = []
        var start = word.startIndex
        while start < word.endIndex, pieces.count < atMost {
            let rest = word[start...]
            var (end, used) = measure.prefix(of: rest, fitting: width)
            if end == start {
                end = rest.index(after: start)
                used = measure.width(of: rest[start])
            }
            pieces.append((String(word[start..<end]), used, start))
            start = end
        }
        return pieces
    }

    /// `text` on one line (its line breaks shown as spaces), shortened to `width` with an
    /// ellipsis at its end, start or middle. Reads each end only as far as it is kept.
    @MainActor
    static func truncate(_ text: Substring, to width: Double, mode: Text.TruncationMode, measure: TextMeasure) -> String {
        func shown(_ character: Character) -> Character { character.isNewline ? " " : character }
        func kept(_ characters: some Sequence<Character>, within limit: Double) -> (characters: [Character], width: Double, all: Bool) {
            var kept: [Character] = [], used = 0.0
            for character in characters.lazy.map(shown) {
                let next = measure.width(of: character)
                guard used + next <= limit else { return (kept, used, false) }
                kept.append(character)
                used += next
            }
            return (kept, used, true)
        }
        let whole = kept(text, within: width)
        if whole.all { return String(whole.characters) }
        let room = width - measure.width(of: "…")
        guard room >= 0 else { return "" }
        switch mode {
        case .tail:
            return String(kept(text, within: room).characters) + "…"
        case .head:
            return "…" + String(kept(text.reversed(), within: room).characters.reversed())
        case .middle:
            let head = kept(text, within: (room / 2).rounded(.up))
            let tail = kept(text.reversed(), within: room - head.width)
            return String(head.characters) + "…" + String(tail.characters.reversed())
        }
    }
}
