import Foundation
import Testing

extension ProcessTests {
    /// The demo daemon attacked and misused from outside, as docs/RELIABILITY.md says it
    /// survives: hostile lines, half-closing clients, stuck output, racing starts, signals.
    @Suite struct DaemonHardeningTests {
        @Test("hostile lines get precise errors and the daemon serves on")
        func hostileLinesGetPreciseErrorsAndTheDaemonServesOn() throws {
            let daemon = try PanelDaemon()
            defer { daemon.terminate() }
            let output = try daemon.python(SensorPanelDaemonTests.client + #"""
                nest = "[" * 511 + "]" * 511
                attacks = [
                    '{"cmd":"pointer","x":1e15,"y":-1}',
                    '{"cmd":"pointer","x":-1e15,"y":-1}',
                    '{"cmd":"pointer","x":9007199254740993,"y":-1}',
                    '{"cmd":"pointer","x":1e300,"y":-1}',
                    '{"cmd":"pointer","x":1.7976931348623157e308,"y":1.7976931348623157e308}',
                    '{"cmd":"pointer","x":1e-400,"y":-1}',
                    '{"cmd":"pointer","x":1,"y":1e400}',
                    nest,
                    nest * 8,
                    "[" * 32768 + "]" * 32767,
                    "[" + ",".join(["{}"] * 12000) + "]",
                    '{"cmd":"text","target":"label","text":"\\u001b]0;PWNED\\u0007"}',
                ]
                codes = []
                for line in attacks:
                    f.write(line + "\n"); f.flush()
                    codes.append(json.loads(f.readline()).get("error"))
                print(json.dumps({"codes": codes, "ping": req({"cmd": "ping"}), "tree": req({"cmd": "tree"})}))
                """#)
            let result = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], Comment(rawValue: output))
            #expect((result["codes"] as? [Any])?.map { $0 as? String } == [
                "not_found", "not_found", "not_found", "not_found", "not_found", "not_found", "out_of_range",
                "limit_exceeded", "limit_exceeded", "limit_exceeded", "invalid_request", nil,
            ])
            #expect((result["ping"] as? [String: Any])?["pong"] as? Bool == true, "the daemon still answers")
            let list = (result["tree"] as? [String: Any])?["tree"] as? [String: Any]
            let texts = (list?["items"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            #expect(texts.contains("Sensor panel · \u{1B}]0;PWNED\u{07}"), "the text is kept as sent; only the terminal shows it escaped")
            #expect(daemon.terminate() == 0)
        }

        @Test("the protocol doc's socat example prints both replies")
        func theProtocolDocsSocatExamplePrintsBothReplies() throws {
            let daemon = try PanelDaemon()
            defer { daemon.terminate() }
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            shell.arguments = ["-c", #"printf '%s\n' '{"id":1,"cmd":"tap","target":"zero"}' '{"id":2,"cmd":"tree"}' | socat - UNIX-CONNECT:$SOCKET"#]
            shell.environment = ProcessInfo.processInfo.environment.merging(["SOCKET": daemon.socket]) { $1 }
            let output = Pipe()
            shell.standardOutput = output
            try shell.run()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            shell.waitUntilExit()
            let lines = printed.split(separator: "\n")
            #expect(lines.count == 2, Comment(rawValue: printed))
            #expect(lines.first == #"{"id":1,"ok":true}"#)
            #expect(lines.last?.hasPrefix(#"{"id":2,"ok":true,"tree":{"version":5,"items":["#) == true, Comment(rawValue: printed))
        }

        @Test("a stuck stdout reader neither silences the socket nor holds up SIGTERM")
        func aStuckStdoutReaderNeitherSilencesTheSocketNorHoldsUpSIGTERM() throws {
            let daemon = try PanelDaemon(arguments: ["--hz", "200"], readsOutput: false)
            // At 200 frames a second the pipe's 64 KiB are full within a second.
            Thread.sleep(forTimeInterval: 1.5)
            let output = try daemon.python(SensorPanelDaemonTests.client + """
                s.settimeout(5)
                print(json.dumps([req({"id": i, "cmd": "ping"}) for i in range(3)] + [req({"id": 9, "cmd": "tap", "target": "pause"})]))
                """)
            let replies = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]], Comment(rawValue: output))
            #expect(replies.map { $0["ok"] as? Bool } == [true, true, true, true])
            #expect(daemon.terminate() == 0, "SIGTERM stops the daemon though its output is stuck")
            #expect(!FileManager.default.fileExists(atPath: daemon.socket))
        }

        @Test("daemons starting together over a stale socket leave exactly one serving")
        func daemonsStartingTogetherOverAStaleSocketLeaveExactlyOneServing() throws {
            let directory = try makeTemporaryDirectory()
            let socket = directory + "/race.sock"
            for round in 0..<5 {
                // A socket file whose daemon died: bound, never unlinked.
                let stale = Process()
                stale.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                stale.arguments = ["python3", "-c", "import socket,sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])", socket]
                try stale.run()
                stale.waitUntilExit()
                #expect(FileManager.default.fileExists(atPath: socket))

                let starts = (0..<6).map { _ in Process() }
                for process in starts {
                    process.executableURL = builtProduct("SensorPanel")
                    process.arguments = ["--socket", socket, "--storage", socket + ".settings.json", "--display-list"]
                    process.standardOutput = FileHandle.nullDevice
                    process.standardError = FileHandle.nullDevice
                }
                for process in starts { try process.run() }
                let deadline = Date().addingTimeInterval(20)
                while starts.filter(\.isRunning).count > 1, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
                Thread.sleep(forTimeInterval: 0.3)
                let running = starts.filter(\.isRunning)
                #expect(running.count == 1, "round \(round): exactly one daemon keeps running")
                #expect(starts.filter { !$0.isRunning }.map(\.terminationStatus) == Array(repeating: 1, count: 6 - running.count))
                let ping = try runToCompletion(builtProduct("clockwork"), ["ping", "--socket", socket])
                #expect(ping.output == "pong\n", "round \(round): the winner still has its socket")
                for process in running {
                    process.terminate()
                    process.waitUntilExit()
                }
                #expect(!FileManager.default.fileExists(atPath: socket))
                #expect(!FileManager.default.fileExists(atPath: socket + ".lock"))
            }
        }

        @Test("a socket path naming a regular file is refused and the file kept")
        func aSocketPathNamingARegularFileIsRefusedAndTheFileKept() throws {
            let file = try makeTemporaryDirectory() + "/precious.txt"
            try Data("keep".utf8).write(to: URL(fileURLWithPath: file))
            let run = try runToCompletion(builtProduct("SensorPanel"), ["--socket", file, "--display-list"])
            #expect(run.status == 1)
            #expect(run.errors.contains("\(file) exists and is not a socket"), Comment(rawValue: run.errors))
            #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep")
        }

        @Test("notice signals are ignored and every other catchable signal stops cleanly")
        func noticeSignalsAreIgnoredAndEveryOtherCatchableSignalStopsCleanly() throws {
            let daemon = try PanelDaemon()
            for signal in [SIGHUP, SIGUSR1, SIGUSR2] {
                kill(daemon.process.processIdentifier, signal)
                Thread.sleep(forTimeInterval: 0.2)
                #expect(daemon.process.isRunning, "signal \(signal) is ignored")
            }
            #expect(try runToCompletion(builtProduct("clockwork"), ["ping", "--socket", daemon.socket]).output == "pong\n")
            #expect(daemon.signal(SIGQUIT) == 0)
            #expect(!FileManager.default.fileExists(atPath: daemon.socket), "socket removed")
            for signal in [SIGALRM, SIGXCPU] {
                let stopped = try PanelDaemon()
                #expect(stopped.signal(signal) == 0, "signal \(signal) stops the daemon cleanly")
                #expect(!FileManager.default.fileExists(atPath: stopped.socket), "socket removed after signal \(signal)")
            }
        }

        @Test("profiling an idle daemon covers the whole window")
        func profilingAnIdleDaemonCoversTheWholeWindow() throws {
            let daemon = try PanelDaemon()
            defer { daemon.terminate() }
            #expect(try runToCompletion(builtProduct("clockwork"), ["tap", "pause", "--socket", daemon.socket]).status == 0)
            Thread.sleep(forTimeInterval: 0.3)
            let prof = try runToCompletion(builtProduct("clockwork"), ["prof", "--seconds", "2", "--json", "--socket", daemon.socket])
            let summary = try #require(JSONSerialization.jsonObject(with: Data(prof.output.utf8)) as? [String: Any], Comment(rawValue: prof.output + prof.errors))
            let seconds = try #require(summary["seconds"] as? Double)
            #expect(seconds > 1.9)
            let idle = try #require(summary["idle_pct"] as? Double), achieved = try #require(summary["achieved_hz"] as? Double)
            #expect(idle > 90)
            #expect(achieved < 10)
        }

        @Test("the fuzzer's seed corpus replays with every line answered once")
        func theFuzzersSeedCorpusReplaysWithEveryLineAnsweredOnce() throws {
            let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fuzz/corpus").path
            let seeds = try FileManager.default.contentsOfDirectory(atPath: corpus).count
            #expect(seeds > 20)
            let run = try runToCompletion(builtProduct("RequestFuzzer"), [corpus])
            #expect(run.status == 0, Comment(rawValue: run.errors))
            #expect(run.output == "replayed \(seeds) inputs: every line answered once with a JSON object\n")
        }
    }
}
