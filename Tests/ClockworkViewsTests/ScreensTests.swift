import ClockworkTestSupport
import ClockworkTesting
import Testing
@testable import ClockworkCore

private struct Station: Hashable {
    let name: String
}

private struct StationBrowser: View {
    @State private var visits = 0
    let stations = [Station(name: "North"), Station(name: "South")]

    var body: some View {
        NavigationStack {
            VStack {
                Text("visits \(visits)")
                Button("Visit") { visits += 1 }
                ForEach(stations, id: \.self) { station in
                    NavigationLink(station.name, value: station)
                }
                NavigationLink("About") { Text("Clockwork panel") }
            }
            .navigationTitle("Stations")
            .navigationDestination(for: Station.self) { station in
                StationDetail(station: station)
            }
        }
    }
}

private struct StationDetail: View {
    let station: Station
    @Environment(\.dismiss) private var dismiss
    @State private var readings = 0

    var body: some View {
        VStack {
            Text("\(station.name) readings \(readings)")
            Button("Read") { readings += 1 }
            Button("Done") { dismiss() }
            NavigationLink("Next", value: 7)
        }
        .navigationTitle(station.name)
        .navigationDestination(for: Int.self) { number in Text("number \(number)") }
    }
}

private struct BoundPath: View {
    @State private var path: [Int] = []

    var body: some View {
        VStack {
            Text("depth \(path.count)")
            Button("Deep") { path = [1, 2, 3] }
            NavigationStack(path: $path) {
                Text("home")
                    .navigationDestination(for: Int.self) { level in Text("level \(level)").navigationTitle("L\(level)") }
            }
        }
    }
}

private struct Tabs: View {
    @State private var selection = "status"

    var body: some View {
        VStack {
            Text("showing \(selection)")
            TabView(selection: $selection) {
                Counter(name: "status").tabItem { Label("Status", systemImage: "gauge") }.tag("status")
                Counter(name: "log").tabItem { Label("Log", systemImage: "list.bullet") }.tag("log")
            }
        }
    }
}

private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
    }
}

private struct Sheets: View {
    @State private var showsSettings = false
    @State private var showsAlert = false
    @State private var showsDialog = false
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Text("log: \(log.joined(separator: ","))")
            Button("Settings") { showsSettings = true }
            Button("Reset") { showsAlert = true }
            Button("Remove") { showsDialog = true }
        }
        .sheet(isPresented: $showsSettings, onDismiss: { log.append("dismissed") }) {
            SettingsSheet()
        }
        .alert("Reset the counters?", isPresented: $showsAlert) {
            Button("Reset", role: .destructive) { log.append("reset") }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
        .confirmationDialog("Remove the station?", isPresented: $showsDialog, titleVisibility: .visible) {
            Button("Remove", role: .destructive) { log.append("removed") }
        }
    }
}

private struct SettingsSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var isOn = false
    var body: some View {
        VStack {
            Text("Settings")
            Toggle("Alarm", isOn: $isOn)
            Button("Close") { dismiss() }
        }
    }
}

/// A counter on the first tab; on the second, a lamp that pulses for as long as it exists.
private struct LampAndCounter: View {
    @State private var count = 0

    var body: some View {
        TabView {
            VStack {
                Text("counted \(count)")
                Button("Count") { count += 1 }
            }
            .tabItem { Text("Counter") }
            Text("lamp")
                .phaseAnimator([0.3, 1.0]) { lamp, level in lamp.opacity(level) } animation: { _ in .easeInOut(duration: 1) }
                .tabItem { Text("Lamp") }
        }
    }
}

@Suite("Screens: navigation stacks, tabs, sheets, alerts and dialogs")
@MainActor
struct ScreensTests {
    private let size = Size(width: 60, height: 20)

    /// The texts drawn, top to bottom, left to right.
    private func drawn(_ host: TestHost) -> [String] {
        host.graph.layout(in: size)
        return host.graph.displayList().items.compactMap { item in
            // The texts; the bars' rules (`───`) left out.
            if case .text(let text) = item.primitive, !text.allSatisfy({ $0 == "─" }) { (item.frame.minY, item.frame.minX, text) } else { nil }
        }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
    }

    @Test("a link pushes its value's destination under a bar with its title and a back button; the root keeps its state and takes no input")
    func linkPushesDestination() throws {
        let host = try TestHost(StationBrowser())
        try host.tap("Visit")
        #expect(drawn(host) == ["Stations", "visits 1", "Visit", "North", "South", "About"])
        try host.tap("South")
        #expect(drawn(host) == ["Stations", "South", "South readings 0", "Read", "Done", "Next"])
        #expect(throws: ControlInputError.notFound("Visit")) { try host.tap("Visit") }
        try host.tap("Read")
        try host.tap("Next")
        #expect(drawn(host) == ["South", "number 7"], "the value's type picks the destination, registered on the screen below")
        try host.tap("South")
        #expect(drawn(host).contains("South readings 1"), "the back button is named for the screen below and pops to it")
        try host.goBack()
        #expect(drawn(host) == ["Stations", "visits 1", "Visit", "North", "South", "About"], "the root kept its state")
    }

    @Test("dismiss on a pushed screen pops it; a link with a destination view pushes that view")
    func dismissPopsAndViewLinksPush() throws {
        let host = try TestHost(StationBrowser())
        try host.tap("North")
        try host.tap("Done")
        #expect(drawn(host).first == "Stations")
        try host.tap("About")
        #expect(drawn(host) == ["Stations", "Clockwork panel"])
        try host.tap("Stations")
        #expect(drawn(host).contains("About"))
    }

    @Test("a bound path shows one screen per value; popping removes values from it")
    func boundPath() throws {
        let host = try TestHost(BoundPath())
        try host.tap("Deep")
        #expect(drawn(host) == ["depth 3", "Deep", "L2", "L3", "level 3"])
        try host.goBack()
        #expect(drawn(host) == ["depth 2", "Deep", "L1", "L2", "level 2"])
        try host.tap("L1")
        #expect(drawn(host) == ["depth 1", "Deep", "Back", "L1", "level 1"], "the back button named for the screen below popped to it")
        try host.goBack()
        #expect(drawn(host) == ["depth 0", "Deep", "home"])
        #expect(throws: ControlInputError.nothingToDismiss) { try host.goBack() }
    }

    @Test("a tab view shows the selected tab over a bar of labels; tapping a label selects its tab, and each tab keeps its state")
    func tabs() throws {
        let host = try TestHost(Tabs())
        try host.tap("status 0")
        #expect(drawn(host) == ["showing status", "status 1", "Status", "Log"])
        #expect(throws: ControlInputError.notFound("log 0")) { try host.tap("log 0") }
        try host.tap("Log")
        #expect(drawn(host) == ["showing log", "log 0", "Status", "Log"])
        try host.tap("log 0")
        try host.tap("Status")
        #expect(drawn(host) == ["showing status", "status 1", "Status", "Log"])
        try host.tap("Log")
        #expect(drawn(host).contains("log 1"))
    }

    @Test("a tab not selected animates unseen: what changes on the shown tab meanwhile is drawn, and the hidden tab's look shows when it is selected")
    func hiddenTabAnimatingBesideChanges() throws {
        let host = try TestHost(LampAndCounter(), size: Size(width: 40, height: 10))
        let screen = FrameRecorder(size: Size(width: 40, height: 10))
        host.present(on: screen)
        for count in 1...3 {
            try host.tap("Count")
            host.advance(by: .milliseconds(250))
            #expect(screen.shown.items.contains { $0.shownText == "counted \(count)" }, "the screen shows the count")
            let same = screen.shown == host.graph.displayList()
            #expect(same, "the screen shows what the tree holds")
        }
        for tab in ["Lamp", "Counter", "Lamp", "Counter"] {
            try host.tap(tab)
            host.advance(by: .milliseconds(250))
            let same = screen.shown == host.graph.displayList()
            #expect(same, "after choosing \(tab), the screen shows that tab as it is now, and nothing of the other")
        }
        #expect(screen.shown.items.contains { $0.shownText == "counted 3" } && !screen.shown.items.contains { $0.shownText == "lamp" })
    }

    @Test("a sheet covers the view and takes the input until dismissed, then onDismiss runs")
    func sheet() throws {
        let host = try TestHost(Sheets())
        try host.tap("Settings")
        let shown = drawn(host)
        #expect(shown.contains("Settings") && shown.contains("Alarm") && shown.contains("Close"))
        #expect(throws: ControlInputError.notFound("Reset")) { try host.tap("Reset") }
        try host.toggle("Alarm")
        try host.tap("Close")
        #expect(drawn(host).first == "log: dismissed")
        try host.tap("Settings")
        try host.goBack()
        #expect(drawn(host).first == "log: dismissed,dismissed", "back dismisses the sheet too")
    }

    @Test("an alert shows its title, message and actions in the middle; an action runs and dismisses it")
    func alert() throws {
        let host = try TestHost(Sheets())
        try host.tap("Reset")
        host.graph.layout(in: size)
        let items = host.graph.displayList().items
        let title = try #require(items.first { $0.primitive == .text("Reset the counters?") })
        #expect(abs(title.frame.minX + title.frame.size.width / 2 - size.width / 2) <= 1, "centered")
        #expect(items.contains { $0.primitive == .text("This cannot be undone.") })
        #expect(throws: ControlInputError.notFound("Settings")) { try host.tap("Settings") }
        try host.tap("Reset")
        #expect(drawn(host).first == "log: reset")
        #expect(!drawn(host).contains("Reset the counters?"))
        try host.tap("Reset")
        try host.tap("Cancel")
        #expect(drawn(host).first == "log: reset", "cancel only dismisses")
    }

    @Test("a confirmation dialog sits across the bottom with its visible title; its action runs and dismisses it")
    func confirmationDialog() throws {
        let host = try TestHost(Sheets())
        try host.tap("Remove")
        host.graph.layout(in: size)
        let items = host.graph.displayList().items
        let title = try #require(items.first { $0.primitive == .text("Remove the station?") })
        #expect(title.frame.minY > size.height / 2, "in the lower half")
        try host.tap("Remove")
        #expect(drawn(host).first == "log: removed")
    }

    @Test("the socket's back command and Escape key go back; with nothing to go back from they answer nothing_to_dismiss")
    func socketBack() throws {
        let daemon = try SocketDaemon(root: StationBrowser(), size: size)
        let client = try daemon.connect()
        #expect(try client.send(#"{"cmd":"tap","target":"North"}"#)["ok"] as? Bool == true)
        daemon.turn()
        #expect(daemon.shows.contains("North readings 0"))
        #expect(try client.send(#"{"cmd":"key","key":"Escape"}"#)["ok"] as? Bool == true)
        daemon.turn()
        #expect(daemon.shows.contains("visits 0"))
        let refused = try client.send(#"{"cmd":"back"}"#)
        #expect(refused["error"] as? String == "nothing_to_dismiss")
    }

    @Test("a sheet that disables interactive dismissal stays on back and Escape, answering disabled, and its own button dismisses it")
    func interactiveDismissDisabled() throws {
        struct Calibration: View {
            @State private var isCalibrating = true
            var body: some View {
                Text("Panel").sheet(isPresented: $isCalibrating) {
                    VStack {
                        Text("Calibrating")
                        Button("Finish") { isCalibrating = false }
                    }
                    .interactiveDismissDisabled()
                }
            }
        }
        let host = try TestHost(Calibration())
        #expect(throws: ControlInputError.dismissDisabled) { try host.goBack() }
        #expect(host.contains("Calibrating"))
        let daemon = try SocketDaemon(root: Calibration(), size: size)
        let client = try daemon.connect()
        #expect(try client.send(#"{"cmd":"back"}"#)["error"] as? String == "disabled")
        #expect(try client.send(#"{"cmd":"key","key":"Escape"}"#)["error"] as? String == "disabled")
        daemon.turn()
        #expect(daemon.shows.contains("Calibrating"))
        #expect(try client.send(#"{"cmd":"tap","target":"Finish"}"#)["ok"] as? Bool == true)
        daemon.turn()
        #expect(!daemon.shows.contains("Calibrating"))
        let free = try TestHost(Text("Panel").sheet(isPresented: .constant(true)) { Text("Note").interactiveDismissDisabled(false) })
        #expect(throws: Never.self) { try free.goBack() }
    }
}
