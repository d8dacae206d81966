import ClockworkTestSupport
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

private final class Inbox: ObservableObject {
    @Published var messages = ["hello", "status"]
    @Published var isEditing = false
}

/// A screen as phone code writes one: a title, an add button at the bar's end, an edit
/// button at its start, a count in the bottom bar, and a detail screen with a cancel button.
private struct InboxScreen: View {
    @ObservedObject var inbox: Inbox
    var mode = NavigationBarItem.TitleDisplayMode.inline

    var body: some View {
        NavigationStack {
            List(inbox.messages, id: \.self) { message in
                NavigationLink(message) { Detail(message: message) }
            }
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(mode)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add") { inbox.messages.append("new \(inbox.messages.count)") }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button(inbox.isEditing ? "Done" : "Edit") { inbox.isEditing.toggle() }
                }
                ToolbarItem(placement: .bottomBar) {
                    Text("\(inbox.messages.count) messages")
                }
            }
        }
    }
}

private struct Detail: View {
    let message: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("reading \(message)")
            .navigationTitle(message)
            .navigationBarBackButtonHidden(true)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
            }
            .toolbar(.hidden, for: .tabBar)
    }
}

/// Toolbar content of one's own, composed in a body, with a condition.
private struct Actions: ToolbarContent {
    let canShare: Bool

    var body: some ToolbarContent {
        ToolbarItemGroup(placement: .primaryAction) {
            Button("Save") {}
            if canShare { Button("Share") {} }
        }
        if canShare {
            ToolbarItem(placement: .principal) { Text("Sharing") }
        }
    }
}

@Suite("Toolbars: items in the navigation bar and the bottom bar, title modes, hidden bars")
@MainActor
struct ToolbarTests {
    @Test("a screen's toolbar items sit in its bar, leading, trailing and at the bottom, and work when tapped")
    func itemsInTheBars() throws {
        let inbox = Inbox()
        let host = try TestHost(InboxScreen(inbox: inbox), size: Size(width: 40, height: 12))
        host.pump()
        var shown = host.textFrames()
        let title = try #require(shown["Inbox"]), add = try #require(shown["Add"]), edit = try #require(shown["Edit"])
        #expect(add.minY == title.minY && edit.minY == title.minY, "one bar: \(shown)")
        #expect(edit.minX == 0 && add.maxX == 40 && title.minX > edit.maxX && title.maxX < add.minX)
        #expect(shown["2 messages"]?.minY == 11, "the bottom bar is the last row")
        try host.tap("Add")
        try host.tap("Edit")
        host.pump()
        shown = host.textFrames()
        #expect(inbox.messages.count == 3 && shown["3 messages"] != nil && shown["Done"] != nil)
    }

    @Test("a pushed screen's own items replace the ones below; a hidden back button leaves room for Cancel, which dismisses")
    func pushedScreenItems() throws {
        let host = try TestHost(InboxScreen(inbox: Inbox()), size: Size(width: 40, height: 12))
        host.pump()
        try host.tap("hello")
        host.pump()
        let shown = host.textFrames()
        #expect(shown["reading hello"] != nil && shown["Cancel"]?.minX == 0, "\(shown)")
        #expect(shown["Inbox"] == nil && shown["Add"] == nil && shown["2 messages"] == nil, "the root's title and items are gone")
        #expect(!host.renderTree.contains("chevron.left"), "no back button")
        try host.tap("Cancel")
        host.pump()
        #expect(host.textFrames()["Add"] != nil)
    }

    @Test("a large title sits on its own line under the bar; an inline one in the bar")
    func titleDisplayModes() throws {
        let large = try TestHost(InboxScreen(inbox: Inbox(), mode: .large), size: Size(width: 40, height: 12))
        large.pump()
        let shown = large.textFrames()
        #expect(shown["Inbox"]?.minY == 1 && shown["Inbox"]?.minX == 0 && shown["Add"]?.minY == 0, "\(shown)")
        #expect(large.renderTree.contains(#"Text "Inbox" font=largeTitle"#) || large.renderTree.contains("largeTitle"))
    }

    @Test("toolbar content of one's own composes items, with conditions; a principal item takes the title's place")
    func composedContent() throws {
        struct Editor: View {
            @State var canShare = false
            var body: some View {
                NavigationStack {
                    Toggle("Share", isOn: $canShare)
                        .navigationTitle("Editor")
                        .toolbar { Actions(canShare: canShare) }
                }
            }
        }
        let host = try TestHost(Editor(), size: Size(width: 50, height: 8))
        host.pump()
        #expect(host.textFrames()["Save"]?.minY == 0 && host.textFrames()["Editor"] != nil && host.textFrames()["Sharing"] == nil)
        try host.toggle("Share")
        host.pump()
        let shown = host.textFrames()
        #expect(shown["Share"] != nil && shown["Sharing"]?.minY == 0 && shown["Editor"] == nil, "\(shown)")
    }

    @Test("with no navigation stack, a toolbar draws its own bar above the view, and one below for bottom items")
    func standaloneBar() throws {
        struct Panel: View {
            @State var count = 0
            var body: some View {
                Text("count \(count)")
                    .toolbar {
                        ToolbarItem { Button("Plus") { count += 1 } }
                        ToolbarItem(placement: .bottomBar) { Text("status ok") }
                    }
            }
        }
        let host = try TestHost(Panel(), size: Size(width: 30, height: 10))
        host.pump()
        let shown = host.textFrames()
        #expect(shown["Plus"]?.minY == 0 && shown["Plus"]?.maxX == 30 && shown["status ok"]?.minY == 9, "\(shown)")
        try host.tap("Plus")
        host.pump()
        #expect(host.contains("count 1"))
    }

    @Test("a hidden navigation bar draws nothing; a tab bar hidden by a pushed screen comes back when it is popped")
    func hiddenBars() throws {
        struct Bare: View {
            var body: some View {
                NavigationStack { Text("full screen").navigationTitle("Hidden").toolbar(.hidden, for: .navigationBar) }
            }
        }
        let bare = try TestHost(Bare(), size: Size(width: 30, height: 6))
        bare.pump()
        #expect(bare.textFrames()["Hidden"] == nil)

        struct Tabs: View {
            let inbox: Inbox
            var body: some View {
                TabView {
                    InboxScreen(inbox: inbox).tabItem { Text("Mail") }
                    Text("settings").tabItem { Text("Settings") }
                }
            }
        }
        let host = try TestHost(Tabs(inbox: Inbox()), size: Size(width: 40, height: 14))
        host.pump()
        #expect(host.textFrames()["Settings"] != nil)
        try host.tap("hello")
        host.pump()
        #expect(host.textFrames()["Settings"] == nil && host.textFrames()["reading hello"] != nil, "the detail screen hides the tab bar")
        #expect(throws: ControlInputError.self) { try host.tap("Settings") }
        try host.tap("Cancel")
        host.pump()
        #expect(host.textFrames()["Settings"] != nil, "back on the list, the tab bar shows")
    }

    @Test("a flexible toolbar spacer pushes the items after it to the bar's far end; a fixed one leaves a gap")
    func toolbarSpacers() throws {
        struct Bar: View {
            var body: some View {
                NavigationStack {
                    Text("Log")
                        .toolbar {
                            ToolbarItem(placement: .bottomBar) { Button("Clear") {} }
                            ToolbarSpacer(.flexible, placement: .bottomBar)
                            ToolbarItem(placement: .bottomBar) { Button("Pause") {} }
                            ToolbarSpacer(.fixed, placement: .bottomBar)
                            ToolbarItem(placement: .bottomBar) { Button("Save") {} }
                        }
                }
            }
        }
        let host = try TestHost(Bar(), size: Size(width: 40, height: 8))
        host.pump()
        let bottom = host.terminalLook(width: 40, height: 8).split(separator: "\n").last.map(String.init) ?? ""
        #expect(bottom.hasPrefix("Clear"), "\(bottom)")
        #expect(bottom.hasSuffix("Pause   Save"), "a fixed spacer is a cell wide, between the bar's spacing on each side: \(bottom)")
    }
}
