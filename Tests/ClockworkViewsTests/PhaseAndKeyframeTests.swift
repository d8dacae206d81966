import Clockwork
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

// Phase and keyframe animators, spring presets and transactions, as Apple's pages describe
// them — stepped on the host's manual clock.

/// The opacity the first item showing `text` is drawn at.
@MainActor
private func opacity(of text: String, in host: TestHost) -> Double? {
    host.graph.displayList().items.first { $0.primitive == .text(text) }?.opacity
}

/// The item showing `text`'s frame.
@MainActor
private func frame(of text: String, in host: TestHost) -> Rect? {
    host.graph.displayList().items.first { $0.primitive == .text(text) }?.frame
}

private enum Pulse: CaseIterable {
    case dim, bright
}

@Suite("Phase and keyframe animators")
@MainActor
struct PhaseAndKeyframeTests {
    @Test("a phase animator without a trigger cycles through its phases, each animation starting when the last is done")
    func phasesCycle() throws {
        let host = try TestHost(PhaseAnimator(Pulse.allCases) { phase in
            Text("lamp").opacity(phase == .bright ? 1 : 0.2)
        } animation: { _ in .linear(duration: 1) }, ticksPerSecond: 10)
        #expect(abs((opacity(of: "lamp", in: host) ?? 0) - 0.2) < 1e-9, "the first phase shows first")
        host.advance(by: .milliseconds(500))
        let rising = try #require(opacity(of: "lamp", in: host))
        #expect(rising > 0.4 && rising < 0.8, "halfway to bright: \(rising)")
        host.advance(by: .milliseconds(600))
        let top = try #require(opacity(of: "lamp", in: host))
        #expect(top > 0.9, "bright once its animation is done: \(top)")
        host.advance(by: .milliseconds(600))
        let falling = try #require(opacity(of: "lamp", in: host))
        #expect(falling < 0.9 && falling > 0.2, "and on back toward dim: \(falling)")
        host.advance(by: .seconds(2))
        #expect(!host.graph.animations.isEmpty, "it keeps cycling")
    }

    @Test("with a trigger, a phase animator runs through its phases once per change and comes back to rest")
    func phasesOnTrigger() throws {
        struct Bell: View {
            @State private var rings = 0
            var body: some View {
                VStack {
                    Button("Ring") { rings += 1 }
                    PhaseAnimator([0.0, 2.0, 4.0], trigger: rings) { offset in
                        Text("bell").offset(x: offset)
                    } animation: { _ in .linear(duration: 0.5) }
                }
            }
        }
        let host = try TestHost(Bell(), ticksPerSecond: 10)
        let rest = try #require(frame(of: "bell", in: host)).minX
        host.advance(by: .seconds(2))
        #expect(frame(of: "bell", in: host)?.minX == rest, "nothing moves before the trigger")
        try host.tap("Ring")
        host.advance(by: .milliseconds(500))
        #expect(frame(of: "bell", in: host)?.minX == rest + 2, "the second phase")
        // The next phase starts at the tick after the last one's animation is done.
        host.advance(by: .milliseconds(600))
        #expect(frame(of: "bell", in: host)?.minX == rest + 4, "the third")
        host.advance(by: .milliseconds(600))
        #expect(frame(of: "bell", in: host)?.minX == rest, "back to the first")
        host.advance(by: .seconds(1))
        #expect(host.graph.animations.isEmpty, "and at rest")
    }

    @Test("the trigger form of .phaseAnimator animates opacity through each phase on every change, then back to the first")
    func phaseModifierOnTrigger() throws {
        struct Blink: View {
            @State private var flashes = 0
            var body: some View {
                VStack {
                    Button("Flash") { flashes += 1 }
                    Text("lamp").phaseAnimator([1.0, 0.5], trigger: flashes) { content, level in
                        content.opacity(level)
                    } animation: { _ in .linear(duration: 0.2) }
                }
            }
        }
        let host = try TestHost(Blink())
        #expect(opacity(of: "lamp", in: host) == 1, "at rest in the first phase")
        try host.tap("Flash")
        host.advance(by: .milliseconds(100))
        let dimming = try #require(opacity(of: "lamp", in: host))
        #expect(abs(dimming - 0.75) < 0.05, "halfway to the second phase: \(dimming)")
        host.advance(by: .milliseconds(200))
        let returning = try #require(opacity(of: "lamp", in: host))
        #expect(returning > 0.55 && returning < 0.95, "on its way back to the first: \(returning)")
        host.advance(by: .milliseconds(300))
        #expect(opacity(of: "lamp", in: host) == 1, "back at the first")
        // A second change runs through them again.
        try host.tap("Flash")
        host.advance(by: .milliseconds(100))
        let again = try #require(opacity(of: "lamp", in: host))
        #expect(abs(again - 0.75) < 0.05, "the second run: \(again)")
        host.advance(by: .milliseconds(500))
        #expect(opacity(of: "lamp", in: host) == 1, "back at the first")
        #expect(host.graph.animations.isEmpty, "and at rest")
    }

    @Test("a keyframe timeline's tracks move their properties together; each holds its last value past its end")
    func keyframeTimeline() {
        struct Wiggle {
            var scale = 1.0
            var angle = Angle.zero
        }
        let timeline = KeyframeTimeline(initialValue: Wiggle()) {
            KeyframeTrack(\Wiggle.scale) {
                LinearKeyframe(2.0, duration: 1)
                LinearKeyframe(1.0, duration: 1, timingCurve: .easeInOut)
            }
            KeyframeTrack(\Wiggle.angle) {
                MoveKeyframe(.degrees(10))
                CubicKeyframe(.degrees(-10), duration: 0.5)
                SpringKeyframe(.zero, duration: 0.5, spring: .bouncy)
            }
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0).scale == 1)
        #expect(abs(timeline.value(time: 0.5).scale - 1.5) < 1e-9, "linear: halfway")
        #expect(abs(timeline.value(time: 1.5).scale - 1.5) < 1e-9, "ease in and out: halfway at half time")
        #expect(timeline.value(time: 0).angle == .degrees(10), "a move keyframe jumps")
        #expect(abs(timeline.value(time: 0.5).angle.degrees + 10) < 1e-9)
        #expect(abs(timeline.value(time: 1.5).angle.degrees) < 1e-9, "past its end a track holds its last value")
        #expect(timeline.value(progress: 1).scale == 1)
    }

    @Test("a keyframe animator plays its keyframes on each trigger, stepped by the loop, and keeps their last value")
    func keyframeAnimatorOnTrigger() throws {
        struct Nudge: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Button("Nudge") { taps += 1 }
                    KeyframeAnimator(initialValue: 0.0, trigger: taps) { x in
                        Text("box").offset(x: x)
                    } keyframes: { _ in
                        KeyframeTrack {
                            LinearKeyframe(10.0, duration: 1)
                            LinearKeyframe(4.0, duration: 1)
                        }
                    }
                }
            }
        }
        let host = try TestHost(Nudge(), ticksPerSecond: 10)
        let rest = try #require(frame(of: "box", in: host)).minX
        try host.tap("Nudge")
        host.advance(by: .milliseconds(500))
        #expect(frame(of: "box", in: host)?.minX == rest + 5, "halfway up the first keyframe")
        host.advance(by: .milliseconds(1000))
        #expect(frame(of: "box", in: host)?.minX == rest + 7, "halfway back down the second")
        host.advance(by: .seconds(1))
        #expect(frame(of: "box", in: host)?.minX == rest + 4, "the last keyframe's value")
        #expect(host.graph.animations.isEmpty)
    }

    @Test("a repeating keyframe animator loops while shown")
    func keyframesRepeat() throws {
        let host = try TestHost(Text("beat").keyframeAnimator(initialValue: 1.0) { content, value in
            content.opacity(value)
        } keyframes: { _ in
            KeyframeTrack {
                LinearKeyframe(0.0, duration: 1)
            }
        }, ticksPerSecond: 10)
        host.advance(by: .milliseconds(250))
        let first = try #require(opacity(of: "beat", in: host))
        host.advance(by: .milliseconds(1000))
        let again = try #require(opacity(of: "beat", in: host))
        #expect(abs(first - 0.75) < 0.11 && abs(again - first) < 0.11, "the same point of the loop a second later: \(first), \(again)")
    }

    @Test("smooth, snappy and bouncy are springs of rising bounce")
    func springPresets() {
        #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.snappy == .spring(duration: 0.5, bounce: 0.15))
        #expect(Animation.bouncy(duration: 0.3, extraBounce: 0.1) == .spring(duration: 0.3, bounce: 0.4))
        #expect(Animation.spring(Spring(duration: 0.5, bounce: 0.3)) == .bouncy)
    }

    @Test(".transaction can take the animation off a change, or give one to it")
    func transactionModifier() throws {
        struct Panel: View {
            @State private var on = false
            var body: some View {
                VStack {
                    Button("Switch") { withAnimation(.linear(duration: 1)) { on.toggle() } }
                    Text("still").opacity(on ? 1 : 0).transaction { $0.animation = nil }
                    Text("moving").opacity(on ? 1 : 0)
                    Text("bounced").opacity(on ? 1 : 0).transaction(value: on) { $0.animation = .linear(duration: 4) }
                }
            }
        }
        let host = try TestHost(Panel(), ticksPerSecond: 10)
        try host.tap("Switch")
        host.advance(by: .milliseconds(500))
        #expect(opacity(of: "still", in: host) == 1, "no animation")
        let moving = try #require(opacity(of: "moving", in: host))
        #expect(moving > 0.3 && moving < 0.7, "the transaction's animation: \(moving)")
        let slow = try #require(opacity(of: "bounced", in: host))
        #expect(slow > 0.05 && slow < 0.2, "the modifier's slower one: \(slow)")
    }

    @Test("a content transition is set for the views below, and their new content shows at once")
    func contentTransition() throws {
        struct Counter: View {
            @State private var count = 0
            @Environment(\.contentTransition) private var transition
            var body: some View {
                VStack {
                    Button("Add") { withAnimation { count += 1 } }
                    Text("\(count)")
                    Text(transition == .numericText() ? "numeric" : "other")
                }
            }
        }
        let host = try TestHost(Counter().contentTransition(.numericText()))
        #expect(host.contains("numeric"))
        try host.tap("Add")
        #expect(host.contains("1"))
    }
}
