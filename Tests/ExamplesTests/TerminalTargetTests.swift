import Foundation
import Testing

extension ProcessTests {
    /// The PodcastPlayer example in a real terminal (tmux): it draws what its display list
    /// says, and gives the terminal back when it stops.
    @Suite struct TerminalTargetTests {
        @Test("the example draws its display list in a terminal and restores it on SIGINT")
        func theExampleDrawsItsDisplayListInATerminalAndRestoresItOnSIGINT() throws {
            let player = builtProduct("PodcastPlayer").path
            // What the display list says at the pane's size, from a run whose output is a pipe.
            let expected = try firstDisplayList(of: player, columns: 60, lines: 12)
            #expect(!expected.isEmpty)

            let tmux = try Tmux(width: 60, height: 12)
            try tmux.send("\(player); echo EXITED-$?", "Enter")
            let screen = try tmux.waitForPane { $0.contains("2 books in the library") }
            #expect(try tmux.variable("alternate_on") == "1", "on the alternate screen")
            #expect(try tmux.variable("cursor_flag") == "0", "cursor hidden")

            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for item in expected {
                guard let text = item["text"] as? String, item["kind"] as? String == "text",
                      let frame = item["frame"] as? [String: Double], let x = frame["x"], let y = frame["y"] else { continue }
                let line = Int(y) < lines.count ? Array(lines[Int(y)]) : []
                let shown = line.count >= Int(x) + text.count ? String(line[Int(x)..<(Int(x) + text.count)]) : ""
                #expect(shown == text, "\"\(text)\" at (\(x),\(y))")
            }

            try tmux.send("C-c")
            let after = try tmux.waitForPane { $0.contains("EXITED-0") }
            #expect(!after.contains("2 books in the library"), "the main screen is back")
            #expect(try tmux.variable("alternate_on") == "0")
            #expect(try tmux.variable("cursor_flag") == "1", "cursor shown again")
        }

        @Test("keys typed into the terminal reach the focused field, and Ctrl+C still stops")
        func keysTypedIntoTheTerminalReachTheFocusedFieldAndCtrlCStillStops() throws {
            let player = builtProduct("PodcastPlayer").path
            let tmux = try Tmux(width: 60, height: 12)
            try tmux.send("\(player); echo EXITED-$?", "Enter")
            _ = try tmux.waitForPane { $0.contains("2 books in the library") }
            try tmux.send("Tab")
            try tmux.send("-l", " (1861)")
            let typed = try tmux.waitForPane { $0.contains("Great Expectations (1861)") }
            #expect(!typed.contains("(1861)(1861)"), "typed once, not echoed by the terminal:\n\(typed)")
            try tmux.send("BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
            _ = try tmux.waitForPane { $0.contains("Great Expectations") && !$0.contains("(18") }
            try tmux.send("C-c")
            _ = try tmux.waitForPane { $0.contains("EXITED-0") }
            try tmux.send("-l", "echo typed")
            try tmux.send("Enter")
            _ = try tmux.waitForPane { $0.contains("echo typed\ntyped") || $0.contains("typed\ntyped") }
        }

        @Test("the demo daemon draws in a terminal and a second terminal drives it with the CLI")
        func theDemoDaemonDrawsInATerminalAndASecondTerminalDrivesItWithTheCLI() throws {
            let (tmux, socket) = try startDemoInTmux()
            _ = try tmux.waitForPane { $0.contains("samples · live") }

            let clockwork = Process()
            clockwork.executableURL = builtProduct("clockwork")
            clockwork.arguments = ["tap", "pause", "--socket", socket]
            clockwork.standardOutput = FileHandle.nullDevice
            try clockwork.run()
            clockwork.waitUntilExit()
            #expect(clockwork.terminationStatus == 0)
            _ = try tmux.waitForPane { $0.contains("samples · paused") && $0.contains("Resume") }

            try tmux.send("C-c")
            let after = try tmux.waitForPane { $0.contains("EXITED-0") }
            #expect(!after.contains("Sensor panel"), "the main screen is back")
            #expect(try tmux.variable("cursor_flag") == "1", "cursor shown again")
            #expect(!FileManager.default.fileExists(atPath: socket), "socket file removed")
        }

        @Test("the demo's trend charts draw each gauge's last minute in braille and freeze while paused")
        func theDemosTrendChartsDrawEachGaugesLastMinuteInBrailleAndFreezeWhilePaused() throws {
            let (tmux, socket) = try startDemoInTmux()
            func braille(_ screen: String) -> String { String(screen.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }) }
            let first = try tmux.waitForPane { $0.contains("temp °C") && $0.contains("press hPa") && $0.contains("flow m³/s") && braille($0).count > 20 }
            // The charts' y axes, on the gauges' scales.
            #expect(first.contains(" 30") && first.contains("1,020") && first.contains("0.5"), Comment(rawValue: first))
            // Live: the lines move as readings come in.
            _ = try tmux.waitForPane { braille($0) != braille(first) }

            #expect(try runToCompletion(builtProduct("clockwork"), ["tap", "pause", "--socket", socket]).status == 0)
            _ = try tmux.waitForPane { $0.contains("samples · paused") }
            // A point recorded just before the pause may still be on its way to the screen.
            Thread.sleep(forTimeInterval: 0.6)
            let paused = try tmux.capture()
            Thread.sleep(forTimeInterval: 1.5)
            #expect(try braille(tmux.capture()) == braille(paused), "paused, the trends stand still")
            try tmux.send("C-c")
            _ = try tmux.waitForPane { $0.contains("EXITED-0") }
        }

        @Test("a resized terminal is redrawn for its new size")
        func aResizedTerminalIsRedrawnForItsNewSize() throws {
            let (tmux, _) = try startDemoInTmux()
            func titleColumn(_ screen: String) -> Int? {
                for line in screen.split(separator: "\n", omittingEmptySubsequences: false) {
                    if let range = line.range(of: "Sensor panel") { return line.distance(from: line.startIndex, to: range.lowerBound) }
                }
                return nil
            }
            let before = try #require(titleColumn(try tmux.capture()))
            try tmux.resize(width: 120, height: 30)
            // The panel is centred: on a window 40 columns wider its title moves 20 to the right.
            let after = try tmux.waitForPane { titleColumn($0) == before + 20 }
            #expect(titleColumn(after) == before + 20, Comment(rawValue: after))
            try tmux.send("C-c")
            _ = try tmux.waitForPane { $0.contains("EXITED-0") }
        }

        @Test("closing the terminal the demo draws on stops it gracefully")
        func closingTheTerminalTheDemoDrawsOnStopsItGracefully() throws {
            let (tmux, socket) = try startDemoInTmux()
            try tmux.killSession()
            let deadline = Date().addingTimeInterval(30)
            while FileManager.default.fileExists(atPath: socket), Date() < deadline {
                Thread.sleep(forTimeInterval: 0.05)
            }
            #expect(!FileManager.default.fileExists(atPath: socket), "the daemon stopped on SIGHUP and removed its socket file")
        }

        @Test("a demo started with hangups ignored outlives SIGHUP as nohup asks")
        func aDemoStartedWithHangupsIgnoredOutlivesSIGHUPAsNohupAsks() throws {
            let (tmux, socket) = try startDemoInTmux(ignoringHangups: true)
            let pattern = "SensorPanel --socket \(socket)"
            // Closing the terminal would not stop it, by design: a failed check must not leave it running.
            defer { _ = try? runToCompletion(URL(fileURLWithPath: "/usr/bin/pkill"), ["-TERM", "-f", "--", pattern]) }
            let pgrep = try runToCompletion(URL(fileURLWithPath: "/usr/bin/pgrep"), ["-f", "--", pattern])
            let pid = try #require(pgrep.output.split(separator: "\n").first.flatMap { Int32($0) }, Comment(rawValue: pgrep.output))
            #expect(kill(pid, SIGHUP) == 0)
            Thread.sleep(forTimeInterval: 0.3)
            #expect(try runToCompletion(builtProduct("clockwork"), ["ping", "--socket", socket]).output == "pong\n")
            try tmux.send("C-c")
            _ = try tmux.waitForPane { $0.contains("EXITED-0") }
        }

        @Test("an escape sequence typed over the socket is shown not obeyed by the terminal")
        func anEscapeSequenceTypedOverTheSocketIsShownNotObeyedByTheTerminal() throws {
            let (tmux, socket) = try startDemoInTmux()
            let titleBefore = try tmux.variable("pane_title")
            let type = try runToCompletion(builtProduct("clockwork"), ["type", "label", "\u{1B}]2;PWNED\u{07}\u{1B}[2J", "--socket", socket])
            #expect(type.status == 0, Comment(rawValue: type.errors))
            let screen = try tmux.waitForPane { $0.contains("Sensor panel · ␛]2;PWNED␇␛[2J") }
            #expect(screen.contains("samples"), "the screen was not cleared")
            #expect(try tmux.variable("pane_title") == titleBefore, "the window title is untouched")
            try tmux.send("C-c")
            _ = try tmux.waitForPane { $0.contains("EXITED-0") }
        }

        @Test("Chinese and Japanese text take two cells a piece and the screen stays aligned")
        func chineseAndJapaneseTextTakeTwoCellsAPieceAndTheScreenStaysAligned() throws {
            let (tmux, socket) = try startDemoInTmux()
            let type = try runToCompletion(builtProduct("clockwork"), ["type", "label", "温度计 ボイラー", "--socket", socket])
            #expect(type.status == 0, Comment(rawValue: type.errors))
            let screen = try tmux.waitForPane { $0.contains("[温度计 ボイラー]") }
            let lines = screen.split(separator: "\n").map(String.init)
            let title = try #require(lines.first { $0.contains("Sensor panel · 温度计 ボイラー") })
            let field = try #require(lines.first { $0.contains("[温度计 ボイラー]") })
            let gauge = try #require(lines.first { $0.contains("temp ") })
            // Everything in the panel's VStack starts in one column, counted in cells.
            func column(_ line: String) -> Int {
                line.prefix { $0 == " " }.count
            }
            #expect(column(title) == column(gauge))
            #expect(column(field) == column(gauge))
            #expect(gauge.hasSuffix("°C"), "the gauge row is drawn whole: \(gauge)")
            try tmux.send("C-c")
            _ = try tmux.waitForPane { $0.contains("EXITED-0") }
        }

        /// The demo daemon running in an 80 × 24 tmux pane, its socket in a private directory,
        /// once it shows its panel; with `ignoringHangups`, started with SIGHUP ignored, as
        /// `nohup` starts a command.
        private func startDemoInTmux(ignoringHangups: Bool = false) throws -> (Tmux, String) {
            var template = Array("/tmp/clockwork-demo-XXXXXX".utf8CString)
            let socket = String(cString: mkdtemp(&template)) + "/panel.sock"
            let tmux = try Tmux(width: 80, height: 24)
            let demo = "\(builtProduct("SensorPanel").path) --socket \(socket) --storage \(socket).settings.json"
            let command = ignoringHangups ? "sh -c 'trap \"\" HUP; exec \(demo)'" : demo
            try tmux.send("\(command); echo EXITED-$?", "Enter")
            _ = try tmux.waitForPane { $0.contains("Sensor panel · Line 1") }
            return (tmux, socket)
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
            let line = try #require(text.split(separator: "\n").first)
            let list = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(list["version"] as? Int == 5)
            return try #require(list["items"] as? [[String: Any]])
        }
    }
}
