import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

private struct Mailboxes: View {
    @State private var unread = 3

    var body: some View {
        TabView {
            List {
                Text("Inbox").badge(unread)
                Text("Drafts").badge("new")
                Text("Sent").badge(0)
                Button("Read one") { unread -= 1 }
            }
            .tabItem { Text("Mail") }
            .badge(unread)
            Text("settings").tabItem { Text("Settings") }
        }
    }
}

@Suite("Badges on tabs and list rows")
@MainActor
struct BadgeTests {
    private func frame(_ text: String, _ host: TestHost) -> Rect? {
        host.graph.displayList().items.first { $0.primitive == .text(text) }?.frame
    }

    @Test("a row's badge sits at its trailing edge; a tab's beside its label; zero shows none; a new count shows at once")
    func badges() throws {
        let host = try TestHost(Mailboxes(), size: Size(width: 40, height: 10))
        host.pump()
        let inbox = try #require(frame("Inbox", host)), count = try #require(frame("3", host))
        #expect(count.minY == inbox.minY && count.maxX == 40, "\(count)")
        #expect(frame("new", host)?.maxX == 40)
        #expect(frame("0", host) == nil)
        let tab = try #require(frame("Mail", host)), tabBadge = try #require(frame(" 3", host))
        #expect(tabBadge.minY == tab.minY && tabBadge.minX == tab.maxX)
        try host.tap("Read one")
        #expect(frame("2", host) != nil && frame(" 2", host) != nil)
    }
}
