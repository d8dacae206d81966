import Foundation
import Testing

extension ProcessTests {
    /// An app set up as the README's template says — the main actor as default isolation,
    /// Clockwork imported for every file — runs files pasted as they are: a model file that
    /// imports only Foundation and publishes with `@Published`, an `@Observable` view model,
    /// UIKit's color names and phone-only modifiers.
    @Suite struct PastedAppDaemonTests {
        @Test("a Foundation-only model and an @Observable model drive their views in a daemon")
        func aFoundationOnlyModelAndAnObservableModelDriveTheirViewsInADaemon() throws {
            let directory = try makeTemporaryDirectory()
            let daemon = try startDaemon("PastedAppFixture", runtimeDirectory: directory)
            defer {
                daemon.terminate()
                daemon.waitUntilExit()
            }
            let socket = directory + "/clockwork/PastedApp.sock"
            func clockwork(_ arguments: String...) throws -> (status: Int32, output: String) {
                let run = try runToCompletion(builtProduct("clockwork"), arguments + ["--socket", socket])
                return (run.status, run.output)
            }
            func waitForTree(containing text: String) throws -> String {
                let deadline = Date().addingTimeInterval(10)
                var last = ""
                while Date() < deadline {
                    let tree = try clockwork("tree")
                    last = tree.output
                    if tree.status == 0, last.contains(text) { return last }
                    Thread.sleep(forTimeInterval: 0.1)
                }
                Issue.record("the tree never showed \(text):\n\(last)")
                return last
            }
            _ = try waitForTree(containing: "1 books")
            #expect(try clockwork("tap", "Add book").status == 0)
            _ = try waitForTree(containing: "2 books")
            #expect(try clockwork("tap", "Refresh").status == 0)
            #expect(try clockwork("tap", "Refresh").status == 0)
            _ = try waitForTree(containing: "2 headlines")
        }
    }
}
