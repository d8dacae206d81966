import ClockworkCore
import ClockworkLoop
import ClockworkPixels
import Foundation
import Logging
import Testing
@testable import ClockworkDaemon

@Suite("Giving back the code run only while starting")
struct StartupCodeTests {
    @Test("only private, read-only, executable mappings of files count as code")
    func codeMappingsAreFilesCode() {
        #expect(CodeMapping(line: "7f10a000-7f10c000 r-xp 00001000 fe:00 123 /usr/lib/libc.so.6\n")
            == CodeMapping(start: 0x7f10_a000, length: 0x2000))
        for line in [
            "7f10a000-7f10c000 rw-p 00001000 fe:00 123 /usr/lib/libc.so.6",
            "7f10a000-7f10c000 r--p 00001000 fe:00 123 /usr/lib/libc.so.6",
            "7f10a000-7f10c000 r-xs 00001000 fe:00 123 /dev/shm/shared",
            "7f10a000-7f10c000 r-xp 00000000 00:00 0 [vdso]",
            "7f10a000-7f10c000 r-xp 00000000 00:00 0",
            "7f10c000-7f10a000 r-xp 00000000 fe:00 123 /usr/lib/backwards.so",
        ] {
            #expect(CodeMapping(line: line) == nil, "\(line)")
        }
    }

    @Test("giving back the code pages lowers the resident code, and the process runs on")
    func releasingCodeLowersResidentCode() throws {
        let before = try residentCodeKiB()
        let released = StartupCode.releaseCodePages()
        let after = try residentCodeKiB()
        #expect(released > 0)
        #expect(after < before, "\(after) KiB of code resident after, \(before) KiB before")
        // Code runs on: it faults back in from the page cache.
        #expect([3, 1, 2].sorted() == [1, 2, 3])
        #expect(try residentCodeKiB() > 0)
    }

    /// The resident KiB of this process's file code mappings, from /proc/self/smaps.
    private func residentCodeKiB() throws -> Int {
        let smaps = try String(contentsOfFile: "/proc/self/smaps", encoding: .utf8)
        var total = 0, inCode = false
        for line in smaps.split(separator: "\n") {
            if let first = line.first, first.isHexDigit, line.contains("-") {
                inCode = CodeMapping(line: String(line)) != nil
            } else if inCode, line.hasPrefix("Rss:") {
                total += Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? 0
            }
        }
        return total
    }
}

@MainActor
@Suite("When a daemon gives back its startup code")
struct StartupCodeSchedulingTests {
    @Test("the code is given back a delay after the first frame, once, whatever the log level")
    func givenBackAfterTheFirstFrameAtInfo() throws {
        let loop = try EventLoop(configuration: .init(ticksPerSecond: 60, clock: .manual(ManualClock()), ownership: .mainActor))
        let host = GraphHost(root: Text("ready"), loop: loop)
        host.present(on: try PixelTarget(width: 80, height: 20))
        var logger = Logger(label: "test")
        logger.logLevel = .info
        var givenBack = 0
        StartupCode.release(after: host, delay: .milliseconds(5), logger: logger) {
            givenBack += 1
            return 0
        }
        for _ in 0..<4 {
            usleep(10_000)
            loop.runOnce()
        }
        #expect(givenBack == 0, "not before the first frame")
        loop.advance(by: loop.grid.period)
        for _ in 0..<50 where givenBack == 0 {
            usleep(5_000)
            loop.runOnce()
        }
        #expect(givenBack == 1)
        loop.advance(by: loop.grid.period * 3)
        usleep(20_000)
        loop.runOnce()
        #expect(givenBack == 1, "once")
    }
}
