import ArgumentParser
import BenchmarkKit
import ClockworkCore
import ClockworkViews
import ClockworkDisplayListTarget
import ClockworkInputSocket
import ClockworkLoop
import Glibc

/// `clockwork-bench hostile-input`: what one adversarial request line costs the loop,
/// against a `ping` measured the same way in the same run: the loop iterations that read
/// it plus the tick that answers it and draws what it changed, as the loop thread's CPU
/// time (`us_cpu_*`, what the line costs) and as wall time (`us_loop_*`, which also holds
/// any wait for a core on a shared machine).
struct HostileInputBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hostile-input",
        abstract: "Loop time per adversarial request line (read + answering tick), max and p50, with a ping as the floor.")

    @Option(help: "Lines of each kind.")
    var n = 30

    @Option(help: "Only the attacks with these names (default: all).")
    var only: [String] = []

    @OptionGroup var output: OutputOptions

    /// The attacks: a name and the lines (without their newlines) sent in turn; the text
    /// attacks alternate two texts, so every line changes what the panel shows.
    static let attacks: [(String, [[UInt8]])] = {
        let nest = String(repeating: "[", count: 511) + String(repeating: "]", count: 511)
        var garbage = SplitMixBytes(seed: 7)
        return [
            ("ping", #"{"cmd":"ping"}"#),
            ("pointer-1e15", #"{"cmd":"pointer","x":1e15,"y":-1}"#),
            ("nest-1k", nest),
            ("nests-8k", String(repeating: nest, count: 8)),
            ("nest-64k", String(repeating: "[", count: 32_768) + String(repeating: "]", count: 32_767)),
            ("flat-60k", "[" + Array(repeating: "{}", count: 20_000).joined(separator: ",") + "]"),
            ("fields-64k", "{" + (0..<6_000).map { #""f\#($0)":1"# }.joined(separator: ",") + "}"),
            ("escapes-60k", #"{"cmd":"ping","pad":""# + String(repeating: #"\u00e9"#, count: 10_000) + #""}"#),
            ("text-60k", #"{"cmd":"text","target":"label","text":""# + String(repeating: "x", count: 60_000) + #""}"#),
            ("text-60k", #"{"cmd":"text","target":"label","text":""# + String(repeating: "y", count: 60_000) + #""}"#),
            ("number-60k", #"{"cmd":"pointer","x":1"# + String(repeating: "0", count: 60_000) + #","y":0}"#),
        ].reduce(into: [(String, [[UInt8]])]()) { attacks, attack in
            if attacks.last?.0 == attack.0 { attacks[attacks.count - 1].1.append(Array(attack.1.utf8)) } else { attacks.append((attack.0, [Array(attack.1.utf8)])) }
        } + [("garbage-64k", [garbage.bytes(65_000)])]
    }()

    func run() throws {
        let rows = try MainActor.assumeIsolated { try measure() }
        printReport(rows, json: output.json)
    }

    @MainActor
    private func measure() throws -> [ReportRow] {
        var template = Array("/tmp/clockwork-bench-XXXXXX".utf8CString)
        let directory = String(cString: mkdtemp(&template))
        defer { rmdir(directory) }
        let loop = try EventLoop(configuration: .init(ticksPerSecond: 60, clock: .manual(ManualClock())))
        let host = GraphHost(root: HostileTarget(), loop: loop)
        host.present(on: DisplayListTarget(size: Size(width: 80, height: 24)) { _ in })
        let server = try InputServer(path: directory + "/bench.sock", host: host)
        defer { server.close() }
        let client = try UnixSocket.connect(to: directory + "/bench.sock")
        defer { close(client) }
        var size: Int32 = 1 << 20
        setsockopt(client, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        setsockopt(client, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        loop.advance(by: .milliseconds(17))
        var reply = [UInt8](repeating: 0, count: 1 << 20)
        var rows: [ReportRow] = []
        var floor = 0.0
        for (name, lines) in Self.attacks where only.isEmpty || only.contains(name) || name == "ping" {
            var loopUs: [Double] = [], cpuUs: [Double] = []
            for rep in 0..<n {
                let bytes = lines[rep % lines.count] + [10]
                // Safe: the buffers are only read or filled by the system call, within each closure.
                _ = bytes.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
                let ticks = loop.recorder.count
                let start = MonotonicInstant.now()
                let cpuStart = threadCPUTime()
                while loop.recorder.count == ticks { loop.advance(by: .milliseconds(17)) }
                cpuUs.append(Double((threadCPUTime() - cpuStart).nanoseconds) / 1_000)
                loopUs.append(Double((MonotonicInstant.now() - start).nanoseconds) / 1_000)
                _ = reply.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            }
            loopUs.sort()
            cpuUs.sort()
            if name == "ping" { floor = cpuUs[cpuUs.count / 2] }
            rows.append(ReportRow([
                "name": .text("hostile-input"), "attack": .text(name), "bytes": .integer(Int64(lines[0].count)),
                "us_cpu_p50": .number(cpuUs[cpuUs.count / 2], decimals: 1), "us_cpu_max": .number(cpuUs.last ?? 0, decimals: 1),
                "us_loop_p50": .number(loopUs[loopUs.count / 2], decimals: 1), "us_loop_max": .number(loopUs.last ?? 0, decimals: 1),
                "ratio_to_ping": .number(cpuUs[cpuUs.count / 2] / max(floor, 0.001), decimals: 1),
            ]))
        }
        return rows
    }
}

/// The controls the attacks aim at: a button, a toggle and a text field.
private struct HostileTarget: View {
    @State private var label = "Line 1"
    @State private var isOn = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("panel · \(label)")
            HStack {
                Button("Zero") {}.accessibilityIdentifier("zero")
                Toggle("Alarm", isOn: $isOn)
            }
            TextField("Label", text: $label).accessibilityIdentifier("label")
        }
    }
}

/// Deterministic bytes (SplitMix64) for the garbage line; never a newline.
private struct SplitMixBytes {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            let byte = UInt8(truncatingIfNeeded: z ^ (z >> 31))
            return byte == 10 ? 11 : byte
        }
    }
}
