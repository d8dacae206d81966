import Foundation
import Testing

extension ProcessTests {
    /// A render target a user writes runs under `Daemon.run` unchanged: it is made by the
    /// factory in the configuration, shown every frame, driven through the socket like any,
    /// and closed when the daemon stops; a factory that throws stops the start cleanly.
    @Suite struct CustomTargetDaemonTests {
        @Test("a user written target is shown each frame driven over the socket and closed on SIGTERM")
        func aUserWrittenTargetIsShownEachFrameDrivenOverTheSocketAndClosedOnSIGTERM() throws {
            let directory = try makeTemporaryDirectory()
            let daemon = Process()
            daemon.executableURL = builtProduct("CustomTargetFixture")
            daemon.environment = ProcessInfo.processInfo.environment.merging(["XDG_RUNTIME_DIR": directory]) { $1 }
            let output = Pipe()
            daemon.standardOutput = output
            daemon.standardError = FileHandle.nullDevice
            try daemon.run()
            let socket = directory + "/clockwork/CustomTargetFixture.sock"
            var tree: (status: Int32, output: String, errors: String)?
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                tree = try runToCompletion(builtProduct("clockwork"), ["tree", "--socket", socket])
                if tree?.status == 0 { break }
                Thread.sleep(forTimeInterval: 0.1)
            }
            #expect(tree?.status == 0, "the daemon serves its socket: \(tree?.errors ?? "")")
            let tapped = try runToCompletion(builtProduct("clockwork"), ["tap", "add", "--socket", socket])
            #expect(tapped.status == 0, "the socket drives the controls the user's target shows: \(tapped.errors)")
            daemon.terminate()
            daemon.waitUntilExit()
            #expect(daemon.terminationStatus == 0)
            let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .split(separator: "\n").map(String.init)
            #expect(lines.first == "frame: count 0 | add", "the first frame is drawn on the user's target")
            #expect(lines.contains("frame: count 1 | add"), "the tap's change reaches it: \(lines)")
            #expect(lines.last == "closed", "the daemon closes the target when it stops")
            #expect(!FileManager.default.fileExists(atPath: socket), "the socket file is removed")
        }

        @Test("a factory that throws stops the start with its error and leaves no socket")
        func aFactoryThatThrowsStopsTheStartWithItsErrorAndLeavesNoSocket() throws {
            let directory = try makeTemporaryDirectory()
            let daemon = Process()
            daemon.executableURL = builtProduct("CustomTargetFixture")
            daemon.arguments = ["--unopenable"]
            daemon.environment = ProcessInfo.processInfo.environment.merging(["XDG_RUNTIME_DIR": directory]) { $1 }
            let errors = Pipe()
            daemon.standardError = errors
            daemon.standardOutput = FileHandle.nullDevice
            try daemon.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            daemon.waitUntilExit()
            #expect(daemon.terminationStatus == 1)
            #expect(message.contains("could not start: the screen would not open"), Comment(rawValue: message))
            #expect(!FileManager.default.fileExists(atPath: directory + "/clockwork/CustomTargetFixture.sock"))
        }
    }
}
