import Foundation
import Testing

extension ProcessTests {
    /// The localized example as a daemon: `LANG` picks its language at start, its String
    /// Catalog supplies the Japanese, and the language picker switches it while it runs.
    @Suite struct LobbyKioskDaemonTests {
        @Test("--lang picks the language at start, and the picker switches it")
        func langPicksTheLanguageAtStartAndThePickerSwitchesIt() throws {
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
            #expect(tree.contains("ようこそ"), "started in Japanese: \(tree)")
            #expect(tree.contains("空き会議室 3 室"), Comment(rawValue: tree))
            #expect(tree.contains("image") && tree.contains("logo"), "the logo from the example's resources: \(tree)")
            #expect(try runToCompletion(cli, ["tap", "受付を呼ぶ", "--socket", socket]).status == 0)
            #expect(try runToCompletion(cli, ["tap", "English", "--socket", socket]).status == 0)
            let english = try runToCompletion(cli, ["tree", "--socket", socket]).output
            #expect(english.contains("Welcome") && english.contains("3 rooms free") && english.contains("Calls today: 1"), Comment(rawValue: english))
            #expect(!english.contains("ようこそ"), Comment(rawValue: english))
        }
    }
}
