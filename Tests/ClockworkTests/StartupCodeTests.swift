import ClockworkCore
import ClockworkLoop
import ClockworkPixels
import Foundation
import Logging
import Testing
@testable import ClockworkDaemon

// One test at a time: each release gives back the pages of every mapping in the process,
// and so would undo what another test had just faulted in and was about to count.
@Suite("Giving back the code run only while starting", .serialized)
struct StartupCodeTests {
    @Test("only private mappings of files count: code, read-only data and data")
    func privateFileMappings() {
        #expect(FileMapping(line: "7f10a000-7f10c000 r-xp 00001000 fe:00 123 /usr/lib/libc.so.6\n")
            == FileMapping(start: 0x7f10_a000, length: 0x2000))
        #expect(FileMapping(line: "7f10a000-7f10c000 r--p 00001000 fe:00 123 /usr/share/fonts/DejaVuSans.ttf")
            == FileMapping(start: 0x7f10_a000, length: 0x2000))
        #expect(FileMapping(line: "7f10a000-7f10c000 rw-p 00001000 fe:00 123 /usr/lib/libc.so.6")
            == FileMapping(start: 0x7f10_a000, length: 0x2000))
        for line in [
            "7f10a000-7f10c000 rw-s 00001000 fe:00 123 /dev/fb0",
            "7f10a000-7f10c000 rwxp 00001000 fe:00 123 /tmp/jit",
            "7f10a000-7f10c000 rw-p 00000000 00:00 0 [heap]",
            "7f10a000-7f10c000 r-xs 00001000 fe:00 123 /dev/shm/shared",
            "7f10a000-7f10c000 r--s 00001000 fe:00 123 /dev/fb0",
            "7f10a000-7f10c000 r-xp 00000000 00:00 0 [vdso]",
            "7f10a000-7f10c000 r--p 00000000 00:00 0",
            "7f10c000-7f10a000 r-xp 00000000 fe:00 123 /usr/lib/backwards.so",
        ] {
            #expect(FileMapping(line: line) == nil, "\(line)")
        }
    }

    @Test("the loaded objects' read-only segments hold this test's code and libc's, and none is writable")
    func loadedReadOnlySegments() throws {
        let segments = StartupCode.dropLoadedReadOnlySegments(pageMap: try #require(PageMap())).segments
        let ownCode: @convention(c) () -> Void = {}
        let addresses = [UInt(bitPattern: unsafeBitCast(ownCode, to: UnsafeRawPointer.self)),
                         UInt(bitPattern: dlsym(UnsafeMutableRawPointer(bitPattern: 0), "strlen"))]
        for address in addresses {
            #expect(segments.contains { $0.overlaps(FileMapping(start: address, length: 1)) }, "\(address)")
        }
        let maps = try #require(FileHandle(forReadingAtPath: "/proc/self/maps"))
        defer { try? maps.close() }
        let lines = String(decoding: try maps.readToEnd() ?? Data(), as: UTF8.self).split(separator: "\n")
        let writable = lines.filter { $0.split(separator: " ")[1].hasPrefix("rw") }.compactMap { line -> FileMapping? in
            let bounds = line.split(separator: " ")[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
            return bounds.count == 2 ? FileMapping(start: bounds[0], length: Int(bounds[1] - bounds[0])) : nil
        }
        #expect(!writable.isEmpty)
        for segment in segments {
            #expect(!writable.contains { $0.overlaps(segment) }, "\(segment)")
        }
    }

    @Test("a mapping unmapped and replaced at its address after the list was read keeps what was written")
    func replacedMappingKeepsItsPages() throws {
        try withMappedFile("replaced", [UInt8](repeating: 7, count: 65_536), protection: PROT_READ) { mapped throws in
            let start = UInt(bitPattern: mapped)
            let listed = StartupCode.privateFileMappings().filter { $0.start == start }
            #expect(listed == [FileMapping(start: start, length: 65_536)])
            // Another thread's doing, between the listing and the release: the file goes, and
            // written memory takes its place (unmapped, in turn, by `withMappedFile`).
            munmap(mapped, 65_536)
            let replaced = try #require(mmap(mapped, 65_536, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0))
            try #require(replaced == mapped)
            replaced.initializeMemory(as: UInt8.self, repeating: 42, count: 65_536)

            _ = StartupCode.reclaimCleanPages(of: listed, pageMap: try #require(PageMap()))

            // Safe: the anonymous mapping holds 65,536 bytes until `withMappedFile` unmaps it.
            #expect(UnsafeRawBufferPointer(start: replaced, count: 65_536).allSatisfy { $0 == 42 })
        }
    }

    @Test("a read-only mapping's written page (relocations the loader wrote) keeps its contents")
    func writtenMappingsAreKept() throws {
        try withMappedFile("relro", [UInt8](repeating: 7, count: 65_536), protection: PROT_READ | PROT_WRITE) { mapped throws in
            // Written, then made read-only: as the loader leaves RELRO.
            mapped.storeBytes(of: 42, toByteOffset: 4_096, as: UInt8.self)
            try #require(mprotect(mapped, 65_536, PROT_READ) == 0)
            _ = StartupCode.releaseStartupPages()
            #expect(mapped.load(fromByteOffset: 4_096, as: UInt8.self) == 42, "the written page survives")
        }
    }

    @Test("a file mapped as code is given back, and reads the same after")
    func releasingCodeDropsResidentPages() throws {
        // A file mapped as code that nothing else in this process touches: other tests run
        // in parallel and fault the test binary's own code back in, but never this. Not an
        // object the loader mapped, so it is reclaimed rather than dropped.
        let bytes = (0..<65_536).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try withMappedFile("code", bytes, protection: PROT_READ | PROT_EXEC) { mapped throws in
            let code = try readEveryPage(mapped, count: bytes.count)
            let start = UInt(bitPattern: mapped)

            #expect(StartupCode.releaseStartupPages() >= bytes.count)

            #expect(try residentKiB(ofMappingAt: start) == 0)
            #expect(Array(code) == bytes, "it faults back in from the file")
            #expect(try residentKiB(ofMappingAt: start) == 64)
        }
    }

    @Test("a writable private mapping of a file gives back its clean pages and keeps its written one")
    func writableMappingsKeepWrittenPages() throws {
        let bytes = (0..<65_536).map { UInt8(truncatingIfNeeded: $0 &* 13) }
        try withMappedFile("data", bytes, protection: PROT_READ | PROT_WRITE) { mapped throws in
            let data = try readEveryPage(mapped, count: bytes.count)
            mapped.storeBytes(of: 42, toByteOffset: 4_096, as: UInt8.self)
            let start = UInt(bitPattern: mapped)
            let clean = try #require(PageMap()).cleanFilePages(of: FileMapping(start: start, length: bytes.count))
            #expect(clean == [FileMapping(start: start, length: 4_096), FileMapping(start: start + 8_192, length: 57_344)])

            #expect(StartupCode.releaseStartupPages() >= 61_440)

            #expect(try residentKiB(ofMappingAt: start) == 4, "only the written page stays")
            var expected = bytes
            expected[4_096] = 42
            #expect(Array(data) == expected, "the written page keeps its byte; the rest reads back from the file")
        }
    }

    /// Writes `bytes` to a file of its own, written back to the disk so that its pages in the
    /// page cache are clean, maps it privately with `protection`, and runs `body` with the
    /// mapping; unmaps and removes it after.
    private func withMappedFile(_ name: String, _ bytes: [UInt8], protection: Int32,
                                _ body: (UnsafeMutableRawPointer) throws -> Void) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("clockwork-\(name)-\(getpid())").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let fd = open(path, O_RDONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        try #require(fsync(fd) == 0)
        let mapped = try #require(mmap(nil, bytes.count, protection, MAP_PRIVATE, fd, 0))
        try #require(mapped != MAP_FAILED)
        defer { munmap(mapped, bytes.count) }
        try body(mapped)
    }

    /// The `count` bytes mapped at `mapped`, each read once, so that every page is resident.
    private func readEveryPage(_ mapped: UnsafeMutableRawPointer, count: Int) throws -> UnsafeRawBufferPointer {
        // Safe: callers pass a mapping of `count` readable bytes, mapped until `withMappedFile` unmaps it.
        let bytes = UnsafeRawBufferPointer(start: mapped, count: count)
        #expect(bytes.reduce(0) { $0 &+ Int($1) } > 0)
        #expect(try residentKiB(ofMappingAt: UInt(bitPattern: mapped)) == count / 1_024)
        return bytes
    }

    /// The resident KiB of the mapping that starts at `start`, from /proc/self/smaps.
    private func residentKiB(ofMappingAt start: UInt) throws -> Int? {
        // Read to the end: a proc file's size is 0, and String(contentsOfFile:) reads one page.
        let file = try #require(FileHandle(forReadingAtPath: "/proc/self/smaps"))
        defer { try? file.close() }
        let smaps = String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
        let prefix = String(start, radix: 16) + "-"
        var inMapping = false
        for line in smaps.split(separator: "\n") {
            if let first = line.first, first.isHexDigit, line.contains("-") {
                inMapping = line.hasPrefix(prefix)
            } else if inMapping, line.hasPrefix("Rss:") {
                return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])
            }
        }
        return nil
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
