import ClockworkPixels
import Foundation
import Testing
import ClockworkTesting

/// A panel with a little of every paint: a bold title, a monospaced figure in color, a
/// progress bar, a switch, a stroked rounded rectangle and a gradient capsule.
private struct GoldenPanel: View {
    var figureColor = Color.orange

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Boiler 2").font(.title3).bold()
            HStack {
                Text("Pressure")
                Text("4.2 bar").font(.system(.body, design: .monospaced)).foregroundColor(figureColor)
            }
            ProgressView(value: 0.62)
            HStack {
                Toggle("Pump", isOn: .constant(true))
                RoundedRectangle(cornerRadius: 4).stroke(Color.blue, lineWidth: 2).frame(width: 40, height: 16)
                Capsule()
                    .fill(LinearGradient(colors: [.green, .yellow], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 50, height: 12)
            }
        }
        .padding(8)
    }
}

@Suite("Golden images: frames compared with committed PNGs, within a tolerance")
@MainActor
struct GoldenImageTests {
    /// The committed image (240 × 130, a few kilobytes), recorded with
    /// `CLOCKWORK_RECORD_GOLDEN=1 swift test --filter GoldenImageTests`.
    private let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/boiler-panel-points.png").path

    @Test("a panel in points matches its golden image")
    func panelMatchesGolden() throws {
        let result = try TestHost(GoldenPanel()).compareSnapshot(toGolden: golden, width: 240, height: 130)
        #expect(result.matches, "\(result)")
    }

    @Test("a figure drawn in another color does not match the golden image")
    func changedPaintDoesNotMatch() throws {
        guard ProcessInfo.processInfo.environment["CLOCKWORK_RECORD_GOLDEN"] != "1" else { return }
        let result = try TestHost(GoldenPanel(figureColor: .blue)).compareSnapshot(toGolden: golden, width: 240, height: 130)
        #expect(!result.matches, "\(result)")
        #expect(result.differingPixels > 20, "\(result)")
    }
}
