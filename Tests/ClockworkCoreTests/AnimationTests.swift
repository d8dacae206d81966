import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore
@testable import PodcastPlayer

// MARK: Reference formulas, written independently of the runtime's solvers

/// The y of a cubic Bézier timing curve at progress x, by bisection on x(t).
private func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func point(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if point(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return point(y1, y2, (low + high) / 2)
}

/// The fraction of the way a spring started at rest has travelled after t seconds.
private func springProgress(response: Double, damping zeta: Double, at t: Double) -> Double {
    let w0 = 2 * Double.pi / response
    if zeta < 1 {
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    }
    return 1 - exp(-w0 * t) * (1 + w0 * t)
}

/// The number after `name=` in the first line containing `marker`.
@MainActor
private func value(_ name: String, on marker: String, in host: TestHost) -> Double? {
    guard let line = host.renderTree.split(separator: "\n").first(where: { $0.contains(marker) }),
          let range = line.range(of: "\(name)=") else { return nil }
    return Double(line[range.upperBound...].prefix { "0123456789.-".contains($0) })
}

// MARK: Views

private struct Fader: View {
    @State var on = false
    let animation: Animation

    var body: some View {
        VStack {
            Text("fader").opacity(on ? 1 : 0)
            Button("fade") { withAnimation(animation) { on.toggle() } }
            Button("retarget") { withAnimation(animation) { on.toggle() } }
        }
    }
}

private struct Trio: View {
    @State private var first = false
    @State private var second = false
    @State private var third = false

    var body: some View {
        VStack {
            Text("first").opacity(first ? 1 : 0)
            Text("second").opacity(second ? 1 : 0)
            Text("third").opacity(third ? 1 : 0).animation(.easeInOut(duration: 1).delay(0.25), value: third)
            Button("all") {
                withAnimation(.easeInOut(duration: 1)) {
                    first = true
                    second = true
                    third = true
                }
            }
            Button("second back") { withAnimation(.easeInOut(duration: 1)) { second = false } }
        }
    }
}

private struct Scoped: View {
    @State private var flag = false
    @State private var other = 0.0

    var body: some View {
        VStack {
            Text("scoped").opacity(flag ? 1 : 0).animation(.linear(duration: 1), value: flag)
            Text("plain").opacity(flag ? 1 : 0)
            Text("other").opacity(other).animation(.linear(duration: 1), value: flag)
            Button("flip") { flag.toggle() }
            Button("set other") { other = 1 }
            Button("flip disabled") {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { flag.toggle() }
            }
        }
    }
}

@MainActor
private final class Counter {
    var count = 0
}

private struct Nested: View {
    @State private var a = false
    @State private var b = false
    @State private var c = false
    let completions: Counter

    var body: some View {
        VStack {
            Text("a").opacity(a ? 1 : 0)
            Text("b").opacity(b ? 1 : 0)
            Text("c").opacity(c ? 1 : 0)
            Button("nested") {
                withAnimation(.linear(duration: 1)) {
                    a = true
                    withAnimation(.easeIn(duration: 2)) { b = true }
                    c = true
                }
            }
            Button("complete") {
                withAnimation(.linear(duration: 0.5)) { a.toggle() } completion: { completions.count += 1 }
            }
            Button("nothing") {
                withAnimation(.linear(duration: 0.5)) {} completion: { completions.count += 1 }
            }
        }
    }
}

private struct Pulse: View {
    @State private var shown = true
    @State private var bright = false
    let completions: Counter

    var body: some View {
        VStack {
            if shown { Text("pulse").opacity(bright ? 1 : 0.2) }
            Button("start") {
                withAnimation(.linear(duration: 0.5).repeatForever()) { bright = true } completion: { completions.count += 1 }
            }
            Button("hide") { shown = false }
        }
    }
}

private struct Reset: View {
    @State private var identity = 0

    var body: some View {
        VStack {
            Text("item").opacity(identity == 0 ? 0 : 1).id(identity)
            Button("reset") { withAnimation(.linear(duration: 1)) { identity += 1 } }
        }
    }
}

private struct BoundToggle: View {
    @State private var on = false

    var body: some View {
        VStack {
            Toggle("Switch", isOn: $on.animation(.linear(duration: 1)))
            Text("bound").opacity(on ? 1 : 0)
        }
    }
}

/// A user type that animates through `animatableData` (the observation tests use it too).
struct Meter: View, Animatable {
    var level: Double
    var animatableData: Double {
        get { level }
        set { level = newValue }
    }

    var body: some View {
        Text("level \(Int((level * 100).rounded()))")
    }
}

/// Two numbers animated together through an `AnimatablePair`.
private struct Position: View, Animatable {
    var x: Double
    var y: Double
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }

    var body: some View {
        Text("at \(Int(x.rounded())),\(Int(y.rounded()))")
    }
}

private struct PositionPanel: View {
    @State private var far = false

    var body: some View {
        VStack {
            Position(x: far ? 100 : 0, y: far ? -50 : 0)
            Button("move") { withAnimation(.linear(duration: 1)) { far = true } }
        }
    }
}

/// Two springs whose completions wait for different criteria.
private struct SpringCompletions: View {
    @State private var on = false
    let logical: Counter
    let removed: Counter

    var body: some View {
        VStack {
            Text("spring").opacity(on ? 1 : 0)
            Button("spring") {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.5), completionCriteria: .logicallyComplete) {
                    on = true
                } completion: { logical.count += 1 }
            }
            Button("spring until rest") {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.5), completionCriteria: .removed) {
                    on = true
                } completion: { removed.count += 1 }
            }
        }
    }
}

private struct MeterPanel: View {
    @State private var level = 0.0

    var body: some View {
        VStack {
            Meter(level: level)
            Button("fill") { withAnimation(.linear(duration: 1)) { level = 1 } }
        }
    }
}

private struct Timed: View {
    @State private var on = false
    let animation: Animation

    var body: some View {
        VStack {
            Text("timed").opacity(on ? 1 : 0)
            Button("go") { withAnimation(animation) { on = true } }
        }
    }
}

/// Hands a view's binding to another thread.
@MainActor
private final class RemoteControl {
    var binding: Binding<Bool>?
}

private struct RemoteFader: View {
    let remote: RemoteControl
    @State private var on = false

    var body: some View {
        let _ = remote.binding = $on
        Text("remote").opacity(on ? 1 : 0)
    }
}

/// A binding carried to another thread; State writes are safe from any thread.
private struct SendableBinding: @unchecked Sendable {
    // @unchecked Sendable: the binding only writes State, which goes through the write log.
    let binding: Binding<Bool>
}

// MARK: Tests

@Suite("Animation")
@MainActor
struct AnimationTests {
    private let ms = Duration.milliseconds

    @Test("PlayerView: the scale and the ancestor's background follow easeInOut(duration: 1); the image flips at once")
    func playerViewAnimates() throws {
        let host = try TestHost(Podcaster(), ticksPerSecond: 100)
        try host.tap(host.contains("play.circle") ? "play.circle" : "pause.circle")
        #expect(host.renderTree.contains(#"Image "pause.circle" scale=1.5"#), "t = 0: new image, old scale")
        #expect(host.renderTree.contains("VStack background=rgba(1,0.231,0.188,1)"), "t = 0: still red")
        var elapsed = 0.0
        for sample in [0.25, 0.5] {
            host.advance(by: .milliseconds(Int((sample - elapsed) * 1000)))
            elapsed = sample
            let eased = bezier(0.42, 0, 0.58, 1, at: sample)
            let scale = try #require(value("scale", on: "Image", in: host))
            #expect(abs(scale - (1.5 + (1 - 1.5) * eased)) < 1e-6)
            let line = try #require(host.renderTree.split(separator: "\n").first { $0.contains("VStack background=") })
            let green = 0.78 + (0.231 - 0.78) * (1 - eased)
            #expect(line.contains("rgba(") && line.contains(formatNumber(green)), "background between red and green: \(line)")
        }
        host.advance(by: .milliseconds(500))
        #expect(host.renderTree.contains(#"Image "pause.circle" scale=1"#))
        #expect(host.renderTree.contains("VStack background=green"))
        host.advance(by: .milliseconds(20))
        #expect(!host.loop.isTickScheduled, "the tick goes idle when the last animation ends")
    }

    @Test("timing curves and springs match their reference formulas at sampled times, to 1e-6")
    func curvesMatchReferences() throws {
        let cases: [(Animation, (Double) -> Double)] = [
            (.linear(duration: 1), { $0 }),
            (.easeIn(duration: 1), { bezier(0.42, 0, 1, 1, at: $0) }),
            (.easeOut(duration: 1), { bezier(0, 0, 0.58, 1, at: $0) }),
            (.timingCurve(0.1, 0.7, 0.3, 1, duration: 1), { bezier(0.1, 0.7, 0.3, 1, at: $0) }),
            (.spring(response: 0.5, dampingFraction: 0.4), { springProgress(response: 0.5, damping: 0.4, at: $0) }),
            (.default, { springProgress(response: 0.55, damping: 1, at: $0) }),
        ]
        for (animation, reference) in cases {
            let host = try TestHost(Timed(animation: animation), ticksPerSecond: 1000)
            try host.tap("go")
            var elapsed = 0
            for sample in [50, 130, 300, 420, 610] {
                host.advance(by: .milliseconds(sample - elapsed))
                elapsed = sample
                let opacity = try #require(value("opacity", on: "timed", in: host))
                #expect(abs(opacity - reference(Double(sample) / 1000)) < 1e-6, "\(animation) at \(sample) ms")
            }
        }
    }

    @Test("a spring retargeted mid-flight continues from its presented value with its velocity")
    func springRetargetKeepsVelocity() throws {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.7)
        let control = try TestHost(Fader(animation: spring), ticksPerSecond: 1000)
        let retargeted = try TestHost(Fader(animation: spring), ticksPerSecond: 1000)
        for host in [control, retargeted] {
            try host.tap("fade")
            host.advance(by: .milliseconds(100))
        }
        try retargeted.tap("retarget")
        control.advance(by: .milliseconds(1))
        let before = try #require(value("opacity", on: "fader", in: control))
        let after = try #require(value("opacity", on: "fader", in: retargeted))
        #expect(abs(before - after) < 1e-6, "no jump at the retarget")
        control.advance(by: .milliseconds(1))
        retargeted.advance(by: .milliseconds(1))
        let controlSlope = (try #require(value("opacity", on: "fader", in: control)) - before) * 1000
        let retargetedSlope = (try #require(value("opacity", on: "fader", in: retargeted)) - after) * 1000
        #expect(controlSlope > 1, "the spring was moving fast")
        #expect(abs(controlSlope - retargetedSlope) < 0.2, "velocity kept: \(controlSlope) vs \(retargetedSlope)")
    }

    @Test("a timing curve retargeted mid-flight starts from its presented value")
    func curveRetargetStartsFromPresented() throws {
        let host = try TestHost(Fader(animation: .linear(duration: 1)), ticksPerSecond: 100)
        try host.tap("fade")
        host.advance(by: .milliseconds(400))
        try host.tap("retarget")
        #expect(value("opacity", on: "fader", in: host) == 0.41, "presented at the retarget's tick")
        host.advance(by: .milliseconds(500))
        #expect(abs(try #require(value("opacity", on: "fader", in: host)) - 0.41 * 0.5) < 1e-6)
    }

    @Test("attributes started together with equal animations share a timeline; retargeting one leaves the others on their curve")
    func equalAnimationsShareATimeline() throws {
        let host = try TestHost(Trio(), ticksPerSecond: 100)
        try host.tap("all")
        #expect(host.graph.runningAnimations == 3)
        #expect(host.graph.animations.liveTimelines == 2, "the delayed one is a different animation")
        host.advance(by: .milliseconds(400))
        let curve = { (x: Double) in bezier(0.42, 0, 0.58, 1, at: x) }
        #expect(abs(try #require(value("opacity", on: "first", in: host)) - curve(0.4)) < 1e-6)
        #expect(abs(try #require(value("opacity", on: "second", in: host)) - curve(0.4)) < 1e-6)
        #expect(abs(try #require(value("opacity", on: "third", in: host)) - curve(0.15)) < 1e-6)
        try host.tap("second back") // a tap runs one tick: 0.41 s
        let turnedAt = try #require(value("opacity", on: "second", in: host))
        #expect(host.graph.animations.liveTimelines == 3)
        host.advance(by: .milliseconds(300))
        #expect(abs(try #require(value("opacity", on: "first", in: host)) - curve(0.71)) < 1e-6, "first stays on its curve")
        #expect(abs(try #require(value("opacity", on: "second", in: host)) - turnedAt * (1 - curve(0.3))) < 1e-6)
        host.advance(by: .milliseconds(300))
        #expect(value("opacity", on: "first", in: host) == 1)
        #expect(host.graph.runningAnimations == 2)
        #expect(host.graph.animations.liveTimelines == 2, "the finished timeline's slot is free")
        host.advance(by: .milliseconds(700))
        #expect(host.graph.runningAnimations == 0)
        #expect(host.graph.animations.liveTimelines == 0)
        #expect(value("opacity", on: "second", in: host) == 0)
        #expect(value("opacity", on: "third", in: host) == 1)
    }

    @Test("nested withAnimation uses the inner animation inside and restores the outer one after")
    func nestedWithAnimation() throws {
        let host = try TestHost(Nested(completions: Counter()), ticksPerSecond: 100)
        try host.tap("nested")
        host.advance(by: .milliseconds(500))
        #expect(value("opacity", on: "\"a\"", in: host) == 0.5)
        #expect(abs(try #require(value("opacity", on: "\"b\"", in: host)) - bezier(0.42, 0, 1, 1, at: 0.25)) < 1e-6)
        #expect(value("opacity", on: "\"c\"", in: host) == 0.5)
        #expect(Transaction.current.animation == nil)
    }

    @Test("a withAnimation completion runs exactly once, when its animation ends")
    func completionRunsOnce() throws {
        let completions = Counter()
        let host = try TestHost(Nested(completions: completions), ticksPerSecond: 100)
        try host.tap("complete")
        host.advance(by: .milliseconds(250))
        #expect(completions.count == 0)
        host.advance(by: .milliseconds(250))
        #expect(completions.count == 1)
        host.advance(by: .seconds(1))
        #expect(completions.count == 1)
        try host.tap("nothing")
        #expect(completions.count == 2, "no change, nothing to wait for")
    }

    @Test("repeatForever runs until its view leaves; then its completion runs and the tick goes idle")
    func repeatForeverStopsWhenViewLeaves() throws {
        let completions = Counter()
        let host = try TestHost(Pulse(completions: completions), ticksPerSecond: 100)
        try host.tap("start")
        host.advance(by: .seconds(3))
        #expect(host.graph.runningAnimations == 1)
        #expect(host.loop.isTickScheduled)
        try host.tap("hide")
        #expect(host.graph.runningAnimations == 0)
        #expect(completions.count == 1)
        host.advance(by: .milliseconds(50))
        #expect(!host.loop.isTickScheduled)
    }

    @Test(".animation(_:value:) animates only the changes below it, in updates where value changed")
    func animationModifierScoping() throws {
        let host = try TestHost(Scoped(), ticksPerSecond: 100)
        try host.tap("flip")
        host.advance(by: .milliseconds(500))
        #expect(value("opacity", on: "scoped", in: host) == 0.5)
        #expect(value("opacity", on: "plain", in: host) == 1, "no .animation above it: at once")
        try host.tap("set other")
        #expect(value("opacity", on: "other", in: host) == 1, "value unchanged: at once")
    }

    @Test("a transaction that disables animations suppresses .animation(_:value:)")
    func disablesAnimations() throws {
        let host = try TestHost(Scoped(), ticksPerSecond: 100)
        try host.tap("flip disabled")
        #expect(value("opacity", on: "scoped", in: host) == 1)
        #expect(host.graph.runningAnimations == 0)
    }

    @Test("Binding.animation animates the changes a control makes through it")
    func bindingAnimation() throws {
        let host = try TestHost(BoundToggle(), ticksPerSecond: 100)
        try host.toggle("Switch")
        host.advance(by: .milliseconds(300))
        #expect(abs(try #require(value("opacity", on: "bound", in: host)) - 0.3) < 1e-6)
    }

    @Test("an identity reset shows the new view's value at once")
    func identityResetDoesNotInterpolate() throws {
        let host = try TestHost(Reset(), ticksPerSecond: 100)
        try host.tap("reset")
        #expect(value("opacity", on: "item", in: host) == 1)
        #expect(host.graph.runningAnimations == 0)
    }

    @Test("an Animatable view is re-evaluated with interpolated animatableData")
    func animatableView() throws {
        let host = try TestHost(MeterPanel(), ticksPerSecond: 100)
        try host.tap("fill")
        #expect(host.contains("level 0"))
        host.advance(by: .milliseconds(500))
        #expect(host.contains("level 50"))
        host.advance(by: .milliseconds(600))
        #expect(host.contains("level 100"))
        #expect(host.graph.runningAnimations == 0)
    }

    @Test("an AnimatablePair animates both of its values")
    func animatablePair() throws {
        let host = try TestHost(PositionPanel(), ticksPerSecond: 100)
        try host.tap("move")
        host.advance(by: .milliseconds(500))
        #expect(host.contains("at 50,-25"))
        host.advance(by: .milliseconds(500))
        #expect(host.contains("at 100,-50"))
    }

    @Test("a spring's completion runs at its logical end by default, or once at rest with .removed")
    func springCompletionCriteria() throws {
        let logical = Counter(), removed = Counter()
        let first = try TestHost(SpringCompletions(logical: logical, removed: removed), ticksPerSecond: 100)
        try first.tap("spring")
        let second = try TestHost(SpringCompletions(logical: logical, removed: removed), ticksPerSecond: 100)
        try second.tap("spring until rest")
        for host in [first, second] { host.advance(by: .milliseconds(600)) }
        #expect(logical.count == 1, "past the perceptual duration (the response, 0.5 s)")
        #expect(removed.count == 0, "still moving")
        #expect(second.graph.runningAnimations == 1)
        for host in [first, second] { host.advance(by: .seconds(3)) }
        #expect(logical.count == 1)
        #expect(removed.count == 1)
        #expect(second.graph.runningAnimations == 0)
    }

    @Test("delay, speed and repeatCount shape the timeline")
    func timingModifiers() throws {
        let delayed = try TestHost(Timed(animation: .linear(duration: 1).delay(0.5)), ticksPerSecond: 100)
        try delayed.tap("go")
        delayed.advance(by: .milliseconds(500))
        #expect(value("opacity", on: "timed", in: delayed) == 0)
        delayed.advance(by: .milliseconds(500))
        #expect(value("opacity", on: "timed", in: delayed) == 0.5)

        let fast = try TestHost(Timed(animation: .linear(duration: 1).speed(2)), ticksPerSecond: 100)
        try fast.tap("go")
        fast.advance(by: .milliseconds(250))
        #expect(value("opacity", on: "timed", in: fast) == 0.5)

        let repeated = try TestHost(Timed(animation: .linear(duration: 1).repeatCount(2)), ticksPerSecond: 100)
        try repeated.tap("go")
        repeated.advance(by: .milliseconds(250))
        #expect(value("opacity", on: "timed", in: repeated) == 0.25)
        repeated.advance(by: .seconds(1))
        #expect(value("opacity", on: "timed", in: repeated) == 0.75, "the second run goes backwards")
        repeated.advance(by: .seconds(1))
        #expect(value("opacity", on: "timed", in: repeated) == 1)
        #expect(repeated.graph.runningAnimations == 0)
    }

    @Test("withAnimation on another thread carries its transaction through the write log")
    func withAnimationFromAnotherThread() throws {
        let remote = RemoteControl()
        let host = try TestHost(RemoteFader(remote: remote), ticksPerSecond: 100)
        let sendable = SendableBinding(binding: try #require(remote.binding))
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            withAnimation(.linear(duration: 1)) { sendable.binding.wrappedValue = true }
            done.signal()
        }
        done.wait()
        host.pump()
        host.advance(by: .milliseconds(250))
        #expect(value("opacity", on: "remote", in: host) == 0.25)
    }

    @Test("the same inputs give the same presented values at the same times")
    func deterministic() throws {
        func run() throws -> [String] {
            let host = try TestHost(Podcaster(), ticksPerSecond: 60)
            try host.tap(host.contains("play.circle") ? "play.circle" : "pause.circle")
            return try (0..<20).map { _ in
                host.advance(by: .milliseconds(37))
                if host.loop.isTickScheduled == false { try host.tap(host.contains("play.circle") ? "play.circle" : "pause.circle") }
                return host.renderTree
            }
        }
        #expect(try run() == run())
    }
}
