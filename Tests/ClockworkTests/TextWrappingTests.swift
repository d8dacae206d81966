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
}
