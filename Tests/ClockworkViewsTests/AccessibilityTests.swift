import ClockworkTestSupport
import Clockwork
import ClockworkTesting
import Testing

// Accessibility as data, written from Apple's pages on the accessibility modifiers: the
// tree a screen reader, a test script or a remote agent drives a panel by.

@MainActor
private final class Log {
    var entries: [String] = []
}

private struct Player: View {
    let log: Log
    @State private var isPlaying = false
    @State private var volume = 0.5

    var body: some View {
        VStack {
            Text("Now playing").accessibilityAddTraits(.isHeader)
            Button { isPlaying.toggle() } label: { Image(systemName: isPlaying ? "pause.fill" : "play.fill") }
                .accessibilityLabel(isPlaying ? "Pause" : "Play")
                .accessibilityHint("Starts or stops the episode")
            Toggle("Shuffle", isOn: .constant(true))
            Slider(value: $volume).accessibilityLabel("Volume").accessibilityValue("\(Int(volume * 100)) percent")
            Image(systemName: "sparkles").accessibilityHidden(true)
            Button("Secret") { log.entries.append("secret") }.accessibilityHidden(true)
            HStack {
                Text("72")
                Text("°F")
            }
            .accessibilityElement(children: .combine)
            Text("Refresh")
                .accessibilityAction { log.entries.append("refreshed") }
                .accessibilityAction(named: "Reset") { log.entries.append("reset") }
            Text(isPlaying ? "playing" : "stopped")
        }
    }
}

private struct Ordered: View {
    @State private var pressed = "none"
    var body: some View {
        VStack {
            Button("Second") { pressed = "second" }
            Button("First") { pressed = "first" }.accessibilitySortPriority(1)
            Text("pressed \(pressed)").accessibilityHidden(true)
        }
    }
}

@Suite("Accessibility")
@MainActor
struct AccessibilityTests {
    @Test("the tree lists controls, texts and images with the labels SwiftUI derives and the ones the modifiers set")
    func treeOfElements() throws {
        let host = try TestHost(Player(log: Log()))
        let lines = host.accessibilityTree.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix(#"Text "Now playing" [header,staticText]"#) })
        #expect(lines.contains { $0.hasPrefix(#"Button "Play" hint="Starts or stops the episode" [button]"#) }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix(#"Toggle "Shuffle" value="on" [selected,toggle]"#) })
        #expect(lines.contains { $0.hasPrefix(#"Slider "Volume" value="50 percent""#) })
        #expect(lines.contains { $0.hasPrefix(#"Element "72, °F" [staticText]"#) }, "combined children")
        #expect(!lines.contains { $0.contains("sparkles") || $0.contains("Secret") }, "hidden elements are left out")
        #expect(lines.contains { $0.hasPrefix(#"Text "Refresh" [staticText] actions=Reset"#) })
    }

    @Test("an image-only button is tapped by its accessibility label; hidden controls cannot be named")
    func targetingByLabel() throws {
        let log = Log()
        let host = try TestHost(Player(log: log))
        try host.tap("Play")
        #expect(host.contains("playing"))
        #expect(host.accessibilityTree.contains(#"Button "Pause""#))
        #expect(throws: ControlInputError.notFound("Secret")) { try host.tap("Secret") }
        #expect(log.entries.isEmpty)
    }

    @Test("tapping an element that is no control by its label runs its default accessibility action")
    func defaultAction() throws {
        let log = Log()
        let host = try TestHost(Player(log: log))
        try host.tap("Refresh")
        #expect(log.entries == ["refreshed"])
    }

    @Test("a higher sort priority comes first in the tree and in focus order")
    func sortPriority() throws {
        let host = try TestHost(Ordered())
        let labels = host.accessibilityTree.split(separator: "\n").map { $0.split(separator: "\"")[1] }
        #expect(labels == ["First", "Second"])
        try host.press(.tab)
        try host.press(.enter)
        #expect(host.renderTree.contains("pressed first"), "Tab focuses First")
    }

    @Test("the socket serves the tree as JSON")
    func socketCommand() throws {
        let daemon = try SocketDaemon()
        let client = try daemon.connect()
        let reply = try client.send(#"{"id":3,"cmd":"accessibility"}"#)
        let elements = try #require(reply["elements"] as? [[String: Any]])
        #expect(elements.contains { $0["kind"] as? String == "Button" && ($0["traits"] as? [String]) == ["button"] }, "\(elements)")
    }

    @Test("help text is the view's accessibility hint, from a string, a key, a Text or a resource")
    func helpIsTheHint() throws {
        let detail = "the pump's speed"
        let host = try TestHost(VStack {
            Button("Compose") {}.help("Compose a new message")
            Toggle("Pump", isOn: .constant(true)).help(Text("Sets \(detail)"))
            Text("Level").help(detail)
            Text("Flow").help(LocalizedStringResource("Litres a second"))
        })
        let lines = host.accessibilityTree.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix(#"Button "Compose" hint="Compose a new message""#) }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix(#"Toggle "Pump" value="on" hint="Sets the pump's speed""#) })
        #expect(lines.contains { $0.hasPrefix(#"Text "Level" hint="the pump's speed""#) })
        #expect(lines.contains { $0.hasPrefix(#"Text "Flow" hint="Litres a second""#) })
    }
}
