import ClockworkDisplayListTarget
import ClockworkLoop
import Testing
@testable import ClockworkCore
@testable import ClockworkViews

@Suite("Render target factories")
@MainActor
struct RenderTargetFactoryTests {
    private struct ScreenMissing: Error {}

    private func host() throws -> GraphHost {
        let loop = try EventLoop(configuration: .init(ticksPerSecond: 60, clock: .manual(ManualClock()), ownership: .mainActor))
        return GraphHost(root: Text("hello"), loop: loop)
    }

    @Test("a factory's target is made for the host and drawn on from the next tick")
    func factoryTargetIsPresented() throws {
        let host = try host()
        var frames: [String] = []
        let factory = RenderTargetFactory { _ in
            DisplayListTarget(size: Size(width: 20, height: 3)) { frames.append(String(decoding: $0, as: UTF8.self)) }
        }
        try factory.attach(to: host)
        host.loop.advance(by: .milliseconds(20))
        #expect(host.target is DisplayListTarget)
        #expect(frames.count == 1 && frames[0].contains(#""text":"hello""#), "\(frames)")
    }

    @Test("`.none` leaves the host without a target, and a factory that throws does too")
    func noTarget() throws {
        let quiet = try host()
        try RenderTargetFactory.none.attach(to: quiet)
        #expect(quiet.target == nil)
        let broken = try host()
        #expect(throws: ScreenMissing.self) { try RenderTargetFactory { _ in throw ScreenMissing() }.attach(to: broken) }
        #expect(broken.target == nil)
    }
}
