import Foundation
import Testing

extension ProcessTests {
    /// Apps set up as the README says run files pasted as they are, `import SwiftUI`,
    /// `import UIKit` and `import CoreGraphics` among them. The template (Swift 6, the main
    /// actor as default isolation, Foundation's networking for every file): a model file
    /// that imports only Foundation and loads with URLSession, an `@Observable` model with a
    /// shared instance and a main-actor call in its initializer, a free function returning
    /// `some View`, UIKit's colors and haptics, UTType and phone-only modifiers. A Swift 5
    /// project's files (language mode 5): a mutable static shared instance, a global, a
    /// closure capturing its model on the main queue, free view builders.
    @Suite struct PastedAppDaemonTests {
        @Test("a Foundation-only model and an @Observable model drive their views in a daemon")
        func aFoundationOnlyModelAndAnObservableModelDriveTheirViewsInADaemon() throws {
            let app = try PastedDaemon("PastedAppFixture", socketName: "PastedApp")
            defer { app.stop() }
            let first = try app.waitForTree(containing: "1 books")
            #expect(first.contains("Takes txt, json"), "UTType's file name extensions: \(first)")
            #expect(try app.clockwork("tap", "Add book").status == 0)
            _ = try app.waitForTree(containing: "2 books")
            #expect(try app.clockwork("tap", "Refresh").status == 0)
            #expect(try app.clockwork("tap", "Refresh").status == 0)
            _ = try app.waitForTree(containing: "2 headlines")
        }

        @Test("a Swift 5 project's files run in language mode 5: a static shared model, a global and a main-queue capture")
        func aSwift5ProjectsFilesRunInLanguageMode5() throws {
            let app = try PastedDaemon("PastedSwift5Fixture", socketName: "PastedSwift5App")
            defer { app.stop() }
            let first = try app.waitForTree(containing: "Count 0")
            #expect(first.contains("few") && first.contains("Step 1"), "the free view builder and the global: \(first)")
            #expect(try app.clockwork("tap", "Add").status == 0)
            _ = try app.waitForTree(containing: "Count 1")
            #expect(try app.clockwork("tap", "Add later").status == 0)
            let later = try app.waitForTree(containing: "Count 11")
            #expect(later.contains("added later") && later.contains("many"), "the main queue's write and the other badge: \(later)")
        }
    }
}

/// A fixture app run as a daemon, driven with the `clockwork` command over its socket.
private struct PastedDaemon {
    let daemon: Process
    let socket: String

    init(_ product: String, socketName: String) throws {
        let directory = try makeTemporaryDirectory()
        daemon = try startDaemon(product, runtimeDirectory: directory)
        socket = directory + "/clockwork/\(socketName).sock"
    }

    func stop() {
        daemon.terminate()
        daemon.waitUntilExit()
    }

    func clockwork(_ arguments: String...) throws -> (status: Int32, output: String) {
        let run = try runToCompletion(builtProduct("clockwork"), arguments + ["--socket", socket])
        return (run.status, run.output)
    }

    /// The tree once it shows `text`, within ten seconds.
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
}
