import ClockworkPixels
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

/// Symbols as the SF Symbols app shows them: names with their fill, circle, square and
/// slash forms, weights and scales, a resizable one, and a name no table has.
private struct SymbolSheet: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 10) {
                ForEach(["globe", "square.and.arrow.up", "trash", "gearshape", "bell.slash", "wifi", "person.crop.circle", "house"], id: \.self) {
                    Image(systemName: $0)
                }
            }
            HStack(spacing: 10) {
                Image(systemName: "heart.fill").foregroundStyle(.red)
                Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
                Image(systemName: "star.circle")
                Image(systemName: "flame.square.fill").foregroundStyle(.orange)
                Image(systemName: "cloud.slash")
                Image(systemName: "no.such.symbol.here")
            }
            HStack(spacing: 10) {
                Image(systemName: "bolt").imageScale(.small)
                Image(systemName: "bolt")
                Image(systemName: "bolt").imageScale(.large)
                Image(systemName: "bolt").font(.title.weight(.bold))
                Image(systemName: "sun.max.fill").resizable().scaledToFit().frame(width: 40, height: 40).foregroundStyle(.yellow)
                Label("Settings", systemImage: "gear")
            }
        }
        .padding()
    }
}

/// A settings screen as Apple's List and Form pages build one: sections with headers and a
/// footer, navigation links, a toggle and a picker's row, under a large title.
private struct SettingsList: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Display") {
                    NavigationLink("Brightness") { Text("Brightness") }
                    Toggle("Night Shift", isOn: .constant(true))
                    Label("Text Size", systemImage: "textformat.size")
                }
                Section {
                    Text("Boiler 2")
                    VStack(alignment: .leading) {
                        Text("Pressure")
                        Text("4.2 bar, rising").foregroundStyle(.secondary)
                    }
                } header: {
                    Text("Plant")
                } footer: {
                    Text("Readings update every second.")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

/// A plain list, as `.listStyle(.plain)` draws it.
private struct PlainList: View {
    var body: some View {
        List {
            Text("North intake")
            Text("South intake")
            NavigationLink("Reserve") { Text("Reserve") }
        }
        .listStyle(.plain)
    }
}

/// Controls as their pages show them: the button styles and sizes, disabled, a foreground
/// color, text fields plain and rounded, a slider.
private struct ControlSheet: View {
    @State private var name = "Ada"
    @State private var empty = ""

    var body: some View {
        VStack(spacing: 12) {
            TextField("Name", text: $name)
            TextField("Rounded", text: $empty).textFieldStyle(.roundedBorder)
            HStack {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Red") {}.foregroundColor(.red)
            }
            Button("Sign In") {}.buttonStyle(.borderedProminent).controlSize(.large)
            Button("Disabled") {}.buttonStyle(.borderedProminent).disabled(true)
            Toggle("Alarm", isOn: .constant(true))
            Slider(value: .constant(0.4))
        }
        .padding()
    }
}

/// Progress and gauges as their pages show them.
private struct IndicatorSheet: View {
    var body: some View {
        VStack(spacing: 20) {
            ProgressView { Text("Loading") }
            ProgressView(value: 0.4) { Text("Download") } currentValueLabel: { Text("40 %") }
            HStack(spacing: 20) {
                Gauge(value: 0.6) { Text("Speed") } currentValueLabel: { Text("60") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("9") }
                    .gaugeStyle(.accessoryCircular)
                Gauge(value: 0.3) { Text("Battery") } currentValueLabel: { Text("30") }
                    .gaugeStyle(.accessoryCircularCapacity)
            }
        }
        .padding()
    }
}

/// Text in SwiftUI's text styles, a weight and an emoji.
private struct TextSheet: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Large Title").font(.largeTitle)
            Text("Title").font(.title)
            Text("Headline").font(.headline)
            Text("Body text that wraps onto a second line where the screen is narrow 🔥")
            Text("Semibold").fontWeight(.semibold)
            Text("Footnote").font(.footnote).foregroundStyle(.secondary)
            Text("Caption 2").font(.caption2)
        }
        .padding()
    }
}

/// A tab view of three labelled tabs, one with a badge, under an alert with a cancel and
/// a destructive action, as the TabView and alert pages build them.
private struct TabsUnderAlert: View {
    @State private var asks = true

    var body: some View {
        TabView {
            Text("Log")
                .alert("Delete the log?", isPresented: $asks) {
                    Button("Cancel", role: .cancel) {}
                    Button("Delete", role: .destructive) {}
                } message: {
                    Text("Its lines cannot be brought back.")
                }
                .tabItem { Label("Log", systemImage: "list.bullet") }
            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }.badge(3)
            Text("Profile").tabItem { Label("Profile", systemImage: "person.crop.circle") }
        }
    }
}

@Suite("Looks by family: views written from Apple's documentation, drawn in points as iOS draws them, the lists in cells too")
@MainActor
struct LookFamilyTests {
    /// The committed images, recorded with `CLOCKWORK_RECORD_GOLDEN=1 swift test --filter LookFamilyTests`
    /// and looked at: in points at 2x in the light theme (as SwiftUI's snapshot tests take
    /// them), and the lists in cells in the dark theme, as a terminal shows them.
    private func golden(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/Looks/\(name).png").path
    }

    /// The view's snapshots against their goldens: in points, and with `inCells` in cells
    /// too (views whose lengths are written in points, a 40-point frame or a 12-point
    /// spacing, are a terminal's 40 columns and 12 rows, so only views without them are).
    private func compare(_ view: some View, _ name: String, width: Int = 375, height: Int, inCells: Bool = false) throws -> [GoldenComparison] {
        let points = try TestHost(view.hostColorScheme(.light))
            .snapshotPNG(width: 2 * width, height: 2 * height, units: .points(scale: 2), theme: .light)
        var results = [try TestHost.comparePNG(points, toGolden: golden("\(name)-points"))]
        if inCells {
            let cells = try TestHost(view).snapshotPNG(width: 640, height: 480, units: .standardCells)
            results.append(try TestHost.comparePNG(cells, toGolden: golden("\(name)-cells")))
        }
        return results
    }

    @Test("symbols: SF Symbols' names, their forms, weights and scales, a resizable one, and an unknown name's placeholder")
    func symbols() throws {
        for result in try compare(SymbolSheet(), "symbols", height: 150) { #expect(result.matches, "\(result)") }
    }

    @Test("lists: an inset grouped settings list under a large title, and a plain list")
    func lists() throws {
        for result in try compare(SettingsList(), "list-settings", height: 520, inCells: true) { #expect(result.matches, "\(result)") }
        for result in try compare(PlainList(), "list-plain", height: 180, inCells: true) { #expect(result.matches, "\(result)") }
    }

    @Test("controls: button styles and sizes, disabled, a foreground color, fields, a switch and a slider")
    func controls() throws {
        for result in try compare(ControlSheet(), "controls", height: 420) { #expect(result.matches, "\(result)") }
    }

    @Test("indicators: a spinner with its label, a bar, and the circular accessory gauges")
    func indicators() throws {
        for result in try compare(IndicatorSheet(), "indicators", height: 260) { #expect(result.matches, "\(result)") }
    }

    @Test("chrome: iOS's tab bar, icons over titles, a badge, and an alert's card with its actions in a row")
    func chrome() throws {
        for result in try compare(TabsUnderAlert(), "chrome", height: 400) { #expect(result.matches, "\(result)") }
    }

    @Test("text: SwiftUI's text styles in the system font, a weight, wrapping and an emoji")
    func text() throws {
        for result in try compare(TextSheet(), "text", height: 260) { #expect(result.matches, "\(result)") }
    }

    @Test("in points the controls take iOS's sizes: a rounded field 34 tall, buttons 34 and 50, a switch 51 by 31, list rows 44")
    func iOSMetrics() throws {
        let host = try TestHost(ControlSheet())
        _ = try host.snapshotPNG(width: 375, height: 420, units: .points(scale: 1))
        let items = host.graph.displayList().items
        func backdrop(behind text: String) -> Rect? {
            guard let label = items.first(where: { $0.primitive == .text(text) })?.frame else { return nil }
            return items.last { item in
                if case .shape(_, .fill) = item.primitive, item.frame.minY <= label.minY, item.frame.maxY >= label.maxY,
                   item.frame.minX <= label.minX, item.frame.maxX >= label.maxX { true } else { false }
            }?.frame
        }
        #expect(backdrop(behind: "Bordered")?.size.height == 34)
        #expect(backdrop(behind: "Sign In")?.size.height == 50)
        #expect(backdrop(behind: "Rounded")?.size.height == 34)
        let switchTrack = items.first { if case .shape(.capsule, .fill) = $0.primitive { $0.frame.size.width == 51 } else { false } }
        #expect(switchTrack?.frame.size.height == 31)

        let list = try TestHost(PlainList())
        _ = try list.snapshotPNG(width: 375, height: 180, units: .points(scale: 1))
        let rows = list.graph.displayList().items.filter { if case .text = $0.primitive { true } else { false } }.map(\.frame.minY)
        #expect(rows.count == 3 && rows[1] - rows[0] == 44 && rows[2] - rows[1] == 44, "\(rows)")
    }
}
