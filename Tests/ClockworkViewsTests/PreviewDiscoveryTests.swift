import Clockwork
import ClockworkTesting
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

/// Previews found with nothing registered: `#Preview` leaves a record in the program.
@MainActor
@Suite("Previews found by their records")
struct PreviewDiscoveryTests {
    @Test("every #Preview of the target is listed with its name, file, line and traits")
    func everyPreviewIsListed() throws {
        let mine = PreviewRecord.all.filter { $0.fileID.hasSuffix("/PreviewDiscoveryTests.swift") }
        #expect(mine.map(\.name) == ["Discovered gauge", "Discovered gauge, framed", nil])
        #expect(mine.map(\.line) == [14, 18, 23])
        #expect(mine.allSatisfy { $0.fileID == "ClockworkViewsTests/PreviewDiscoveryTests.swift" })
        #expect(mine[0].traits.isEmpty)
        #expect(mine[1].traits.count == 1)
        #expect(mine[2].displayName == "PreviewDiscoveryTests.swift:23")
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
}
