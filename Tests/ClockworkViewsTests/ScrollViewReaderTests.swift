import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

/// A chat as SwiftUI code writes one: a lazy list of messages in a scroll view, scrolled
/// to the newest when one arrives, and a button that jumps back to the first.
private struct Chat: View {
    @State private var messages = (0..<200).map { "message \($0)" }
    var lazy = true

    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                HStack {
                    Button("Send") { messages.append("message \(messages.count)") }
                    Button("Top") { proxy.scrollTo(0, anchor: .top) }
                    Button("Middle") { proxy.scrollTo(100, anchor: .center) }
                }
                ScrollView {
                    if lazy {
                        LazyVStack(alignment: .leading, spacing: 0) {
                            ForEach(messages.indices, id: \.self) { index in Text(messages[index]) }
                        }
                    } else {
                        VStack(alignment: .leading, spacing: 0) {
                            ForEach(messages.indices, id: \.self) { index in Text(messages[index]) }
                        }
                    }
                }
            }
            .onChange(of: messages.count) { proxy.scrollTo(messages.count - 1, anchor: .bottom) }
        }
    }
}

/// A log that starts at its end and follows what is appended.
private struct Log: View {
    @State private var lines = (0..<50).map { "line \($0)" }

    var body: some View {
        VStack {
            Button("Append") { lines.append("line \(lines.count)") }
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(lines, id: \.self) { Text($0) }
                }
            }
            .defaultScrollAnchor(.bottom)
            .accessibilityIdentifier("log")
        }
    }
}

private struct Pinned: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<50) { Text("row \($0)") } }
        }
        .scrollDisabled(true)
        .scrollIndicators(.visible)
        .accessibilityIdentifier("pinned")
    }
}

@Suite("Scrolling by program: ScrollViewReader, default anchors, disabled scrolling, indicators")
@MainActor
struct ScrollViewReaderTests {
    /// The texts with `prefix` drawn inside the host's surface, top to bottom.
    private func shown(_ host: TestHost, prefix: String) -> [String] {
        host.graph.displayList().items.compactMap { item in
            guard case .text(let text) = item.primitive, text.hasPrefix(prefix), item.bounds.size.height > 0 else { return nil }
            return text
        }
    }

    private func settle(_ host: TestHost) {
        for _ in 0..<4 { host.advance(by: .milliseconds(20)) }
    }

    @Test("scrollTo brings a row a lazy stack has not built into view, at the anchor asked for", arguments: [true, false])
    func scrollToRow(lazy: Bool) throws {
        let host = try TestHost(Chat(lazy: lazy), size: Size(width: 30, height: 12))
        settle(host)
        #expect(shown(host, prefix: "message").first == "message 0")
        try host.tap("Middle")
        settle(host)
        let middle = shown(host, prefix: "message")
        #expect(middle.count == 11 && middle[5] == "message 100", "centred: \(middle)")
        try host.tap("Send")
        settle(host)
        #expect(shown(host, prefix: "message").last == "message 200", "the new message shows at the bottom")
        try host.tap("Top")
        settle(host)
        #expect(shown(host, prefix: "message").first == "message 0")
    }

    @Test("scrollTo from a button shows its row in the update that ran the action, each call where it asked", arguments: [true, false])
    func scrollToInSameUpdate(lazy: Bool) throws {
        let host = try TestHost(Chat(lazy: lazy), size: Size(width: 30, height: 12))
        settle(host)
        try host.tap("Middle")
        let middle = shown(host, prefix: "message")
        #expect(middle.count == 11 && middle[5] == "message 100", "centred right after the tap: \(middle)")
        try host.tap("Top")
        #expect(shown(host, prefix: "message").first == "message 0", "the second call lands where it asked, not where the first did")
    }

    @Test("scrollTo an id nothing shows leaves the scroll view where it is")
    func scrollToNothing() throws {
        struct Missing: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack {
                        Button("Go") { proxy.scrollTo("nowhere") }
                        ScrollView { VStack(spacing: 0) { ForEach(0..<30) { Text("row \($0)") } } }
                    }
                }
            }
        }
        let host = try TestHost(Missing(), size: Size(width: 20, height: 8))
        settle(host)
        try host.tap("Go")
        settle(host)
        #expect(shown(host, prefix: "row").first == "row 0")
    }

    @Test("a scroll view anchored at the bottom starts at its end and follows what is appended, until scrolled away")
    func defaultAnchorFollows() throws {
        let host = try TestHost(Log(), size: Size(width: 20, height: 8))
        settle(host)
        #expect(shown(host, prefix: "line").last == "line 49")
        try host.tap("Append")
        settle(host)
        #expect(shown(host, prefix: "line").last == "line 50", "it stays at the end")
        try host.scroll("log", y: -10)
        settle(host)
        try host.tap("Append")
        settle(host)
        #expect(shown(host, prefix: "line").last != "line 51", "scrolled away, it stays where the reader is")
    }

    @Test("a scroll view with scrolling disabled refuses people's scrolling with the reason, and draws its indicator when asked")
    func disabledAndIndicators() throws {
        let host = try TestHost(Pinned(), size: Size(width: 20, height: 10))
        settle(host)
        #expect(throws: ControlInputError.unsupported(.scroll(x: 0, y: 5), control: "ScrollView with scrolling disabled")) {
            try host.scroll("pinned", y: 5)
        }
        let indicator = host.graph.displayList().items.first { item in
            if case .shape(.capsule, _) = item.primitive { return true }
            return false
        }
        let bar = try #require(indicator, "a visible indicator is drawn")
        #expect(bar.frame.maxX == 20 && bar.frame.size.height == 2, "a fifth of the length, for a fifth of the content in view: \(bar.frame)")
    }
}

@Suite("ScrollView's initializers")
@MainActor
struct ScrollViewInitializerTests {
    private struct Both: View {
        var body: some View {
            VStack {
                ScrollView(.vertical) { VStack(spacing: 0) { ForEach(0..<30) { Text("a\($0)") } } }
                    .scrollIndicators(.visible)
                ScrollView(showsIndicators: false) { VStack(spacing: 0) { ForEach(0..<30) { Text("b\($0)") } } }
                    .scrollIndicators(.visible)
            }
        }
    }

    @Test("ScrollView(_:content:) is Apple's current initializer; showsIndicators: false hides the indicator .scrollIndicators asked for")
    func initializers() throws {
        let host = try TestHost(Both(), size: Size(width: 20, height: 10))
        host.pump()
        let bars = host.graph.displayList().items.filter { if case .shape(.capsule, _) = $0.primitive { true } else { false } }
        #expect(bars.count == 1 && bars[0].frame.minY < 5, "only the first scroll view draws one: \(bars.map(\.frame))")
    }
}
