import Foundation
import Testing

extension ProcessTests {
    /// The foundation demo run as a real process, the way the README's demo command runs it.
    @Suite struct HeartbeatDaemonTests {
        @Test("the demo prints live statistics and stops cleanly on SIGTERM")
        func theDemoPrintsLiveStatisticsAndStopsCleanlyOnSIGTERM() throws {
            let daemon = Process()
            daemon.executableURL = builtProduct("Heartbeat")
            daemon.arguments = ["--hz", "200", "--sensor-rate", "500"]
            let output = Pipe()
            daemon.standardOutput = output
            try daemon.run()

            var text = ""
            let deadline = Date().addingTimeInterval(30)
            while !text.contains("t=  1s"), Date() < deadline, daemon.isRunning {
                text += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
            }
            #expect(text.contains("ticks/s (target 200)"), "a live statistics line appeared: \(text)")

            daemon.terminate()
            daemon.waitUntilExit()
            text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)

            #expect(daemon.terminationReason == .exit, "SIGTERM was handled, not fatal")
            #expect(daemon.terminationStatus == 0)
            #expect(text.contains("summary: "), "the stop hook printed the summary: \(text)")
        }
    }
}

/// An executable built alongside the test bundle.
func builtProduct(_ name: String) -> URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments.first { $0.hasSuffix(".xctest") } ?? "/proc/self/exe")
        .resolvingSymlinksInPath()
    return bundle.deletingLastPathComponent().appendingPathComponent(name)
}

extension ProcessTests {
    @Suite struct MissingEnvironmentObjectTests {
        @Test("a missing environment object stops with a message naming the type and the view")
        func aMissingEnvironmentObjectStopsWithAMessageNamingTheTypeAndTheView() throws {
            let fixture = Process()
            fixture.executableURL = builtProduct("MissingEnvironmentObjectFixture")
            let errors = Pipe()
            fixture.standardError = errors
            fixture.standardOutput = Pipe()
            try fixture.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            fixture.waitUntilExit()

            #expect(fixture.terminationReason == .uncaughtSignal)
            #expect(message.contains("No ObservableObject of type Library found"), Comment(rawValue: message))
            #expect(message.contains("(LibraryView)"), Comment(rawValue: message))
        }
    }
}
