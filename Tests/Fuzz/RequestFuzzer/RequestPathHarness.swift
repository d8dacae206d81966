import ClockworkCore
import ClockworkViews
import ClockworkDisplayListTarget
import ClockworkInputSocket
import ClockworkLoop

/// A panel with every kind of control the socket drives, a navigation stack and a sheet
/// to go back from, and state the requests change.
struct FuzzPanel: View {
    @State private var count = 0
    @State private var isOn = false
    @State private var name = "fuzz"
    @State private var showsSheet = false

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 1) {
                Text("count \(count) · \(name)")
                HStack(spacing: 2) {
                    Button(isOn ? "Resume" : "Pause") { count += 1 }.accessibilityIdentifier("pause")
                    Toggle("Alarm", isOn: $isOn).accessibilityIdentifier("alarm")
                    Image(systemName: "gear")
                    Button("Sheet") { showsSheet = true }
                    NavigationLink("More", value: count)
                }
                TextField("Label", text: $name).accessibilityIdentifier("label")
                if isOn { Text("on").foregroundStyle(Color.red).opacity(0.5).transition(.opacity) }
            }
            .padding()
            .navigationTitle(name)
            .navigationDestination(for: Int.self) { level in
                VStack {
                    Text("level \(level)")
                    NavigationLink("Next", value: level + 1)
                }
            }
            .sheet(isPresented: $showsSheet) {
                Button("Close") { showsSheet = false }
            }
        }
    }
}

/// The request path as the daemon runs it — lines split from a byte stream, parsed and
/// carried out against a live graph whose ticks apply, lay out and draw what they change —
/// with the protocol's promises checked on every reply. Any trap is a finding; a broken
/// promise stops the process with a message (which libFuzzer reports as a crash too).
@MainActor
enum RequestPathHarness {
    private static let clock = ManualClock()
    private static let loop: EventLoop = {
        do {
            return try EventLoop(configuration: .init(ticksPerSecond: 60, clock: .manual(clock)))
        } catch {
            fatalError("the harness cannot make its loop: \(error)")
        }
    }()
    private static let host: GraphHost = {
        let host = GraphHost(root: FuzzPanel(), loop: loop)
        host.present(on: DisplayListTarget(size: Size(width: 60, height: 16)) { _ in })
        return host
    }()
    private static let handler = RequestHandler(host: host)

    /// Runs `input` as one client's byte stream: every line is answered once, with one
    /// JSON object carrying `ok` or `error`; a tick runs after every few lines.
    static func run(_ input: [UInt8]) {
        var splitter = LineSplitter(maximumLineBytes: 4_096)
        var subscriptions = Set<EventStream>()
        var answered = 0
        func handle(_ piece: LineSplitter.Piece) {
            guard case .line(let line) = piece else { return }
            let reply = handler.reply(to: line, subscriptions: &subscriptions).madeInline()
            check(reply, for: line)
            answered += 1
            if answered % 4 == 0 { loop.advance(by: .milliseconds(17)) }
        }
        splitter.split(input[...], handle)
        splitter.finishStream(handle)
        loop.advance(by: .milliseconds(17))
    }

    private static func check(_ reply: String, for line: ArraySlice<UInt8>) {
        let bytes = Array(reply.utf8)
        guard !bytes.contains(UInt8(ascii: "\n")) else { broken("a reply spans lines", reply, line) }
        guard case .success(.object(let fields)) = RequestLineParser.parse(bytes[...]) else {
            broken("a reply is not a JSON object", reply, line)
        }
        switch (fields["ok"], fields["error"]) {
        case (.bool(true)?, nil), (nil, .string?): break
        default: broken("a reply carries neither ok nor an error", reply, line)
        }
    }

    private static func broken(_ promise: String, _ reply: String, _ line: ArraySlice<UInt8>) -> Never {
        fatalError("\(promise): \(reply) for \(String(decoding: line, as: UTF8.self))")
    }
}
