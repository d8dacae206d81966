import Clockwork
import ClockworkPixels
import ClockworkTesting
import Foundation
import Testing

// The long tail of SwiftUI's surface that pasted code reaches for, each written from
// Apple's page for it: scenes and their modifiers, AsyncImage, redaction, paged tab views,
// group box styles, @Entry, popovers, scaled metrics.

@MainActor
private func items(of view: some View, in size: Size = Size(width: 40, height: 12)) throws -> [DisplayItem] {
    let host = try TestHost(view)
    host.graph.layout(in: size)
    return host.graph.displayList().items
}

@MainActor
private func texts(_ items: [DisplayItem]) -> [String] {
    items.compactMap { if case .text(let text) = $0.primitive { text } else { nil } }
}

private final class Thermostat: ObservableObject {
    @Published var setpoint = 21
}

@Observable
private final class Room {
    var name = "Lab"
}

private struct Readout: View {
    @EnvironmentObject var thermostat: Thermostat
    @Environment(Room.self) private var room
    @Environment(\.scenePhase) private var phase
    @Environment(\.panelTitle) private var title

    var body: some View {
        VStack {
            Text("\(title): \(room.name) \(thermostat.setpoint)")
            Text(phase == .active ? "active" : "not active")
        }
    }
}

extension EnvironmentValues {
    @Entry var panelTitle: String = "Panel"
    @Entry var panelRetries = 3
}

private struct ThermostatApp: App {
    let thermostat = Thermostat()
    let room = Room()

    var body: some Scene {
        WindowGroup {
            Readout()
        }
        .environmentObject(thermostat)
        .environment(room)
        .environment(\.panelTitle, "Boiler")
        .windowResizability(.contentSize)
        .commands {
            CommandMenu("Heating") { Button("Boost") {} }
            SidebarCommands()
        }

        Settings {
            Text("Settings")
        }
    }
}

private struct RetriesReader: View {
    @Environment(\.panelRetries) private var retries
    var body: some View { Text("retries \(retries)") }
}

@Suite("The long tail of SwiftUI's surface")
@MainActor
struct LongTailTests {
    @Test("a scene's environment modifiers reach its views, and a daemon mounts the WindowGroup beside Settings")
    func sceneModifiersReachTheContent() throws {
        let app = ThermostatApp()
        let host = try TestHost(app.rootView)
        #expect(host.contains("Boiler: Lab 21"))
        #expect(host.contains("active"))
        #expect(!host.contains("Settings"), "a Mac's settings window has no place on a daemon's screen")
        app.thermostat.setpoint = 23
        app.room.name = "Hall"
        host.pump()
        #expect(host.contains("Boiler: Hall 23"))
    }

    @Test("@Entry declares an environment value whose default is its initial value")
    func entryDeclaresAnEnvironmentValue() throws {
        #expect(try TestHost(RetriesReader()).contains("retries 3"))
        #expect(try TestHost(RetriesReader().environment(\.panelRetries, 5)).contains("retries 5"))
        var values = EnvironmentValues()
        #expect(values.panelTitle == "Panel")
        values.panelTitle = "Pump"
        #expect(values.panelTitle == "Pump")
    }

    @Test("AsyncImage shows its placeholder, then the image at the URL; a file that is no image fails")
    func asyncImageLoadsAFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("async-image-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("dot.png")
        try #require(ImageRenderer(content: Color.red.frame(width: 4, height: 4)).pngData()).write(to: png)
        let notAnImage = folder.appendingPathComponent("notes.txt")
        try Data("not an image".utf8).write(to: notAnImage)

        let loading = try TestHost(AsyncImage(url: png) { image in image.resizable() } placeholder: { Text("Loading") })
        #expect(loading.contains("Loading"))
        await loading.settle()
        #expect(!loading.contains("Loading"), "the image replaces the placeholder")
        #expect(loading.renderTree.contains("Image"))

        let failing = try TestHost(AsyncImage(url: notAnImage) { phase in
            if let error = phase.error { Text("failed: \(error)") } else { Text("waiting") }
        })
        await failing.settle()
        #expect(failing.renderTree.contains("failed: file://") && failing.renderTree.contains("is not a PNG, JPEG or SVG image"),
                "\(failing.renderTree)")

        let missing = try TestHost(AsyncImage(url: nil) { phase in Text(phase.error == nil ? "waiting" : "no URL") })
        await missing.settle()
        #expect(missing.contains("no URL"))
    }

    @Test("redacted text is drawn as bars in its color, and unredacted text as itself")
    func redactedTextIsDrawnAsBars() throws {
        let drawn = try items(of: VStack {
            Text("Balance 120")
            Text("Account 42").unredacted()
        }.redacted(reason: .placeholder))
        #expect(texts(drawn) == ["Account 42"], "only the unredacted text is drawn as text")
        let bars = drawn.filter { if case .shape(.roundedRectangle, .fill) = $0.primitive { true } else { false } }
        #expect(bars.count == 1)
        #expect(try items(of: Text("Balance 120").redacted(reason: [])).contains { $0.primitive == .text("Balance 120") })
    }

    @Test("a view redacted while it loads shows its text again when the redaction is lifted")
    func redactionFollowsState() throws {
        struct Balance: View {
            @State private var isLoading = true
            var body: some View {
                VStack {
                    Text("Balance 120")
                    Image(systemName: "banknote")
                    Button("Loaded") { isLoading = false }.unredacted()
                }
                .redacted(reason: isLoading ? .placeholder : [])
            }
        }
        let host = try TestHost(Balance())
        var drawn = host.graph.displayList().items
        #expect(!texts(drawn).contains("Balance 120"))
        #expect(!drawn.contains { if case .symbol = $0.primitive { true } else { false } }, "the image is a gray block")
        try host.tap("Loaded")
        drawn = host.graph.displayList().items
        #expect(texts(drawn).contains("Balance 120"))
        #expect(drawn.contains { if case .symbol = $0.primitive { true } else { false } })
    }

    @Test("a paged tab view shows one page and its dots; tapping a dot shows that page")
    func pagedTabView() throws {
        struct Pages: View {
            @State private var page = 0
            var body: some View {
                TabView(selection: $page) {
                    Text("First page").tag(0)
                    Text("Second page").tag(1)
                    Text("Third page").tag(2)
                }
                .tabViewStyle(.page)
            }
        }
        let host = try TestHost(Pages())
        #expect(host.contains("First page") && !host.renderTree.contains("Second page\""))
        #expect(host.contains("Page 3"), "a dot per page, named for the socket")
        try host.tap("Page 2")
        #expect(host.renderTree.contains("selection=1"))
        let hidden = try TestHost(TabView { Text("Only") }.tabViewStyle(.page(indexDisplayMode: .never)))
        #expect(!hidden.contains("Page 1"))
        let single = try TestHost(TabView { Text("Only") }.tabViewStyle(.page))
        #expect(!single.contains("Page 1"), "automatic: no dots for a single page")
    }

    @Test("iOS 18's Tab is a tab of the tab view, labelled in its bar and standing for its value")
    func tabsOfIOS18() throws {
        struct Tabs: View {
            @State private var selection = "home"
            var body: some View {
                TabView(selection: $selection) {
                    Tab("Home", systemImage: "house", value: "home") { Text("Home screen") }
                    Tab("Alarms", systemImage: "bell", value: "alarms") { Text("Alarm list") }
                        .badge(2)
                }
            }
        }
        let host = try TestHost(Tabs())
        #expect(host.contains("Home screen") && host.contains("Alarms"))
        try host.tap("Alarms")
        #expect(host.renderTree.contains("selection=alarms"))
        let unvalued = try TestHost(TabView { Tab("One", systemImage: "1.circle") { Text("First") } })
        #expect(unvalued.contains("First") && unvalued.contains("One"))
    }

    @Test("an image follows every environment value it reads, and a tab view its style, as they change")
    func environmentReadsAllCount() throws {
        struct Switches: View {
            @State private var filled = false
            @State private var paged = false
            var body: some View {
                VStack {
                    Image(systemName: "star")
                        .symbolVariant(filled ? .fill : .none)
                        .imageScale(.large)
                        .symbolRenderingMode(.hierarchical)
                    Button("Fill") { filled.toggle() }
                    Button("Page") { paged.toggle() }
                    TabView {
                        Text("One").tabItem { Text("First") }
                        Text("Two").tabItem { Text("Second") }
                    }
                    .tabViewStyle(.page(indexDisplayMode: paged ? .always : .never))
                }
            }
        }
        let host = try TestHost(Switches())
        func symbols() -> [DisplayItem.Primitive] {
            host.graph.displayList().items.map(\.primitive).filter { if case .symbol = $0 { true } else { false } }
        }
        #expect(symbols() == [.symbol("star")])
        try host.tap("Fill")
        #expect(symbols() == [.symbol("star.fill")], "the variant, read beside the scale and the rendering mode")
        #expect(!host.contains("Page 2"))
        try host.tap("Page")
        #expect(host.contains("Page 2"), "the same tab view shows its dots once its style says so")
    }

    @Test("a color picker offers the system colors by name: choosing one sets the bound color, a custom one shows as Custom")
    func colorPicker() throws {
        struct Accent: View {
            @State var color: Color
            var body: some View {
                VStack {
                    ColorPicker("Accent", selection: $color)
                    Text(color == .blue ? "blue chosen" : "other")
                }
            }
        }
        let host = try TestHost(Accent(color: .red))
        #expect(host.renderTree.contains("Red"))
        try host.select("Blue", in: "Accent")
        #expect(host.contains("blue chosen"))
        let swatch = host.graph.displayList().items.first { if case .shape(.circle, .fill(let style, _)) = $0.primitive { style == Color.blue.paintStyle } else { false } }
        #expect(swatch != nil, "the swatch shows the chosen color")
        let custom = try TestHost(Accent(color: Color(red: 0.2, green: 0.4, blue: 0.6)))
        #expect(custom.renderTree.contains("Custom"))

        struct Backdrop: View {
            @State var shade = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            var body: some View {
                VStack {
                    ColorPicker("Backdrop", selection: $shade, supportsOpacity: false)
                    Text(shade.components == [0, 0, 0, 1] ? "black backdrop" : "light backdrop")
                }
            }
        }
        let backdrop = try TestHost(Backdrop())
        #expect(backdrop.contains("light backdrop"))
        try backdrop.select("Black", in: "Backdrop")
        #expect(backdrop.contains("black backdrop"))
    }

    @Test("a group box style of one's own makes the group box's body")
    func groupBoxStyle() throws {
        struct Framed: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack {
                    configuration.label
                    Text("—")
                    configuration.content
                }
            }
        }
        let host = try TestHost(GroupBox(label: Text("Pumps")) { Text("2 running") }.groupBoxStyle(Framed()))
        #expect(host.contains("Pumps") && host.contains("—") && host.contains("2 running"))
    }

    @Test("a popover is presented as a sheet, as on an iPhone, and dismissed like one")
    func popoverIsASheet() throws {
        struct Help: View {
            @State private var showsHelp = false
            var body: some View {
                Button("Help") { showsHelp = true }
                    .popover(isPresented: $showsHelp, arrowEdge: .bottom) { Text("Hold to boost") }
            }
        }
        let host = try TestHost(Help())
        try host.tap("Help")
        #expect(host.contains("Hold to boost"))
        try host.goBack()
        #expect(!host.contains("Hold to boost"))
    }

    @Test("a scaled metric follows the Dynamic Type size, as written at the default")
    func scaledMetric() throws {
        struct Icon: View {
            @ScaledMetric(relativeTo: .body) private var side = 17.0
            var body: some View { Text("side \(Int(side))") }
        }
        #expect(try TestHost(Icon()).contains("side 17"))
        #expect(try TestHost(Icon().environment(\.dynamicTypeSize, .xxxLarge)).contains("side 23"))
        #expect(try TestHost(Icon().environment(\.dynamicTypeSize, .xSmall)).contains("side 14"))
    }

    @Test("angles add, subtract and scale as SwiftUI's do")
    func angleArithmetic() {
        let start = Angle.degrees(135), end = Angle.degrees(45)
        #expect(abs(((.degrees(360) - (start - end)) * 0.5).degrees - 135) < 1e-9)
        #expect(abs((-end + .radians(.pi)).degrees - 135) < 1e-9)
        #expect(abs((2 * end / 3).degrees - 30) < 1e-9)
        var sweep = Angle.zero
        sweep += end
        sweep *= 2
        #expect(abs(sweep.degrees - 90) < 1e-9)
    }

    @Test("a close button is labelled with an xmark; the size classes are a panel's, the layout left to right")
    func rolesAndEnvironment() throws {
        #expect(try TestHost(Button(role: .close) {}).contains("Close"))
        var values = EnvironmentValues()
        #expect(values.horizontalSizeClass == .regular && values.verticalSizeClass == .regular)
        #expect(values.layoutDirection == .leftToRight)
        values.horizontalSizeClass = .compact
        #expect(values.horizontalSizeClass == .compact)
    }
}
