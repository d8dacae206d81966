import Foundation
import XCTest

/// The PodcastPlayer example in a real terminal (tmux): it draws what its display list
/// says, and gives the terminal back when it stops.
final class TerminalTargetTests: XCTestCase {
    private let session = "clockwork-test-\(getpid())"

    override func tearDown() {
        _ = try? tmux(["kill-session", "-t", session])
    }

    func testTheExampleDrawsItsDisplayListInATerminalAndRestoresItOnSIGINT() throws {
        let player = builtProduct("PodcastPlayer").path
        // What the display list says at the pane's size, from a run whose output is a pipe.
        let expected = try firstDisplayList(of: player, columns: 60, lines: 12)
        XCTAssertFalse(expected.isEmpty)

        _ = try tmux(["new-session", "-d", "-s", session, "-x", "60", "-y", "12", "sh"])
        _ = try tmux(["send-keys", "-t", session, "\(player); echo EXITED-$?", "Enter"])
        let screen = try waitForPane { $0.contains("2 books in the library") }
        XCTAssertEqual(try tmux(["display-message", "-p", "-t", session, "#{alternate_on}"]).trimmed, "1", "on the alternate screen")
        XCTAssertEqual(try tmux(["display-message", "-p", "-t", session, "#{cursor_flag}"]).trimmed, "0", "cursor hidden")

        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for item in expected {
            guard let text = item["text"] as? String, item["kind"] as? String == "text",
                  let frame = item["frame"] as? [String: Double], let x = frame["x"], let y = frame["y"] else { continue }
            let line = Int(y) < lines.count ? Array(lines[Int(y)]) : []
            let shown = line.count >= Int(x) + text.count ? String(line[Int(x)..<(Int(x) + text.count)]) : ""
            XCTAssertEqual(shown, text, "\"\(text)\" at (\(x),\(y))")
        }

        _ = try tmux(["send-keys", "-t", session, "C-c"])
        let after = try waitForPane { $0.contains("EXITED-0") }
        XCTAssertFalse(after.contains("2 books in the library"), "the main screen is back")
        XCTAssertEqual(try tmux(["display-message", "-p", "-t", session, "#{alternate_on}"]).trimmed, "0")
        XCTAssertEqual(try tmux(["display-message", "-p", "-t", session, "#{cursor_flag}"]).trimmed, "1", "cursor shown again")
    }

    private func firstDisplayList(of executable: String, columns: Int, lines: Int) throws -> [[String: Any]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.environment = ProcessInfo.processInfo.environment.merging(["COLUMNS": "\(columns)", "LINES": "\(lines)"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var text = ""
        let deadline = Date().addingTimeInterval(30)
        while !text.contains("\n"), Date() < deadline, process.isRunning {
            text += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        }
        process.interrupt()
        process.waitUntilExit()
        let line = try XCTUnwrap(text.split(separator: "\n").first)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [[String: Any]])
    }

    private func waitForPane(until condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(30)
        var screen = ""
        while Date() < deadline {
            screen = try tmux(["capture-pane", "-p", "-t", session])
            if condition(screen) { return screen }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("the pane never showed what was expected:\n\(screen)")
        return screen
    }

    /// Runs a tmux command and returns what it printed. `new-session` starts the tmux
    /// server, which would keep an output pipe open for ever: it gets no pipe.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux"] + arguments
        process.standardError = FileHandle.nullDevice
        guard arguments.first != "new-session" else {
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return ""
        }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

private extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
