import Foundation
import XCTest

/// The demo daemon attacked and misused from outside, as docs/RELIABILITY.md says it
/// survives: hostile lines, half-closing clients, stuck output, racing starts, signals.
final class DaemonHardeningTests: XCTestCase {
    func testHostileLinesGetPreciseErrorsAndTheDaemonServesOn() throws {
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
        let result = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], output)
        XCTAssertEqual((result["codes"] as? [Any])?.map { $0 as? String }, [
            "not_found", "not_found", "not_found", "not_found", "not_found", "not_found", "out_of_range",
            "limit_exceeded", "limit_exceeded", "limit_exceeded", "invalid_request", nil,
        ])
        XCTAssertEqual((result["ping"] as? [String: Any])?["pong"] as? Bool, true, "the daemon still answers")
        let list = (result["tree"] as? [String: Any])?["tree"] as? [String: Any]
        let texts = (list?["items"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        XCTAssertTrue(texts.contains("Sensor panel · \u{1B}]0;PWNED\u{07}"), "the text is kept as sent; only the terminal shows it escaped")
        XCTAssertEqual(daemon.terminate(), 0)
    }

    func testTheProtocolDocsSocatExamplePrintsBothReplies() throws {
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
        XCTAssertEqual(lines.count, 2, printed)
        XCTAssertEqual(lines.first, #"{"id":1,"ok":true}"#)
        XCTAssertTrue(lines.last?.hasPrefix(#"{"id":2,"ok":true,"tree":{"version":4,"items":["#) == true, printed)
    }

    func testAStuckStdoutReaderNeitherSilencesTheSocketNorHoldsUpSIGTERM() throws {
        let daemon = try PanelDaemon(arguments: ["--hz", "200"], readsOutput: false)
        // At 200 frames a second the pipe's 64 KiB are full within a second.
        Thread.sleep(forTimeInterval: 1.5)
        let output = try daemon.python(SensorPanelDaemonTests.client + """
            s.settimeout(5)
            print(json.dumps([req({"id": i, "cmd": "ping"}) for i in range(3)] + [req({"id": 9, "cmd": "tap", "target": "pause"})]))
            """)
        let replies = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]], output)
        XCTAssertEqual(replies.map { $0["ok"] as? Bool }, [true, true, true, true])
        XCTAssertEqual(daemon.terminate(), 0, "SIGTERM stops the daemon though its output is stuck")
        XCTAssertFalse(FileManager.default.fileExists(atPath: daemon.socket))
    }

    func testDaemonsStartingTogetherOverAStaleSocketLeaveExactlyOneServing() throws {
        let directory = try makeTemporaryDirectory()
        let socket = directory + "/race.sock"
        for round in 0..<5 {
            // A socket file whose daemon died: bound, never unlinked.
            let stale = Process()
            stale.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            stale.arguments = ["python3", "-c", "import socket,sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])", socket]
            try stale.run()
            stale.waitUntilExit()
            XCTAssertTrue(FileManager.default.fileExists(atPath: socket))

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
            XCTAssertEqual(running.count, 1, "round \(round): exactly one daemon keeps running")
            XCTAssertEqual(starts.filter { !$0.isRunning }.map(\.terminationStatus), Array(repeating: 1, count: 6 - running.count))
            let ping = try runToCompletion(builtProduct("clockwork"), ["ping", "--socket", socket])
            XCTAssertEqual(ping.output, "pong\n", "round \(round): the winner still has its socket")
            for process in running {
                process.terminate()
                process.waitUntilExit()
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: socket))
            XCTAssertFalse(FileManager.default.fileExists(atPath: socket + ".lock"))
        }
    }

    func testASocketPathNamingARegularFileIsRefusedAndTheFileKept() throws {
        let file = try makeTemporaryDirectory() + "/precious.txt"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: file))
        let run = try runToCompletion(builtProduct("SensorPanel"), ["--socket", file, "--display-list"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.contains("\(file) exists and is not a socket"), run.errors)
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "keep")
    }

    func testNoticeSignalsAreIgnoredAndEveryOtherCatchableSignalStopsCleanly() throws {
        let daemon = try PanelDaemon()
        for signal in [SIGHUP, SIGUSR1, SIGUSR2] {
            kill(daemon.process.processIdentifier, signal)
            Thread.sleep(forTimeInterval: 0.2)
            XCTAssertTrue(daemon.process.isRunning, "signal \(signal) is ignored")
        }
        XCTAssertEqual(try runToCompletion(builtProduct("clockwork"), ["ping", "--socket", daemon.socket]).output, "pong\n")
        XCTAssertEqual(daemon.signal(SIGQUIT), 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: daemon.socket), "socket removed")
        for signal in [SIGALRM, SIGXCPU] {
            let stopped = try PanelDaemon()
            XCTAssertEqual(stopped.signal(signal), 0, "signal \(signal) stops the daemon cleanly")
            XCTAssertFalse(FileManager.default.fileExists(atPath: stopped.socket), "socket removed after signal \(signal)")
        }
    }

    func testProfilingAnIdleDaemonCoversTheWholeWindow() throws {
        let daemon = try PanelDaemon()
        defer { daemon.terminate() }
        XCTAssertEqual(try runToCompletion(builtProduct("clockwork"), ["tap", "pause", "--socket", daemon.socket]).status, 0)
        Thread.sleep(forTimeInterval: 0.3)
        let prof = try runToCompletion(builtProduct("clockwork"), ["prof", "--seconds", "2", "--json", "--socket", daemon.socket])
        let summary = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(prof.output.utf8)) as? [String: Any], prof.output + prof.errors)
        let seconds = try XCTUnwrap(summary["seconds"] as? Double)
        XCTAssertGreaterThan(seconds, 1.9)
        XCTAssertGreaterThan(try XCTUnwrap(summary["idle_pct"] as? Double), 90)
        XCTAssertLessThan(try XCTUnwrap(summary["achieved_hz"] as? Double), 10)
    }

    func testTheFuzzersSeedCorpusReplaysWithEveryLineAnsweredOnce() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/corpus").path
        let seeds = try FileManager.default.contentsOfDirectory(atPath: corpus).count
        XCTAssertGreaterThan(seeds, 20)
        let run = try runToCompletion(builtProduct("RequestFuzzer"), [corpus])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.output, "replayed \(seeds) inputs: every line answered once with a JSON object\n")
    }
}
