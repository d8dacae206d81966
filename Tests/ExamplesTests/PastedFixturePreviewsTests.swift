import ClockworkTesting
import ClockworkViews
@testable import PastedAppFixture
@testable import PastedSwift5Fixture
import Testing

/// The two pasted apps each hold a provider named `ContentView_Previews`, as Xcode names
/// every one: both are found, named apart by their modules, and drawn.
@Suite("Previews of the pasted apps")
@MainActor
struct PastedFixturePreviewsTests {
    @Test("two providers named ContentView_Previews, one per module, are each a preview of their own")
    func sameNamedProvidersArePreviewedApart() throws {
        let pasted = PreviewRecord.records(of: PastedAppFixture.ContentView_Previews.self, fileID: "PastedAppFixture/PastedApp.swift", line: 34)
        let swift5 = PreviewRecord.records(of: PastedSwift5Fixture.ContentView_Previews.self, fileID: "PastedSwift5Fixture/ContentView.swift", line: 24)
        #expect(pasted.map(\.module) == ["PastedAppFixture"] && swift5.map(\.module) == ["PastedSwift5Fixture"])
        let linked = PreviewRecord.all.filter { $0.name == "ContentView_Previews" }.map(\.module).sorted()
        #expect(linked == ["PastedAppFixture", "PastedSwift5Fixture"], "both found among the linked providers: \(linked)")
        #expect(try TestHost(pasted[0].makeView()).contains("1 books"))
        #expect(try TestHost(swift5[0].makeView()).contains("Count 0"))
        #expect(try TestHost.previewPNG(pasted[0]).count > 100 && TestHost.previewPNG(swift5[0]).count > 100)
    }
}
