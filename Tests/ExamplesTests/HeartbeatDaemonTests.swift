import Foundation
import XCTest

/// The foundation demo run as a real process, the way the README's demo command runs it.
final class HeartbeatDaemonTests: XCTestCase {
    func testTheDemoPrintsLiveStatisticsAndStopsCleanlyOnSIGTERM() throws {
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
        XCTAssertTrue(text.contains("ticks/s (target 200)"), "a live statistics line appeared: \(text)")

        daemon.terminate()
        daemon.waitUntilExit()
        text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)

        XCTAssertEqual(daemon.terminationReason, .exit, "SIGTERM was handled, not fatal")
        XCTAssertEqual(daemon.terminationStatus, 0)
        XCTAssertTrue(text.contains("summary: "), "the stop hook printed the summary: \(text)")
    }
}

/// An executable built alongside the test bundle.
func builtProduct(_ name: String) -> URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments.first { $0.hasSuffix(".xctest") } ?? "/proc/self/exe")
        .resolvingSymlinksInPath()
    return bundle.deletingLastPathComponent().appendingPathComponent(name)
}

final class MissingEnvironmentObjectTests: XCTestCase {
    func testAMissingEnvironmentObjectStopsWithAMessageNamingTheTypeAndTheView() throws {
        let fixture = Process()
        fixture.executableURL = builtProduct("MissingEnvironmentObjectFixture")
        let errors = Pipe()
        fixture.standardError = errors
        fixture.standardOutput = Pipe()
        try fixture.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        fixture.waitUntilExit()

        XCTAssertEqual(fixture.terminationReason, .uncaughtSignal)
        XCTAssertTrue(message.contains("No ObservableObject of type Library found"), message)
        XCTAssertTrue(message.contains("(LibraryView)"), message)
    }
}
