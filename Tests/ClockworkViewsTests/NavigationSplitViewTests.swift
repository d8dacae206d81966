import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

/// A two-column browser as SwiftUI code writes one: a sidebar list whose selection the
/// detail shows.
private struct Browser: View {
    @State private var selected: String?
    @State private var visibility = NavigationSplitViewVisibility.all
    var asksWidth = false

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(["pumps", "valves", "tanks"], id: \.self, selection: $selected) { Text($0) }
                .navigationTitle("Plant")
                .navigationSplitViewColumnWidth(asksWidth ? 12 : 30)
        } detail: {
            VStack {
                if let selected { Text("showing \(selected)") } else { Text("Select a group") }
                Button("Focus") { visibility = .detailOnly }
            }
            .navigationTitle(selected ?? "")
        }
    }
}

@Suite("NavigationSplitView: columns side by side, the sidebar's selection in the detail")
@MainActor
struct NavigationSplitViewTests {
    private func frame(_ text: String, _ host: TestHost) -> Rect? {
        host.graph.displayList().items.first { $0.primitive == .text(text) }?.frame
    }

    @Test("the sidebar sits beside the detail; choosing a row shows it in the detail")
    func selection() throws {
        let host = try TestHost(Browser(), size: Size(width: 60, height: 12))
        host.pump()
        let pumps = try #require(frame("pumps", host)), placeholder = try #require(frame("Select a group", host))
        #expect(pumps.maxX <= 30 && placeholder.minX > 30, "\(pumps) \(placeholder)")
        #expect(frame("Plant", host) != nil)
        try host.select("valves", in: "pumps")
        #expect(host.contains("showing valves"))
        #expect(host.renderTree.contains("NavigationSplitView columns=2"))
    }

    @Test("a column asks for its width; detailOnly leaves the sidebar out")
    func widthAndVisibility() throws {
        let host = try TestHost(Browser(asksWidth: true), size: Size(width: 60, height: 12))
        host.pump()
        let placeholder = try #require(frame("Select a group", host))
        #expect(placeholder.minX > 12 && placeholder.minX < 40, "the detail starts after a 12-unit sidebar: \(placeholder)")
        try host.tap("Focus")
        #expect(frame("pumps", host) == nil && host.renderTree.contains("NavigationSplitView columns=1"))
    }
}
