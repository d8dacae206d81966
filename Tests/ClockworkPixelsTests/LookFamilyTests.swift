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

/// Symbols in each rendering mode, as the symbolRenderingMode page shows them: one layer,
/// two layers in one color's levels, in a palette of two, and multicolor (one layer here).
private struct SymbolModesSheet: View {
    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: "checkmark.circle.fill")
            Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.green)
            Image(systemName: "exclamationmark.triangle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.orange)
            Image(systemName: "person.crop.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .blue)
            Image(systemName: "play.circle").symbolRenderingMode(.palette).foregroundStyle(.red, .gray)
            Image(systemName: "trash.square.fill").symbolRenderingMode(.multicolor)
        }
        .font(.largeTitle)
        .padding()
    }
}

/// A form of pickers as the DatePicker and pickerStyle pages build them: dates, a menu,
/// a navigation row and an inline picker.
private struct PickerForm: View {
    @State private var start = Date(timeIntervalSince1970: 1_796_204_460)
    @State private var units = "Celsius"
    @State private var rate = 2

    var body: some View {
        Form {
            DatePicker("Start", selection: $start)
            DatePicker("Day", selection: $start, displayedComponents: .date)
            Picker("Units", selection: $units) { Text("Celsius").tag("Celsius"); Text("Fahrenheit").tag("Fahrenheit") }
            Picker("Rate", selection: $rate) { Text("Slow").tag(1); Text("Normal").tag(2) }.pickerStyle(.navigationLink)
            Section("Sensor") {
                Picker("Sensor", selection: $rate) { Text("Inlet").tag(1); Text("Outlet").tag(2) }.pickerStyle(.inline)
            }
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .environment(\.locale, Locale(identifier: "en_US"))
    }
}

/// A wheel picker and a menu picker on their own, outside a form.
private struct WheelAndMenu: View {
    @State private var hour = 3

    var body: some View {
        VStack(spacing: 12) {
            Picker("Hour", selection: $hour) { ForEach(0..<9) { Text("\($0) h").tag($0) } }.pickerStyle(.wheel)
            Picker("Hour", selection: $hour) { ForEach(0..<9) { Text("\($0) h").tag($0) } }
        }
    }
}

/// A confirmation dialog over a screen, as the confirmationDialog page builds one.
private struct DialogOverScreen: View {
    @State private var asks = true

    var body: some View {
        Text("Boiler 2").frame(maxWidth: .infinity, maxHeight: .infinity)
            .confirmationDialog("Shut the boiler down?", isPresented: $asks, titleVisibility: .visible) {
                Button("Shut Down", role: .destructive) {}
                Button("Lower to Standby") {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("It takes an hour to warm up again.")
            }
    }
}

/// A sheet over a screen.
private struct SheetOverScreen: View {
    @State private var shows = true

    var body: some View {
        Text("Boiler 2").frame(maxWidth: .infinity, maxHeight: .infinity)
            .sheet(isPresented: $shows) { Text("Readings") }
    }
}

/// A sheet whose content names the heights it rests at.
private struct DetentSheet: View {
    @State private var shows = true
    let detents: Set<PresentationDetent>

    var body: some View {
        Text("Boiler 2").frame(maxWidth: .infinity, maxHeight: .infinity)
            .sheet(isPresented: $shows) { Text("Brightness").presentationDetents(detents) }
    }
}

/// A sidebar list and an inset list with a custom section spacing.
private struct SidebarAndInset: View {
    var body: some View {
        VStack(spacing: 0) {
            List {
                Section("Plant") {
                    Label("Boilers", systemImage: "flame")
                    Label("Pumps", systemImage: "drop")
                }
            }
            .listStyle(.sidebar)
            List {
                Section { Text("North intake") }
                Section { Text("South intake") }
            }
            .listStyle(.insetGrouped)
            .listSectionSpacing(8)
        }
    }
}

/// A list in edit mode with delete and move, and a row with its swipe actions shown.
private struct EditingList: View {
    @State private var pumps = ["Feed pump", "Return pump"]

    var body: some View {
        List {
            ForEach(pumps, id: \.self) { Text($0) }
                .onDelete { pumps.remove(atOffsets: $0) }
                .onMove { pumps.move(fromOffsets: $0, toOffset: $1) }
        }
        .environment(\.editMode, .constant(.active))
    }
}

private struct SwipedList: View {
    var body: some View {
        List {
            Text("Feed pump").swipeActions {
                Button("Stop", role: .destructive) {}
                Button("Flag") {}.tint(.orange)
            }
            Text("Return pump")
        }
    }
}

/// A screen pushed on a stack, with its back button and a trailing toolbar button.
private struct PushedScreen: View {
    var body: some View {
        NavigationStack(path: .constant(NavigationPath([2]))) {
            Text("Boilers").navigationTitle("Plant")
                .navigationDestination(for: Int.self) { number in
                    Text("Boiler \(number)").navigationTitle("Boiler")
                        .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
                }
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

    @Test("symbol modes: one layer, hierarchical levels, a palette of two, multicolor as one layer")
    func symbolModes() throws {
        for result in try compare(SymbolModesSheet(), "symbol-modes", height: 80) { #expect(result.matches, "\(result)") }
    }

    @Test("pickers: compact date pickers, a menu, a navigation row and an inline picker in a form; a wheel and a menu alone")
    func pickers() throws {
        for result in try compare(PickerForm(), "pickers", height: 460) { #expect(result.matches, "\(result)") }
        for result in try compare(WheelAndMenu(), "wheel", height: 280) { #expect(result.matches, "\(result)") }
    }

    @Test("presentations: a confirmation dialog's cards and a sheet, over what they cover dimmed")
    func presentations() throws {
        for result in try compare(DialogOverScreen(), "dialog", height: 500) { #expect(result.matches, "\(result)") }
        for result in try compare(SheetOverScreen(), "sheet", height: 300) { #expect(result.matches, "\(result)") }
    }

    @Test("list styles and chrome: a sidebar, a section spacing, edit mode's buttons, swipe actions, a pushed screen's bar")
    func listChrome() throws {
        for result in try compare(SidebarAndInset(), "list-sidebar", height: 400) { #expect(result.matches, "\(result)") }
        for result in try compare(EditingList(), "list-editing", height: 140) { #expect(result.matches, "\(result)") }
        let swiped = try TestHost(SwipedList().hostColorScheme(.light))
        _ = try swiped.snapshotPNG(width: 750, height: 280, units: .points(scale: 2), theme: .light)
        try swiped.swipe("Feed pump")
        let png = try swiped.snapshotPNG(width: 750, height: 280, units: .points(scale: 2), theme: .light)
        #expect(try TestHost.comparePNG(png, toGolden: golden("list-swiped-points")).matches)
        for result in try compare(PushedScreen(), "pushed", height: 200) { #expect(result.matches, "\(result)") }
    }

    /// The items `view` draws laid out in points at 1x on a screen `width` × `height`.
    private func items(_ view: some View, width: Int = 375, height: Int, then act: (TestHost) throws -> Void = { _ in }) throws -> [DisplayItem] {
        let host = try TestHost(view)
        _ = try host.snapshotPNG(width: width, height: height, units: .points(scale: 1))
        try act(host)
        _ = try host.snapshotPNG(width: width, height: height, units: .points(scale: 1))
        return host.graph.displayList().items
    }

    @Test("in points a palette symbol is two layers in its two styles, a hierarchical one its color twice at two opacities, a monochrome one a single item")
    func symbolLayers() throws {
        let drawn = try items(SymbolModesSheet(), height: 80)
        let symbols = drawn.filter { if case .symbol = $0.primitive { true } else { false } }
        #expect(symbols.map(\.primitive) == [.symbol("checkmark.circle.fill"), .symbol("circle.fill"), .symbol("checkmark.fill"),
                                             .symbol("exclamationmark.triangle.fill"), .symbol("circle.fill"), .symbol("person.crop.fill"),
                                             .symbol("circle"), .symbol("play"), .symbol("trash.square.fill")])
        #expect(symbols[1].opacity == 0.3 && symbols[2].opacity == 1 && symbols[1].foreground == symbols[2].foreground)
        #expect(symbols[4].foreground == Color.blue.paintStyle && symbols[5].foreground == Color.white.paintStyle)
        #expect(abs(symbols[5].frame.size.width - symbols[4].frame.size.width * 11 / 20) < 1e-9, "the inner layer 11/20 of its enclosure")
    }

    @Test("in points a date picker's parts sit on 34-point backdrops at the trailing edge, a wheel is 216 tall, an inline picker's options are 44-point rows")
    func pickerMetrics() throws {
        let drawn = try items(PickerForm(), height: 460)
        func frame(of text: String) -> Rect? { drawn.first { $0.primitive == .text(text) }?.frame }
        let backdrops = drawn.filter { item in
            if case .shape(.roundedRectangle, .fill) = item.primitive { item.frame.size.height == 34 } else { false }
        }
        #expect(backdrops.count == 3, "the date, the time, and the day alone")
        let trailing: Double = backdrops.map(\.frame.maxX).max() ?? 0
        #expect(abs(trailing - 343) < 1e-9, "at the row's trailing edge, 16 in from the card (375 - 16 - 16)")
        let inlet = try #require(frame(of: "Inlet")), outlet = try #require(frame(of: "Outlet"))
        #expect(outlet.minY - inlet.minY == 44)
        let check = try #require(drawn.first { $0.primitive == .symbol("checkmark") })
        #expect(abs(check.frame.midY - outlet.midY) < 1, "the chosen option checked, on its row")

        let wheel = try items(WheelAndMenu(), height: 280)
        let band = try #require(wheel.first { if case .shape(.roundedRectangle, .fill) = $0.primitive { true } else { false } })
        let three = try #require(wheel.first { $0.primitive == .text("3 h") }?.frame)
        #expect(abs(band.frame.midY - three.midY) < 1, "the chosen hour on the band")
        #expect(wheel.contains { $0.primitive == .text("0 h") } && !wheel.contains { $0.primitive == .text("7 h") }, "three either side")
    }

    @Test("in points a dialog's actions are 57-point rows and its cancel action a card of its own below them; a sheet's card starts 10 points down; both dim what they cover")
    func presentationMetrics() throws {
        let dialog = try items(DialogOverScreen(), height: 500)
        func frame(_ text: String) throws -> Rect { try #require(dialog.first { $0.primitive == .text(text) }?.frame, "\(text)") }
        let pitch = try frame("Lower to Standby").midY - frame("Shut Down").midY
        #expect(pitch == 57 + 1, "57 and a pixel's hairline: \(pitch)")
        #expect(try frame("Cancel").midY > frame("Lower to Standby").midY + 57, "cancel on the card below")
        let dim = Color.black.opacity(0.2).paintStyle
        #expect(dialog.contains { if case .shape(.rectangle, .fill(dim, _)) = $0.primitive { $0.frame.size.height == 500 } else { false } })
        let sheet = try items(SheetOverScreen(), height: 300)
        let card = try #require(sheet.last { if case .shape(_, .fill) = $0.primitive { true } else { false } })
        #expect(card.frame.minY == 10 && card.frame.size.width == 375)
    }

    @Test("in points a sheet at the medium detent is half the screen tall, and opens at the lower of two with a grabber")
    func sheetDetents() throws {
        func card(_ detents: Set<PresentationDetent>) throws -> (frame: Rect, grabber: Bool) {
            let drawn = try items(DetentSheet(detents: detents), height: 600)
            let card = try #require(drawn.last { if case .shape(_, .fill) = $0.primitive { $0.frame.size.width == 375 } else { false } })
            return (card.frame, drawn.contains { $0.frame.size.width == 36 && $0.frame.size.height == 5 })
        }
        let medium = try card([.medium])
        #expect(medium.frame.minY == 300 && medium.frame.size.height == 300 && !medium.grabber, "\(medium.frame)")
        let both = try card([.medium, .large])
        #expect(both.frame.minY == 300 && both.grabber)
        let tall = try card([.height(200)])
        #expect(tall.frame.minY == 400)
        #expect(try card([]).frame.minY == 10, "no detents: the large sheet")
    }

    @Test("in points a swiped row's actions fill its room, the first at the trailing edge; edit mode's grip moves a row up from its upper half")
    func rowChrome() throws {
        var host: TestHost?
        let swiped = try items(SwipedList(), height: 200) { try $0.swipe("Feed pump"); host = $0 }
        let stop = try #require(swiped.first { item in if case .shape(.rectangle, .fill) = item.primitive { item.frame.maxX == 375 - 16 } else { false } })
        #expect(stop.frame.size.height == 44, "as tall as the row with its insets")
        let stopText = try #require(swiped.first { $0.primitive == .text("Stop") }?.frame)
        let flagText = try #require(swiped.first { $0.primitive == .text("Flag") }?.frame)
        #expect(stopText.minX > flagText.minX, "the first action at the edge")
        try host?.tap("Stop")

        let editing = try TestHost(EditingList())
        _ = try editing.snapshotPNG(width: 375, height: 140, units: .points(scale: 1))
        let grip = try #require(editing.graph.displayList().items.last { $0.primitive == .symbol("line.3.horizontal") }?.frame)
        try editing.tap(at: Point(x: grip.midX, y: grip.minY + 2))
        _ = try editing.snapshotPNG(width: 375, height: 140, units: .points(scale: 1))
        let rows = editing.graph.displayList().items.compactMap { if case .text(let text) = $0.primitive { text } else { nil } }
        #expect(rows == ["Return pump", "Feed pump"], "the last row moved up: \(rows)")
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

private extension Rect {
    var midX: Double { minX + size.width / 2 }
    var midY: Double { minY + size.height / 2 }
}
