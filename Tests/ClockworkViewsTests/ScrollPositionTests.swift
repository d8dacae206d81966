import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

/// A carousel of readings as SwiftUI code writes one with iOS 17's scroll position: the
/// first reading in view bound to state, buttons that jump by setting it.
private struct Readings: View {
    @State private var shown: Int?
    var lazy = true

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Button("First") { shown = 0 }
                Button("Fortieth") { shown = 40 }
            }
            Text("showing \(shown.map(String.init) ?? "none")")
            ScrollView {
                if lazy {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<100, id: \.self) { Text("reading \($0)") }
                    }
                    .scrollTargetLayout()
                } else {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<100, id: \.self) { Text("reading \($0)") }
                    }
                }
            }
            .scrollPosition(id: $shown)
            .accessibilityIdentifier("readings")
        }
    }
}

@Suite("Scroll position: the first target in view, bound both ways")
@MainActor
struct ScrollPositionTests {
    @Test("the binding holds the first target in view, and follows a scroll", arguments: [true, false])
    func followsScrolling(lazy: Bool) throws {
        let host = try TestHost(Readings(lazy: lazy), size: Size(width: 30, height: 12))
        host.pump()
        #expect(host.contains("showing 0"))
        try host.scroll("readings", y: 25)
        host.pump()
        #expect(host.contains("showing 25"), "\(host.renderTree)")
    }

    @Test("setting the binding scrolls its view to the top, and back", arguments: [true, false])
    func settingScrolls(lazy: Bool) throws {
        let host = try TestHost(Readings(lazy: lazy), size: Size(width: 30, height: 12))
        host.pump()
        try host.tap("Fortieth")
        host.pump()
        #expect(host.contains("showing 40"))
        #expect(host.renderTree.contains("ScrollView offset=(0,40)"), "\(host.renderTree)")
        try host.tap("First")
        host.pump()
        #expect(host.renderTree.contains("ScrollView offset=(0,0)"))
        #expect(host.contains("showing 0"))
    }
}
