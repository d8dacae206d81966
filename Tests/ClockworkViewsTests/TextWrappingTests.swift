import ClockworkTesting
import Testing
@testable import ClockworkCore

private struct Paragraph: View {
    var text = "the quick brown fox jumps over the lazy dog"
    var limit: Int?
    var alignment = TextAlignment.leading
    var truncation = Text.TruncationMode.tail

    var body: some View {
        Text(text)
            .lineLimit(limit)
            .multilineTextAlignment(alignment)
            .truncationMode(truncation)
            .frame(width: 12)
    }
}

private struct NamePanel: View {
    @State private var count = 0
    @State private var isOn = false
    @State private var name = "fuzz"
    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("count \(count) · \(name)")
            HStack(spacing: 2) {
                Button(isOn ? "Resume" : "Pause") { count += 1 }.accessibilityIdentifier("pause")
                Toggle("Alarm", isOn: $isOn).accessibilityIdentifier("alarm")
                Image(systemName: "gear")
            }
            TextField("Label", text: $name).accessibilityIdentifier("label")
            if isOn { Text("on").foregroundStyle(Color.red).opacity(0.5) }
        }
        .padding()
    }
}

@Suite("Text wrapping, line limits, alignment and truncation")
@MainActor
struct TextWrappingTests {
    private func lines(_ view: some View, in size: Size = Size(width: 30, height: 10)) throws -> [DisplayItem] {
        let host = try TestHost(view)
        host.graph.layout(in: size)
        return host.graph.displayList().items.filter { if case .text = $0.primitive { true } else { false } }
    }

    private func texts(_ items: [DisplayItem]) -> [String] {
        items.map { if case .text(let text) = $0.primitive { text } else { "" } }
    }

    @Test("a text wider than offered wraps at spaces onto as many lines as it needs, each line its own item")
    func wrapsAtSpaces() throws {
        let items = try lines(Paragraph())
        #expect(texts(items) == ["the quick", "brown fox", "jumps over", "the lazy dog"])
        #expect(items.map(\.frame.minY) == [3, 4, 5, 6], "four lines, centered in ten rows")
        #expect(items.allSatisfy { $0.frame.minX == 9 }, "leading-aligned in the 12-wide frame at column 9")
    }

    @Test("a line limit ends the last line with an ellipsis at the tail, head or middle")
    func lineLimitTruncates() throws {
        #expect(texts(try lines(Paragraph(limit: 2))) == ["the quick", "brown fox j…"])
        #expect(texts(try lines(Paragraph(limit: 1, truncation: .head))) == ["…he lazy dog"])
        #expect(texts(try lines(Paragraph(limit: 1, truncation: .middle))) == ["the qu…y dog"])
    }

    @Test("a 64 KiB text under a line limit keeps its first lines and, truncated at the head or middle, its very end")
    func hugeTextUnderALineLimit() throws {
        let huge = String(repeating: "x", count: 65_536) + "yz"
        #expect(texts(try lines(Paragraph(text: huge, limit: 2))) == ["xxxxxxxxxxxx", "xxxxxxxxxxx…"])
        #expect(texts(try lines(Paragraph(text: huge, limit: 2, truncation: .head))) == ["xxxxxxxxxxxx", "…xxxxxxxxxyz"])
        #expect(texts(try lines(Paragraph(text: "ab\r\ncd " + huge, limit: 2, truncation: .middle))) == ["ab", "cd xxx…xxxyz"])
    }

    @Test("measuring and cutting text by its bytes agrees with measuring it character by character, marks and wide letters included")
    func cellPrefixMatchesCharacterByCharacter() {
        let measure = CellTextMeasure()
        let parts = ["abc", "e\u{301}", "\r\n", "中", "👍🏽", " ", "xyz", "é", "°C", "\t", "→"]
        var random = SplitMix(seed: 3)
        for _ in 0..<2_000 {
            let text = (0..<random.next(8)).map { _ in parts[random.next(parts.count)] }.joined()[...]
            let width = Double(random.next(12))
            let fast = measure.prefix(of: text, fitting: width)
            let slow = measure.prefixByCharacters(of: text, fitting: width)
            #expect(fast.end == slow.end && fast.width == slow.width, "\(text.debugDescription) in \(width)")
            let cells = text.reduce(0) { $0 + CellTextMeasure.cells(of: $1) }
            #expect(measure.width(of: String(text)) == Double(cells), "\(text.debugDescription)")
        }
    }

    @Test("centered and trailing lines sit in the middle and at the end of the text's frame")
    func multilineAlignment() throws {
        let centered = try lines(Paragraph(alignment: .center))
        #expect(centered[0].frame.minX == 9 + 1, "\"the quick\" (9) centered in 12")
        let trailing = try lines(Paragraph(alignment: .trailing))
        #expect(trailing.allSatisfy { $0.frame.maxX == 21 })
    }

    @Test("a word longer than the line breaks between characters; wide characters count two cells")
    func longWordsAndWideCharacters() throws {
        #expect(texts(try lines(Paragraph(text: "abcdefghijklmnopqrstuvwxyz"))) == ["abcdefghijkl", "mnopqrstuvwx", "yz"])
        #expect(texts(try lines(Paragraph(text: "温度计读数正常运行中"))) == ["温度计读数正", "常运行中"])
    }

    @Test("offered fewer rows than it needs, a text truncates to the rows it has")
    func heightLimitsLines() throws {
        let items = try lines(VStack { Paragraph().frame(height: 2) })
        #expect(texts(items) == ["the quick", "brown fox j…"])
    }

    @Test("a text that fits stays one item on one line, and explicit line breaks start new lines")
    func fittingAndBreaks() throws {
        #expect(texts(try lines(Text("short"))) == ["short"])
        #expect(texts(try lines(Paragraph(text: "one\ntwo three"))) == ["one", "two three"])
    }

    @Test("spaces that begin a line of the text are kept, as in code a compiler quotes; a space at a wrap hangs")
    func leadingSpaces() throws {
        #expect(texts(try lines(Paragraph(text: "let a =\n    (\n  |   ^"))) == ["let a =", "    (", "  |   ^"])
        #expect(texts(try lines(Paragraph(text: "abcdefghijkl  mn"))) == ["abcdefghijkl", "mn"])
        #expect(texts(try lines(Paragraph(text: "abcdefghijklmno pq"))) == ["abcdefghijkl", "mno pq"],
                "the word after a word broken between characters goes on the broken word's last line")
    }

    @Test("a text whose number of lines changes is redrawn by rebuilding the list, never written past its old range (found by the fuzzer)")
    func changingLineCountsRebuild() throws {
        let host = try TestHost(NamePanel())
        let size = Size(width: 60, height: 16)
        host.graph.layout(in: size)
        _ = host.graph.refreshDisplayList(on: size, full: false)
        var random = SplitMix(seed: 42)
        let words = ["a", "bb", "a long word", "\n", "x\ny", String(repeating: "w", count: 70), " ", "中文字", ""]
        for step in 0..<1_000 {
            switch random.next(3) {
            case 0:
                let count = random.next(12)
                try host.type((0..<count).map { _ in words[random.next(words.count)] }.joined(separator: " "), into: "label")
            case 1: try host.tap("pause")
            default: try host.toggle("alarm")
            }
            host.graph.layout(in: size)
            let (list, _) = host.graph.refreshDisplayList(on: size, full: false)
            #expect(list == host.graph.displayList(), "step \(step)")
            if list != host.graph.displayList() { return }
        }
    }
}
