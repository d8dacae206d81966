import ClockworkLoop
import Foundation
import Glibc
import Testing
@testable import ClockworkCore
@testable import ClockworkTerminal

/// A terminal whose reader has stopped (Ctrl-S, a stuck multiplexer), stood in for by a
/// pipe nobody reads.
@Suite("Terminal output")
@MainActor
struct TerminalOutputTests {
    private let size = Size(width: 100, height: 30)

    /// A frame of 30 rows of 100 characters, all different from frame `number - 1`'s.
    private func frame(_ number: Int) -> DisplayList {
        DisplayList(items: (0..<30).map { row in
            DisplayItem(primitive: .text(String(repeating: String(number % 10), count: 100)),
                        frame: Rect(x: 0, y: Double(row), width: 100, height: 1))
        })
    }

    @Test("frames to a terminal that takes nothing are skipped without blocking; once it drains, one frame brings it up to date")
    func stuckTerminalSkipsFramesAndCatchesUp() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        _ = fcntl(ends[1], 1031, 4096)  // F_SETPIPE_SZ (Linux), not exported to Swift: the smallest pipe
        let loop = try EventLoop(configuration: .init(clock: .manual(ManualClock())))
        let terminal = TerminalTarget(fileDescriptor: ends[1], colors: .trueColor, size: size, loop: loop)
        var asked = 0
        terminal.onMissedFrames = { asked += 1 }
        for number in 1...20 { terminal.present(frame(number), damage: .full(size)) }
        #expect(terminal.framesSkipped >= 18, "the first frame fills the pipe; the rest wait for nothing")

        // The reader wakes up and reads everything.
        var screen: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        for _ in 0..<100 where asked == 0 {
            let count = chunk.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
            if count > 0 { screen += chunk[0..<count] }
            loop.runOnce()
        }
        #expect(asked == 1, "the drained writer asks for a frame")
        func readAll() -> [UInt8] {
            var bytes: [UInt8] = []
            while true {
                let count = chunk.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
                guard count > 0 else { return bytes }
                bytes += chunk[0..<count]
            }
        }
        screen += readAll()
        // A frame whose damage says one cell changed, while every cell differs from what
        // the screen shows since the frames in between were skipped.
        var damage = Damage(surface: size)
        damage.add(Rect(x: 0, y: 0, width: 1, height: 1))
        terminal.present(frame(27), damage: damage)
        let after = readAll()
        let rows = String(decoding: after, as: UTF8.self).components(separatedBy: String(repeating: "7", count: 100)).count - 1
        #expect(rows == 30, "the frame after the stall brings every row up to date, not only its damage")
        #expect(!String(decoding: screen, as: UTF8.self).contains(String(repeating: "7", count: 100)), "skipped frames were never written")
        terminal.close()
    }
}
