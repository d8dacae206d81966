import Foundation
import Testing
@testable import ClockworkCore
@testable import ClockworkViews
import ClockworkTesting

@Suite("Styled texts: a text's own modifiers and Text + Text")
@MainActor
struct TextStylingTests {
    private func items<V: View>(_ view: V, width: Double = 20, height: Double = 4) throws -> [DisplayItem] {
        let host = try TestHost(view)
        host.graph.layout(in: Size(width: width, height: height))
        return host.graph.displayList().items.filter(\.primitive.showsText)
    }

    @Test("a text's own font, weight, italics, digits and color win over the modifiers around it")
    func ownStyleWins() throws {
        let styled: Text = Text("a").font(.title).fontWeight(.heavy).italic().monospacedDigit().foregroundColor(.red)
        let list = try items(VStack {
            styled
            Text("b")
        }.font(.caption).bold().foregroundStyle(.blue))
        #expect(list[0].font == Font.title.weight(.heavy).italic().monospacedDigit())
        #expect(list[0].foreground == .color(.red))
        #expect(list[1].font == Font.caption.bold(), "the plain text keeps the modifiers' style")
        #expect(list[1].foreground == .color(.blue))
    }

    @Test("set twice on a text, the style nearer the text wins, as a modifier nearer the view does")
    func nearerStyleWins() throws {
        let list = try items(Text("a").foregroundColor(.red).foregroundColor(.green).font(.caption).font(.title))
        #expect(list[0].foreground == .color(.red))
        #expect(list[0].font == .caption)
    }

    @Test("texts joined with + lay out as one and draw each run in its own style, side by side")
    func joinedTextsDrawTheirRuns() throws {
        let joined = Text("Ready").bold() + Text(" since ") + Text("9:41").foregroundColor(.green)
        let list = try items(HStack(spacing: 0) {
            joined
            Text("|")
        })
        #expect(list.map(\.description) == [
            #"text (1,1 5x1) "Ready" font=(body weight(700))"#,
            #"text (6,1 7x1) " since ""#,
            #"text (13,1 4x1) "9:41" foreground=green"#,
            #"text (17,1 1x1) "|""#,
        ])
        let host = try TestHost(joined)
        #expect(host.renderTree == #"Text "Ready since 9:41" run("Ready" fontWeight=700) run("9:41" foreground=green)"#,
                "one text to the tree and to input, its runs' styles listed")
        #expect(try TestHost(Text("Ready").bold().italic()).renderTree == #"Text "Ready" fontWeight=700 italic"#)
    }

    @Test("a joined text wraps as one text, each piece of a line in its run's style")
    func joinedTextWraps() throws {
        let list = try items(Text("aa").bold() + Text(" bb cc"), width: 5)
        #expect(list.map(\.description) == [
            #"text (0,1 2x1) "aa" font=(body weight(700))"#,
            #"text (2,1 3x1) " bb""#,
            #"text (0,2 2x1) "cc""#,
        ])
    }

    @Test("a truncated joined text shows the ellipsis in the style of the run it cut into")
    func joinedTextTruncates() throws {
        let tail = try items((Text("abc").bold() + Text("defgh")).lineLimit(1), width: 5)
        #expect(tail.map(\.primitive) == [.text("abc"), .text("d…")])
        #expect(tail[0].font == Font.body.bold() && tail[1].font == nil)
        let middle = try items((Text("abc").italic() + Text("defgh")).lineLimit(1).truncationMode(.middle), width: 5)
        #expect(middle.map(\.primitive) == [.text("ab…"), .text("gh")])
        #expect(middle[0].font == Font.body.italic() && middle[1].font == nil)
    }

    @Test("a style given to joined texts reaches every run, under the runs' own")
    func styleOfJoinedTexts() throws {
        let list = try items((Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue))
        #expect(list.map(\.foreground) == [.color(.red), .color(.blue)])
    }

    @Test("a text's own color eases to a new one under an animation, as a foreground modifier's does")
    func ownColorAnimates() throws {
        struct Lamp: View {
            @State var isOn = false
            var body: some View {
                VStack {
                    Text("lamp").foregroundColor(isOn ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                    Button("switch") { withAnimation(.linear(duration: 1)) { isOn.toggle() } }
                }
            }
        }
        let host = try TestHost(Lamp())
        try host.tap("switch")
        host.advance(by: .milliseconds(500))
        host.graph.layout(in: Size(width: 20, height: 4))
        let lamp = try #require(host.graph.displayList().items.first { $0.primitive == .text("lamp") })
        guard case .color(let color)? = lamp.foreground else { Issue.record("no color: \(String(describing: lamp.foreground))"); return }
        let (red, _, blue, _) = color.sRGB
        #expect(red > 0.3 && red < 0.7 && blue > 0.3 && blue < 0.7, "half way from blue to red: \(color)")
        #expect(host.renderTree.contains(#"Text "lamp" foreground=rgba(0.5"#), "the tree shows the color as now: \(host.renderTree)")
        host.advance(by: .milliseconds(600))
        #expect(host.renderTree.contains(#"Text "lamp" foreground=rgba(1,0,0,1)"#), "\(host.renderTree)")
    }

    @Test("a live date in a joined text is kept current, a tick a second")
    func liveDateInJoinedText() throws {
        let start = Date()
        let host = try TestHost(Text("ends in ").bold() + Text(start.addingTimeInterval(10), style: .timer))
        #expect(host.contains("ends in 0:10") || host.contains("ends in 0:09"))
        host.advance(by: .milliseconds(3_000))
        #expect(host.contains("ends in 0:07") || host.contains("ends in 0:06"))
    }

    @Test("monospaced digits, a text's own or a view modifier's, reach the text")
    func monospacedDigitModifier() throws {
        let own = try items(Text("12").monospacedDigit())
        #expect(own[0].font == Font.body.monospacedDigit())
        let viaView = try items(HStack { Text("12") }.monospacedDigit())
        #expect(viaView[0].font == Font.body.monospacedDigit())
    }

    @Test("lines are cut into runs at their meeting points, past dropped spaces and line breaks")
    func piecesFollowTheRuns() {
        let pieces = TextRuns.pieces(of: ["ab", "cd ef", "g…"], strings: ["ab c", "d\nef", " ghij"])
        #expect(pieces.map { $0.map(\.text) } == [["ab"], ["c", "d ef"], ["g…"]])
        #expect(pieces.map { $0.map(\.run) } == [[0], [0, 1], [2]])
    }
}
