import Foundation
import Testing

extension ProcessTests {
    /// `clockwork prof` against the SensorPanel daemon, as a user runs it.
    @Suite struct ProfCommandTests {
        @Test("prof attaches reports and exports then the daemon outlives a killed profiler")
        func profAttachesReportsAndExportsThenTheDaemonOutlivesAKilledProfiler() throws {
            var template = Array("/tmp/clockwork-prof-e2e-XXXXXX".utf8CString)
            let directory = String(cString: mkdtemp(&template))
            let socket = directory + "/panel.sock"
            let daemon = Process()
            daemon.executableURL = builtProduct("SensorPanel")
            daemon.arguments = ["--socket", socket, "--storage", directory + "/settings.json", "--display-list"]
            daemon.standardOutput = FileHandle.nullDevice
            daemon.standardError = FileHandle.nullDevice
            try daemon.run()
            defer { if daemon.isRunning { daemon.terminate(); daemon.waitUntilExit() } }
            let deadline = Date().addingTimeInterval(20)
            while !FileManager.default.fileExists(atPath: socket), Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }

            let report = try runClockwork(["prof", "--socket", socket, "--seconds", "1", "--json",
                                           "--trace", directory + "/t.json", "--csv", directory + "/t.csv", "--svg", directory + "/t.svg"])
            let summary = try #require(JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
            #expect(summary["ticks"] as? Int ?? 0 > 30, "about 60 ticks in a second")
            #expect(abs((summary["target_hz"] as? Double ?? 0) - 60) <= 0.01)
            let phases = try #require(summary["phases_us"] as? [String: Any])
            #expect(phases["layout"] != nil)
            let trace = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/t.json"))) as? [String: Any]
            let events = trace?["traceEvents"] as? [Any] ?? []
            #expect(!events.isEmpty)
            let rows = try String(contentsOfFile: directory + "/t.csv", encoding: .utf8).split(separator: "\n").count
            #expect(rows - 1 == summary["ticks"] as? Int, "one CSV row per tick")
            #expect(try String(contentsOfFile: directory + "/t.svg", encoding: .utf8).hasPrefix("<svg"))

            // A profiler that is killed mid-stream leaves the daemon ticking and serving.
            let profiler = Process()
            profiler.executableURL = builtProduct("clockwork")
            profiler.arguments = ["prof", "--socket", socket, "--json"]
            profiler.standardOutput = FileHandle.nullDevice
            try profiler.run()
            Thread.sleep(forTimeInterval: 0.5)
            kill(profiler.processIdentifier, SIGKILL)
            profiler.waitUntilExit()
            let before = try tickNumber(socket)
            Thread.sleep(forTimeInterval: 0.3)
            #expect(try tickNumber(socket) > before + 5, "still ticking")
            #expect(try runClockwork(["ping", "--socket", socket]) == "pong\n")
        }

        @Test("prof starts a daemon command and stops it afterward")
        func profStartsADaemonCommandAndStopsItAfterward() throws {
            let report = try runClockwork(["prof", "--seconds", "1", "--json", "--", builtProduct("SensorPanel").path, "--hz", "120",
                                               "--storage", NSTemporaryDirectory() + "clockwork-prof-\(getpid()).json"])
            let summary = try #require(JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
            #expect(abs((summary["target_hz"] as? Double ?? 0) - 120) <= 0.01)
            #expect(summary["ticks"] as? Int ?? 0 > 60)
        }

        private func tickNumber(_ socket: String) throws -> Int {
            let reply = try runClockwork(["send", "--socket", socket, #"{"cmd":"get","stream":"ticks"}"#])
            let object = try #require(JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any])
            return try #require((object["ticks"] as? [String: Any])?["number"] as? Int)
        }

        private func runClockwork(_ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = builtProduct("clockwork")
            process.arguments = arguments
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "clockwork \(arguments.joined(separator: " "))")
            return String(decoding: data, as: UTF8.self)
        }
    }
}
