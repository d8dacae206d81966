import Foundation
import XCTest

/// The localized example as a daemon: `LANG` picks its language at start, its String
/// Catalog supplies the Japanese, and the language picker switches it while it runs.
final class LobbyKioskDaemonTests: XCTestCase {
    func testLangPicksTheLanguageAtStartAndThePickerSwitchesIt() throws {
        let directory = try makeTemporaryDirectory()
        let kiosk = try startDaemon("LobbyKiosk", runtimeDirectory: directory,
                                    environment: ["LANG": "ja_JP.UTF-8", "LC_ALL": nil, "LC_MESSAGES": nil])
        defer {
            kiosk.terminate()
            kiosk.waitUntilExit()
        }
        let socket = directory + "/clockwork/LobbyKioskApp.sock"
        let cli = builtProduct("clockwork")
        var tree = ""
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let run = try runToCompletion(cli, ["tree", "--socket", socket])
            if run.status == 0 { tree = run.output; break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        XCTAssertTrue(tree.contains("ようこそ"), "started in Japanese: \(tree)")
        XCTAssertTrue(tree.contains("空き会議室 3 室"), tree)
        XCTAssertTrue(tree.contains("image") && tree.contains("logo"), "the logo from the example's resources: \(tree)")
        XCTAssertEqual(try runToCompletion(cli, ["tap", "受付を呼ぶ", "--socket", socket]).status, 0)
        XCTAssertEqual(try runToCompletion(cli, ["tap", "English", "--socket", socket]).status, 0)
        let english = try runToCompletion(cli, ["tree", "--socket", socket]).output
        XCTAssertTrue(english.contains("Welcome") && english.contains("3 rooms free") && english.contains("Calls today: 1"), english)
        XCTAssertFalse(english.contains("ようこそ"), english)
    }
}
