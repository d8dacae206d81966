import ClockworkTestSupport
import ClockworkTesting
import Testing
@testable import ClockworkCore

private final class Feed: ObservableObject {
    @Published var rows: [Row]
    init(count: Int) { rows = (0..<count).map { Row(id: $0, text: "row \($0)") } }
}

private struct Row: Identifiable, Equatable {
    let id: Int
    var text: String
}

private struct LongList: View {
    @ObservedObject var feed: Feed
    var lazy = true

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(feed.rows.count) rows")
            ScrollView {
                if lazy {
                    LazyVStack(alignment: .leading) {
                        ForEach(feed.rows) { row in Text(row.text) }
                    }
                } else {
                    VStack(alignment: .leading) {
                        ForEach(feed.rows) { row in Text(row.text) }
                    }
                }
            }
            .accessibilityIdentifier("feed")
        }
    }
}

@Suite("Scroll views and lazy stacks")
@MainActor
struct ScrollingTests {
    private let size = Size(width: 30, height: 11)

    private func settled(_ host: TestHost) -> DisplayList {
        for _ in 0..<3 {
            host.graph.layout(in: size)
            host.pump()
        }
        host.graph.layout(in: size)
        return host.graph.displayList()
    }

    private func shownRows(_ list: DisplayList) -> [String] {
        list.items.compactMap { item in
            guard case .text(let text) = item.primitive, text.hasPrefix("row "), item.bounds.size.height > 0 else { return nil }
            return text
        }
    }

    @Test("a 10,000-row lazy stack in a scroll view builds only the rows in view and a few beyond")
    func lazyStackBuildsWhatShows() throws {
        let host = try TestHost(LongList(feed: Feed(count: 10_000)), size: nil)
        let list = settled(host)
        #expect(shownRows(list) == (0..<10).map { "row \($0)" })
        let nodes = host.graph.allNodes().count
        #expect(nodes < 40, "\(nodes) nodes for 10,000 rows")
    }

    @Test("scrolling moves the rows in view, builds the new ones and lets the old go; the offset stops at both ends")
    func scrollingMovesTheWindow() throws {
        let host = try TestHost(LongList(feed: Feed(count: 10_000)), size: nil)
        _ = settled(host)
        try host.scroll("feed", y: 5_000)
        #expect(shownRows(settled(host)) == (5_000..<5_010).map { "row \($0)" })
        #expect(host.graph.allNodes().count < 40)
        try host.scroll("row 5003", y: -7_000)
        #expect(shownRows(settled(host)).first == "row 0", "stopped at the start")
        try host.scroll("feed", y: 20_000)
        #expect(shownRows(settled(host)).last == "row 9999", "stopped at the end")
        #expect(host.renderTree.contains("ScrollView offset=(0,9990)"))
    }

    @Test("after random scrolls and edits, a lazy stack shows exactly what an eager one scrolled the same way shows")
    func lazyEqualsEager() throws {
        let feed = Feed(count: 300)
        let lazy = try TestHost(LongList(feed: feed), size: nil)
        let eager = try TestHost(LongList(feed: feed, lazy: false), size: nil)
        _ = settled(lazy)
        _ = settled(eager)
        var random = SplitMix(seed: 0x5C70_11)
        for step in 0..<60 {
            switch random.next(4) {
            case 0:
                let by = Double(random.next(80)) - 40
                try lazy.scroll("feed", y: by)
                try eager.scroll("feed", y: by)
            case 1: feed.rows[random.next(feed.rows.count)].text += "!"
            case 2: feed.rows.insert(Row(id: 1_000 + step, text: "row new \(step)"), at: random.next(feed.rows.count))
            default: if feed.rows.count > 20 { feed.rows.remove(at: random.next(feed.rows.count)) }
            }
            let shownLazy = shownRows(settled(lazy)), shownEager = shownRows(settled(eager))
            #expect(shownLazy == shownEager, "step \(step)")
            if shownLazy != shownEager { return }
        }
    }

    @Test("the socket's scroll command scrolls the scroll view a target names, and refuses one that names none")
    func socketScrolls() throws {
        let daemon = try SocketDaemon(root: LongList(feed: Feed(count: 1_000)), size: size)
        let client = try daemon.connect()
        daemon.turn()
        #expect(try client.send(#"{"cmd":"scroll","target":"feed","dy":100}"#)["ok"] as? Bool == true)
        daemon.turn(5)
        #expect(shownRows(daemon.host.displayList).first == "row 100")
        #expect(try client.send(#"{"cmd":"scroll","target":"nowhere","dy":1}"#)["error"] as? String == "not_found")
        #expect(try client.send(#"{"cmd":"scroll","target":"feed","dy":"down"}"#)["error"] as? String == "wrong_type")
    }
}
