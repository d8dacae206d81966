import ClockworkPixels
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

private final class Settings: ObservableObject {
    @Published var isOn = false
    @Published var volume = 0.5
    @Published var level = 1
    @Published var mode = "auto"
    @Published var pin = ""
}

/// A settings row as phone code writes it: the labels hidden, the controls bound to a model.
private struct CompactSettings: View {
    @ObservedObject var settings: Settings

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Heater", isOn: $settings.isOn)
            Slider(value: $settings.volume) { Text("Volume") }
            Stepper("Level \(settings.level)", value: $settings.level, in: 0...5)
            Picker("Mode", selection: $settings.mode) {
                Text("auto").tag("auto")
                Text("manual").tag("manual")
            }
            TextField("PIN", text: $settings.pin)
                .keyboardType(.numberPad)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
        }
        .labelsHidden()
    }
}

private struct SizedButtons: View {
    @State private var presses = 0

    var body: some View {
        VStack {
            Button("Mini") { presses += 1 }.controlSize(.mini)
            Button("Regular") { presses += 1 }
            Button("Large") { presses += 1 }.controlSize(.large)
            Button("Round") { presses += 1 }.buttonBorderShape(.capsule)
            Text("presses \(presses)")
        }
        .buttonStyle(.borderedProminent)
    }
}

/// Where a link sends its URL.
@MainActor
private final class Opened {
    var urls: [URL] = []
}

private struct Help: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack {
            Link("Manual", destination: URL(string: "https://example.com/manual")!)
            Link(destination: URL(string: "https://example.com/support")!) { Label("Support", systemImage: "questionmark") }
            Button("Status") { openURL(URL(string: "https://example.com/status")!) }
        }
    }
}

@Suite("Control sizing and labels: labelsHidden, controlSize, buttonBorderShape, text input traits, links")
@MainActor
struct ControlTraitsTests {
    private func texts(_ host: TestHost) -> [String] {
        host.graph.displayList().items.compactMap { if case .text(let text) = $0.primitive { text } else { nil } }
    }

    @Test("labelsHidden draws the controls without their labels, which still name them for input and accessibility")
    func labelsHidden() throws {
        let settings = Settings()
        let host = try TestHost(CompactSettings(settings: settings), size: Size(width: 40, height: 12))
        host.pump()
        let shown = texts(host)
        for label in ["Heater", "Volume", "Level 1", "Mode"] {
            #expect(!shown.contains(label), "\(label) is not drawn: \(shown)")
        }
        #expect(shown.contains("auto"), "the picker's choice still shows")
        try host.toggle("Heater")
        try host.increment("Level 1")
        try host.select("manual", in: "Mode")
        host.pump()
        #expect(settings.isOn && settings.level == 2 && settings.mode == "manual")
        #expect(host.accessibilityTree.contains("Heater"))
    }

    @Test("a field's keyboard, capitalization and correction show in the render tree, for an on-screen keyboard to read")
    func textInputTraits() throws {
        let host = try TestHost(CompactSettings(settings: Settings()))
        host.pump()
        #expect(host.renderTree.contains(#"TextField "PIN" text="" keyboard=numberPad autocapitalization=never autocorrection=off"#), "\(host.renderTree)")
    }

    @Test("controlSize grows a bordered button's backdrop around its label in points; a capsule border rounds its ends")
    func controlSizeAndBorderShape() throws {
        let host = try TestHost(SizedButtons(), size: nil)
        let target = try PixelTarget(width: 400, height: 300, units: .points(scale: 1))
        host.present(on: target)
        host.pump()
        func backdrop(behind label: String) -> DisplayItem? {
            let list = host.graph.displayList()
            guard let text = list.items.firstIndex(where: { $0.primitive == .text(label) }) else { return nil }
            return list.items[..<text].last { if case .shape = $0.primitive { true } else { false } }
        }
        let mini = try #require(backdrop(behind: "Mini")), regular = try #require(backdrop(behind: "Regular"))
        let large = try #require(backdrop(behind: "Large")), round = try #require(backdrop(behind: "Round"))
        #expect(mini.frame.size.height < regular.frame.size.height && regular.frame.size.height < large.frame.size.height)
        #expect(round.primitive == .shape(.capsule, .fill(Color.accentColor.paintStyle, eoFill: false)))
        #expect(host.renderTree.contains("Button style=borderedProminent controlSize=large"))
        try host.tap("Large")
        host.pump()
        #expect(host.contains("presses 1"))
    }

    @Test("a link hands its URL to the app's openURL action; a result of .systemAction goes on to the daemon's, which opens nothing")
    func links() throws {
        let opened = Opened()
        let host = try TestHost(Help().environment(\.openURL, OpenURLAction { url in
            opened.urls.append(url)
            return url.path == "/status" ? .systemAction : .handled
        }))
        host.pump()
        try host.tap("Manual")
        try host.tap("Support")
        try host.tap("Status")
        #expect(opened.urls.map(\.absoluteString) == ["https://example.com/manual", "https://example.com/support", "https://example.com/status"])
        #expect(host.accessibilityTree.contains("Manual"))
        var accepted: Bool?
        OpenURLAction { _ in .discarded }(URL(string: "https://example.com")!) { accepted = $0 }
        #expect(accepted == false)
    }
}
