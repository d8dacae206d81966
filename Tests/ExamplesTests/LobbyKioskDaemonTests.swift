import Foundation
import Testing

extension ProcessTests {
    /// The localized example as a daemon: `LANG` picks its language at start, its String
    /// Catalog supplies the Japanese, and the language picker switches it while it runs.
    @Suite struct LobbyKioskDaemonTests {
        @Test("--lang picks the language at start, and the picker switches it; the visit's date picker takes an ISO 8601 date over the socket")
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

            // The visit's day, typed as a date in ISO 8601, shows the English way; text that
            // is no date is refused with what the picker reads.
            #expect(try runToCompletion(cli, ["type", "Visit", "2031-12-24", "--socket", socket]).status == 0)
            let booked = try runToCompletion(cli, ["tree", "--socket", socket]).output
            #expect(booked.contains("Dec 24, 2031"), Comment(rawValue: booked))
            let refused = try runToCompletion(cli, ["type", "Visit", "next week", "--socket", socket])
            #expect(refused.status != 0 && (refused.output + refused.errors).contains("it reads an ISO 8601 date"),
                    Comment(rawValue: refused.output + refused.errors))
        }
    }
}
