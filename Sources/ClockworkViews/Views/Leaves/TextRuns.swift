@_spi(Machinery) import ClockworkCore

/// One stretch of a text in one style: a string (and what it was made from, when the
/// locale changes it), or a date kept current.
struct TextRun: Equatable, Sendable {
    var content: String
    var source: TextSource?
    var liveDate: Text.LiveDate?
    var style = TextRunStyle()
}

/// The runs of a text that has styles of its own or was joined with `+`. A class, so a
/// plain text (nearly every text) stays three words to copy and compare.
final class TextRuns: Equatable, Sendable {
    let runs: [TextRun]
    /// Whether a run shows a date relative to now, so the text changes as time passes.
    let hasLiveDates: Bool

    init(_ runs: [TextRun]) {
        self.runs = runs
        hasLiveDates = runs.contains { $0.liveDate != nil }
    }

    static func == (lhs: TextRuns, rhs: TextRuns) -> Bool {
        lhs === rhs || lhs.runs == rhs.runs
    }

    /// The drawn `lines` of the runs' `strings` (joined, then wrapped and perhaps
    /// truncated by ``TextLines``) cut where runs meet: for each line, its pieces and the
    /// run each is from.
    ///
    /// A line holds the text's characters in order, less the spaces and line breaks it was
    /// broken at; a truncated line has an ellipsis where characters were left out and, at
    /// its head or middle, the text's last characters after it. The ellipsis takes the
    /// style of the run it cut into.
    static func pieces(of lines: [String], strings: [String]) -> [[(text: String, run: Int)]] {
        var cursor = RunCursor(strings)
        return lines.map { line in
            var pieces: [(text: String, run: Int)] = []
            func add(_ character: Character, run: Int) {
                if let last = pieces.last, last.run == run {
                    pieces[pieces.count - 1].text.append(character)
                } else {
                    pieces.append((String(character), run))
                }
            }
            var characters = line[...]
            while let character = characters.popFirst() {
                if character == "…", cursor.current != "…" {
                    add(character, run: cursor.currentRun)
                    cursor.moveToLast(characters.count)
                    continue
                }
                while let source = cursor.current, source != character, !(character == " " && source.isNewline) {
                    cursor.advance()
                }
                add(character, run: cursor.currentRun)
                cursor.advance()
            }
            return pieces
        }
    }
}

/// A position in a text made of runs: the run and the character in it.
private struct RunCursor {
    let strings: [String]
    private var run = 0
    private var index: String.Index

    /// The run the cursor is in; past the end, the last.
    var currentRun: Int { max(min(run, strings.count - 1), 0) }

    init(_ strings: [String]) {
        self.strings = strings
        index = strings.first?.startIndex ?? "".startIndex
        settle()
    }

    /// The character at the cursor; `nil` past the end.
    var current: Character? { run < strings.count ? strings[run][index] : nil }

    /// Moves to the next character.
    mutating func advance() {
        guard run < strings.count else { return }
        index = strings[run].index(after: index)
        settle()
    }

    /// Moves to the `count`th character from the end.
    mutating func moveToLast(_ count: Int) {
        var left = count
        var run = strings.count - 1
        while run >= 0 {
            let length = strings[run].count
            if left <= length {
                self.run = run
                index = strings[run].index(strings[run].endIndex, offsetBy: -left)
                settle()
                return
            }
            left -= length
            run -= 1
        }
        self.run = 0
        index = strings.first?.startIndex ?? "".startIndex
        settle()
    }

    /// Steps over the ends of runs, so the cursor is on a character or past the end.
    private mutating func settle() {
        while run < strings.count, index == strings[run].endIndex {
            run += 1
            if run < strings.count { index = strings[run].startIndex }
        }
    }
}
