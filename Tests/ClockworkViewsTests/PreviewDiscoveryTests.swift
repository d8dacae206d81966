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

/// A badge beside a preview, put around a provider's group of previews.
private struct Badged: ViewModifier {
    func body(content: Content) -> some View {
        HStack {
            content
            Text("badge")
        }
    }
}

/// Several previews in one provider: a group of views, one named, and a `ForEach`'s rows,
/// framed and badged all at once.
private struct VariedGauge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            PreviewedGauge(level: 1)
            PreviewedGauge(level: 2)
                .previewDisplayName("Gauge, two")
            ForEach([7, 8], id: \.self) { level in
                PreviewedGauge(level: level)
            }
        }
        .modifier(Badged())
        .previewLayout(.fixed(width: 200, height: 80))
    }
}

/// One preview named inside a group, with a modifier around it.
private struct LoneGauge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            PreviewedGauge(level: 3)
                .previewDisplayName("Gauge, alone")
        }
        .padding()
    }
}

/// The same gauge in the host's scheme and in the light one it prefers, as a provider
/// shows both appearances side by side.
private struct SchemedGauge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            PreviewedGauge(level: 1)
            PreviewedGauge(level: 1)
                .preferredColorScheme(.light)
        }
        .previewLayout(.fixed(width: 120, height: 40))
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

    @Test("a PreviewProvider's previews are found in the program too: TestHost(preview:) mounts them by name, the list has each once")
    func providersAreFoundInTheProgram() throws {
        #expect(try TestHost(preview: "Gauge, provided").contains("level 4"))
        #expect(try TestHost(preview: "Gauge, two").contains("level 2"))
        #expect(try TestHost(preview: "UprightGauge_Previews").contains("level 5"))
        let varied = PreviewRecord.all.filter { $0.displayName.hasPrefix("VariedGauge_Previews") || $0.name == "Gauge, two" }
        #expect(varied.map(\.displayName) == ["VariedGauge_Previews 1", "Gauge, two", "VariedGauge_Previews 3", "VariedGauge_Previews 4"])
        #expect(varied.allSatisfy { $0.module == "ClockworkViewsTests" && $0.fileID == "ClockworkViewsTests/VariedGauge_Previews" })
        let provided = try #require(PreviewRecord.named("Gauge, provided"))
        #expect(provided.frame(on: Size(width: 800, height: 480)) == Size(width: 320, height: 100), "framed as its modifiers say")
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
        let providedRecords = PreviewRecord.records(of: ProvidedGauge_Previews.self, fileID: "ClockworkViewsTests/PreviewDiscoveryTests.swift", line: 34)
        #expect(providedRecords.count == 1)
        let provided = try #require(providedRecords.first)
        #expect(provided.name == "Gauge, provided")
        #expect(provided.frame(on: screen) == Size(width: 320, height: 100))
        #expect(try TestHost(provided.makeView()).contains("level 4"))
        let upright = try #require(PreviewRecord.records(of: UprightGauge_Previews.self, fileID: "ClockworkViewsTests/PreviewDiscoveryTests.swift", line: 43).first)
        #expect(upright.name == "UprightGauge_Previews")
        #expect(upright.frame(on: screen) == Size(width: 480, height: 800))
        #expect(PreviewDevice(rawValue: "Panel 7") == "Panel 7")
    }

    @Test("each view of a provider's group, named or numbered, is a preview of its own, with the modifiers around the group")
    func aProvidersGroupIsSeveralPreviews() throws {
        let records = PreviewRecord.records(of: VariedGauge_Previews.self, fileID: "ClockworkViewsTests/PreviewDiscoveryTests.swift", line: 70)
        #expect(records.map(\.name) == ["VariedGauge_Previews 1", "Gauge, two", "VariedGauge_Previews 3", "VariedGauge_Previews 4"])
        #expect(records.allSatisfy { $0.frame(on: Size(width: 800, height: 480)) == Size(width: 200, height: 80) }, "the layout around the group frames each")
        let lone = PreviewRecord.records(of: LoneGauge_Previews.self, fileID: "ClockworkViewsTests/PreviewDiscoveryTests.swift", line: 90)
        #expect(lone.map(\.name) == ["Gauge, alone"], "one preview keeps the name said inside its group and modifiers")
        for (record, level) in zip(records, [1, 2, 7, 8]) {
            let host = try TestHost(record.makeView())
            #expect(host.contains("level \(level)") && host.contains("badge"), "\(record.displayName) shows its gauge, badged")
            #expect(!host.contains(level == 1 ? "level 2" : "level 1"), "\(record.displayName) shows its gauge alone")
        }
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

    @Test("a preview that prefers a color scheme is drawn in it, whichever the tool chooses; the others in the tool's")
    func aPreviewsOwnSchemeWins() throws {
        let records = PreviewRecord.records(of: SchemedGauge_Previews.self, fileID: "ClockworkViewsTests/PreviewDiscoveryTests.swift", line: 100)
        #expect(records.count == 2)
        func corner(_ record: PreviewRecord, _ scheme: ColorScheme) throws -> UInt8 {
            let picture = try PixelImage(png: TestHost.previewPNG(record, colorScheme: scheme))
            return picture.rgb[(2 * picture.width + 2) * 3]
        }
        #expect(try corner(records[0], .dark) < 60 && corner(records[0], .light) > 200, "no preference: the tool's scheme")
        #expect(try corner(records[1], .dark) > 200 && corner(records[1], .light) > 200, "its own light scheme, even when the tool draws dark")
        #expect(try TestHost.colorScheme(of: records[1], hostedIn: .dark) == .light)
        #expect(try TestHost(records[0].makeView().hostColorScheme(.light)).colorScheme == .light)
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
