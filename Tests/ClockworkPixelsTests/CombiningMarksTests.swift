import ClockworkPixels
import ClockworkTesting
import Testing
@testable import ClockworkCore

/// A device's label, as a settings model keeps it.
@MainActor
private final class Device: ObservableObject {
    @Published var label: String

    init(label: String = "") { self.label = label }
}

/// A label field bound to the model, as a form writes one.
private struct LabelForm: View {
    @ObservedObject var device: Device

    var body: some View {
        TextField("Label", text: $device.label)
            .frame(width: 300, height: 60)
    }
}

@Suite("Text full of combining marks")
@MainActor
struct CombiningMarksTests {
    @Test("a run of combining marks is drawn to Unicode's stream-safe bound of 30; the text itself keeps them all")
    func streamSafeBound() {
        let long = "e" + String(repeating: "\u{301}", count: 100) + "x"
        #expect(long.streamSafe.unicodeScalars.count == 32, "the letter, 30 marks and the next letter")
        #expect(long.streamSafe.hasSuffix("x"))
        for kept in ["plain ASCII", "déjà vu", "日本語のテキスト", "👩‍👩‍👧‍👦 ❤️", "e" + String(repeating: "\u{301}", count: 30)] {
            #expect(kept.streamSafe == kept, "\(kept) has no run longer than the bound")
        }
    }

    @Test("a field typed full of combining marks keeps every mark, and draws as a field with 30 of them does (what it costs to draw: clockwork-bench-pixels field-marks)")
    func fieldTypedFullOfMarks() throws {
        let device = Device()
        let host = try TestHost(LabelForm(device: device))
        let field: ViewNode = try #require(host.graph.allNodes().first { $0.content is SubmitsText })
        host.graph.focus.move(to: field)
        _ = try host.graph.focus.type("e")
        for _ in 0..<2_000 { _ = try host.graph.focus.type("\u{301}") }
        host.pump()
        #expect(device.label.unicodeScalars.count == 2_001, "every mark typed is kept")
        let full = try host.snapshotPNG(width: 300, height: 60, units: .points(scale: 1))

        let bounded = try TestHost(LabelForm(device: Device(label: "e" + String(repeating: "\u{301}", count: 30))))
        let boundedField: ViewNode = try #require(bounded.graph.allNodes().first { $0.content is SubmitsText })
        bounded.graph.focus.move(to: boundedField)
        bounded.pump()
        let drawn = try bounded.snapshotPNG(width: 300, height: 60, units: .points(scale: 1))
        let differing = try PixelImage(png: full).pixelsDiffering(from: PixelImage(png: drawn), tolerance: 0)
        #expect(differing == 0, "the field draws its first 30 marks: \(differing.map(String.init) ?? "sizes differ") pixels differ")
    }
}
