import Foundation
import Testing

extension ProcessTests {
    /// The demo drawn in pixels on a file standing in for a framebuffer, looked at through
    /// `clockwork snapshot` and read back by a real OCR engine, and refused clearly when its
    /// screen or its font is missing; a daemon drawing no pixels, snapshotted by the client
    /// from its display list, and linking no drawing library.
    @Suite struct FramebufferDemoTests {
        @Test("the demo on a framebuffer file snapshots a panel tesseract can read")
        func theDemoOnAFramebufferFileSnapshotsAPanelTesseractCanRead() throws {
            let directory = try makeTemporaryDirectory()
            let framebuffer = directory + "/fb.raw", png = directory + "/panel.png"
            let daemon = try PanelDaemon(arguments: ["--framebuffer", framebuffer, "--size", "800x480"])
            defer { daemon.terminate() }
            let snapshot = try runToCompletion(builtProduct("clockwork"), ["snapshot", png, "--socket", daemon.socket])
            #expect(snapshot.status == 0, Comment(rawValue: snapshot.errors))
            #expect(snapshot.output.contains("800x480 pixels"), Comment(rawValue: snapshot.output))
            let size = try FileManager.default.attributesOfItem(atPath: framebuffer)[.size] as? Int
            #expect(size == 800 * 480 * 4, "the framebuffer file holds one XRGB8888 screen")
            let read = try runToCompletion(URL(fileURLWithPath: "/usr/bin/tesseract"), [png, "stdout", "--psm", "6"])
            #expect(read.output.contains("Sensor panel"), "tesseract read: \(read.output)")
            #expect(read.output.contains("samples"), "tesseract read: \(read.output)")
        }

        @Test("the demo's threads share one malloc heap: no thread arena is reserved once its sensor thread has sampled")
        func theDemosThreadsShareOneMallocHeap() throws {
            let directory = try makeTemporaryDirectory()
            let daemon = try PanelDaemon(arguments: ["--framebuffer", directory + "/fb.raw", "--size", "320x240"])
            defer { daemon.terminate() }
            // A snapshot is drawn once the panel has shown readings the sensor thread published.
            let snapshot = try runToCompletion(builtProduct("clockwork"), ["snapshot", directory + "/panel.png", "--socket", daemon.socket])
            #expect(snapshot.status == 0, Comment(rawValue: snapshot.errors))
            // glibc reserves a thread's arena as 64 MiB of address space on a 64 MiB boundary:
            // a writable start, the rest held back without access.
            let maps = try String(contentsOfFile: "/proc/\(daemon.process.processIdentifier)/maps", encoding: .utf8)
            let regions = maps.split(separator: "\n").map { line -> (start: UInt64, end: UInt64, access: Substring) in
                let fields = line.split(separator: " ")
                let bounds = fields[0].split(separator: "-").map { UInt64($0, radix: 16) ?? 0 }
                return (bounds[0], bounds[1], fields[1])
            }
            let arena: UInt64 = 64 << 20
            let arenas = zip(regions, regions.dropFirst()).filter { heap, reserve in
                heap.start % arena == 0 && heap.access == "rw-p" && reserve.start == heap.end && reserve.access == "---p"
                    && reserve.end == heap.start + arena
            }
            #expect(arenas.isEmpty, "thread arenas at \(arenas.map { String($0.0.start, radix: 16) })")
        }

        @Test("a daemon drawing no pixels is snapshotted by the client from its display list")
        func aDaemonDrawingNoPixelsIsSnapshottedByTheClientFromItsDisplayList() throws {
            let directory = try makeTemporaryDirectory()
            let png = directory + "/panel.png"
            let daemon = try PanelDaemon(environment: ["COLUMNS": "80", "LINES": "24"])
            defer { daemon.terminate() }
            let snapshot = try runToCompletion(builtProduct("clockwork"), ["snapshot", png, "--socket", daemon.socket])
            #expect(snapshot.status == 0, Comment(rawValue: snapshot.errors))
            #expect(snapshot.output.contains("800x480 pixels"), "80 x 24 cells of 10 x 20 pixels: \(snapshot.output)")
            let read = try runToCompletion(URL(fileURLWithPath: "/usr/bin/tesseract"), [png, "stdout", "--psm", "6"])
            #expect(read.output.contains("Sensor panel"), "tesseract read: \(read.output)")
        }

        @Test("a terminal daemon links no drawing library and no metrics")
        func aTerminalDaemonLinksNoDrawingLibraryAndNoMetrics() throws {
            for product in ["PodcastPlayer", "LobbyKiosk"] {
                let linked = try runToCompletion(URL(fileURLWithPath: "/usr/bin/ldd"), [builtProduct(product).path])
                #expect(linked.status == 0, Comment(rawValue: linked.errors))
                for library in ["libcairo", "libpango", "libharfbuzz", "libglib"] {
                    #expect(!linked.output.contains(library), "\(product) links \(library):\n\(linked.output)")
                }
                // swift-prometheus and swift-metrics link statically: their symbols would be in the binary.
                let symbols = try runToCompletion(URL(fileURLWithPath: "/usr/bin/nm"), [builtProduct(product).path])
                #expect(symbols.status == 0, Comment(rawValue: symbols.errors))
                #expect(!symbols.output.contains("Prometheus"), "\(product) links swift-prometheus")
                #expect(!symbols.output.contains("ClockworkMetrics"), "\(product) links ClockworkMetrics")
            }
        }

        @Test("a missing device stops the start with its reason")
        func aMissingDeviceStopsTheStartWithItsReason() throws {
            let directory = try makeTemporaryDirectory()
            let result = try runToCompletion(builtProduct("SensorPanel"),
                                             ["--socket", directory + "/p.sock", "--storage", directory + "/s.json", "--framebuffer", "/dev/fb-clockwork-missing"])
            #expect(result.status == 1)
            #expect(result.errors.contains("cannot open the framebuffer /dev/fb-clockwork-missing: No such file or directory"), Comment(rawValue: result.errors))
            #expect(!FileManager.default.fileExists(atPath: directory + "/p.sock"), "no socket is left behind")
        }

        @Test("a missing font stops the start with what to install")
        func aMissingFontStopsTheStartWithWhatToInstall() throws {
            let directory = try makeTemporaryDirectory()
            let config = directory + "/fonts.conf"
            try """
                <?xml version="1.0"?>
                <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
                <fontconfig><dir>\(directory)/no-fonts</dir><cachedir>\(directory)/cache</cachedir></fontconfig>
                """.write(toFile: config, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = builtProduct("SensorPanel")
            process.arguments = ["--socket", directory + "/p.sock", "--storage", directory + "/s.json",
                                 "--framebuffer", directory + "/fb.raw", "--size", "320x240"]
            process.environment = ProcessInfo.processInfo.environment.merging(["FONTCONFIG_FILE": config]) { $1 }
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            // A daemon that starts anyway would run until stopped: stop it, and fail, after 30 s.
            let pid = process.processIdentifier
            let watchdog = DispatchWorkItem { kill(pid, SIGTERM) }
            DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            watchdog.cancel()
            #expect(process.terminationStatus == 1)
            #expect(message.contains("neither Roboto nor DejaVu Sans is installed"), Comment(rawValue: message))
            #expect(message.contains("install fonts-roboto or fonts-dejavu-core"), Comment(rawValue: message))
        }
    }
}
