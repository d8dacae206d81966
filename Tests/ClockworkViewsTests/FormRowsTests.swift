import ClockworkTestSupport
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

private final class Pump: ObservableObject {
    @Published var showsDetails = false
    @Published var pressure = 2.5
}

private struct PumpForm: View {
    @ObservedObject var pump: Pump

    var body: some View {
        Form {
            LabeledContent("Model", value: "P-200")
            LabeledContent("Pressure", value: pump.pressure, format: .number)
            LabeledContent("Status") { Text("running").foregroundStyle(.green) }
            DisclosureGroup("Details", isExpanded: $pump.showsDetails) {
                Text("serial 1234")
                Text("fitted 2024")
            }
        }
    }
}

private struct Folder: Identifiable {
    let id: String
    var children: [Folder]?
}

@Suite("Form rows: LabeledContent, DisclosureGroup, OutlineGroup, ContentUnavailableView")
@MainActor
struct FormRowsTests {
    @Test("labeled content puts the label at the leading edge and the value at the trailing edge, formatted")
    func labeledContent() throws {
        let host = try TestHost(PumpForm(pump: Pump()), size: Size(width: 40, height: 12))
        host.pump()
        let shown = host.textFrames()
        let label = try #require(shown["Pressure"]), value = try #require(shown["2.5"])
        #expect(label.minY == value.minY && label.minX < 5 && value.maxX > 34, "\(shown)")
        #expect(shown["P-200"] != nil && shown["running"] != nil)
    }

    @Test("a disclosure group bound to a model expands on a tap, and collapses when the model says so")
    func disclosure() throws {
        let pump = Pump()
        let host = try TestHost(PumpForm(pump: pump), size: Size(width: 40, height: 12))
        host.pump()
        #expect(host.textFrames()["serial 1234"] == nil)
        try host.tap("Details")
        host.advance(by: .seconds(1))
        #expect(pump.showsDetails && host.textFrames()["serial 1234"] != nil)
        #expect(host.textFrames()["serial 1234"]!.minX > host.textFrames()["Details"]!.minX - 2, "indented under its label")
        pump.showsDetails = false
        host.advance(by: .seconds(1))
        #expect(host.textFrames()["serial 1234"] == nil)
    }

    @Test("an outline group shows its roots, and each folder's children once it is expanded")
    func outline() throws {
        let tree = [Folder(id: "src", children: [Folder(id: "main.swift", children: nil), Folder(id: "lib", children: [Folder(id: "a.swift")])]),
                    Folder(id: "README.md", children: nil)]
        let host = try TestHost(List { OutlineGroup(tree, children: \.children) { Text($0.id) } }, size: Size(width: 40, height: 12))
        host.pump()
        #expect(host.textFrames()["src"] != nil && host.textFrames()["README.md"] != nil && host.textFrames()["main.swift"] == nil)
        try host.tap("src")
        host.advance(by: .seconds(1))
        #expect(host.textFrames()["main.swift"] != nil && host.textFrames()["a.swift"] == nil)
        try host.tap("lib")
        host.advance(by: .seconds(1))
        #expect(host.textFrames()["a.swift"] != nil)
    }

    @Test("a content-unavailable view centres its symbol, title, description and actions; search names what was searched")
    func unavailable() throws {
        struct Empty: View {
            @State var reloads = 0
            var body: some View {
                ContentUnavailableView {
                    Label("No Sensors", systemImage: "sensor")
                } description: {
                    Text("Connect a sensor to see readings.")
                } actions: {
                    Button("Scan \(reloads)") { reloads += 1 }
                }
            }
        }
        let host = try TestHost(Empty(), size: Size(width: 40, height: 12))
        host.pump()
        let shown = host.textFrames()
        let title = try #require(shown["No Sensors"])
        #expect(title.minY > 2 && abs(title.minX + title.size.width / 2 - 20) <= 1, "centred: \(title)")
        try host.tap("Scan 0")
        #expect(host.contains("Scan 1"))
        let search = try TestHost(ContentUnavailableView.search(text: "pump"), size: Size(width: 40, height: 12))
        search.pump()
        #expect(search.contains("No Results for “pump”"))
    }
}
