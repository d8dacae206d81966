import Clockwork
import ClockworkPixels
import ClockworkTesting
import Foundation
import Testing

/// A gauge to preview.
private struct PreviewedGauge: View {
    let level: Int

    var body: some View {
        Text("level \(level)")
    }
}

#Preview("Discovered gauge") {
    PreviewedGauge(level: 7)
}

#Preview("Discovered gauge, framed", traits: .sizeThatFitsLayout) {
    @Previewable @State var level = 3
    PreviewedGauge(level: level)
}

#Preview {
    Text("an unnamed preview")
}

#Preview("Discovered gauge, stepped") {
    @Previewable @State var level = 3
    Stepper("Level", value: $level, in: 0...10)
    PreviewedGauge(level: level)
}

/// Previews written the older way, saying their name and frame with modifiers.
private struct ProvidedGauge_Previews: PreviewProvider {
    static var previews: some View {
        PreviewedGauge(level: 4)
            .previewLayout(.fixed(width: 320, height: 100))
            .previewDevice("Panel 7")
            .previewDisplayName("Gauge, provided")
    }
}

private struct UprightGauge_Previews: PreviewProvider {
    static var previews: some View {
        PreviewedGauge(level: 5)
            .previewInterfaceOrientation(.portrait)
    }
}

/// Previews found with nothing registered: `#Preview` leaves a record in the program.
@MainActor
@Suite("Previews found by their records")
struct PreviewDiscoveryTests {
    @Test("every #Preview of the target is listed with its name, file, line and traits")
    func everyPreviewIsListed() throws {
        let mine = PreviewRecord.all.filter { $0.fileID.hasSuffix("/PreviewDiscoveryTests.swift") }
        #expect(mine.map(\.name) == ["Discovered gauge", "Discovered gauge, framed", nil, "Discovered gauge, stepped"])
        #expect(mine.map(\.line) == [16, 20, 25, 29])
        #expect(mine.allSatisfy { $0.fileID == "ClockworkViewsTests/PreviewDiscoveryTests.swift" })
        #expect(mine[0].traits.isEmpty)
        #expect(mine[1].traits.count == 1)
        #expect(mine[2].displayName == "PreviewDiscoveryTests.swift:25")
        // The samples' previews are linked into this program too.
        #expect(PreviewRecord.all.contains { $0.name == "Paused" })
    }

    @Test("a preview found by name mounts and shows its view, with its @Previewable state")
    func aPreviewMountsByName() throws {
        let plain = try #require(PreviewRecord.named("Discovered gauge"))
        #expect(try TestHost(plain.makeView()).contains("level 7"))
        let framed = try #require(PreviewRecord.named("Discovered gauge, framed"))
        #expect(try TestHost(framed.makeView()).contains("level 3"))
    }

    @Test("TestHost(preview:) mounts a preview by name or by its file and line, and names what there is when asked for none")
    func testHostMountsAPreviewByNameOrPlace() throws {
        #expect(try TestHost(preview: "Discovered gauge").contains("level 7"))
        #expect(try TestHost(preview: "PreviewDiscoveryTests.swift:22").contains("level 3"))
        #expect(try TestHost(preview: "ClockworkViewsTests/PreviewDiscoveryTests.swift:26").contains("an unnamed preview"))
        let error = #expect(throws: PreviewNotFound.self) { try TestHost(preview: "No such preview") }
        #expect(error?.description.contains("Discovered gauge") == true)
    }

    @Test("a provider's previews take their name and frame from previewDisplayName, previewLayout and previewInterfaceOrientation, and show their view unchanged")
    func aProvidersModifiersNameAndFrameIt() throws {
        let screen = Size(width: 800, height: 480)
        let provided = PreviewRecord(provider: ProvidedGauge_Previews.self, fileID: "ClockworkViewsTests/PreviewDiscoveryTests.swift", line: 34)
        #expect(provided.name == "Gauge, provided")
        #expect(provided.frame(on: screen) == Size(width: 320, height: 100))
        #expect(try TestHost(provided.makeView()).contains("level 4"))
        let upright = PreviewRecord(provider: UprightGauge_Previews.self, fileID: "ClockworkViewsTests/PreviewDiscoveryTests.swift", line: 43)
        #expect(upright.name == "UprightGauge_Previews")
        #expect(upright.frame(on: screen) == Size(width: 480, height: 800))
        #expect(PreviewDevice(rawValue: "Panel 7") == "Panel 7")
    }

    @Test("a preview's frame follows its traits: a fixed size, upright for portrait, none for its content's size")
    func aPreviewsFrameFollowsItsTraits() {
        let screen = Size(width: 800, height: 480)
        func record(_ traits: [PreviewTrait<PreviewViewTraits>]) -> PreviewRecord {
            PreviewRecord(name: "framed", fileID: "Module/File.swift", line: 1, traits: traits) { AnyView(Text("framed")) }
        }
        #expect(record([]).frame(on: screen) == screen)
        #expect(record([.fixedLayout(width: 320, height: 120)]).frame(on: screen) == Size(width: 320, height: 120))
        #expect(record([.portrait]).frame(on: screen) == Size(width: 480, height: 800))
        #expect(record([.sizeThatFitsLayout]).frame(on: screen) == nil)
        #expect(record([.fixedLayout(width: 320, height: 120)]).traits.map(\.description) == [".fixedLayout(width: 320, height: 120)"])
    }

    @Test("a preview's picture takes its content's size under sizeThatFitsLayout, and the light scheme draws on white")
    func aPreviewsPictureTakesItsTraitsSize() throws {
        let framed = try #require(PreviewRecord.named("Discovered gauge, framed"))
        let fitted = try PixelImage(png: TestHost.previewPNG(framed))
        #expect(fitted.width < 200 && fitted.height < 60)
        let plain = try #require(PreviewRecord.named("Discovered gauge"))
        let light = try PixelImage(png: TestHost.previewPNG(plain, colorScheme: .light))
        #expect(light.width == 800 && light.height == 480)
        #expect(light.rgb[(2 * light.width + 2) * 3] > 200)
        #expect(TestHost.goldenFileName(of: plain, colorScheme: .light) == "Discovered-gauge-light.png")
    }

    @Test("every preview of the gallery matches its golden image, laid out in cells as the gallery is")
    func everyGalleryPreviewMatchesItsGoldenImage() throws {
        let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/Previews").path
        let result = try TestHost.comparePreviews(of: "GalleryKit", toGoldensIn: goldens, units: .standardCells)
        #expect(result.matches, "\(result)")
    }

    @Test("the demo's panel previews match their golden images, in points as the panel draws on a screen")
    func theDemosPanelPreviewsMatchTheirGoldenImages() throws {
        let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/Previews").path
        let result = try TestHost.comparePreviews(of: "SensorPanelPreviews", toGoldensIn: goldens)
        #expect(result.matches, "\(result)")
    }

    @Test("@Previewable state saved by one build of a preview is where the next starts; a changed type starts afresh")
    func previewableStateIsCarriedToTheNextBuild() throws {
        let host = try TestHost(preview: "Discovered gauge, stepped")
        try host.increment("Level")
        try host.increment("Level")
        #expect(host.contains("level 5"))
        let saved = PreviewableState.saved()
        PreviewableState.restore(saved)
        defer { PreviewableState.restore(Data()) }
        #expect(try TestHost(preview: "Discovered gauge, stepped").contains("level 5"))
        PreviewableState.restore(Data(#"{"level: Swift.Double": "9"}"#.utf8))
        #expect(try TestHost(preview: "Discovered gauge, stepped").contains("level 3"))
    }
}
