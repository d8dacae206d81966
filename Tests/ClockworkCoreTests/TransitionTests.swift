import ClockworkTesting
import Testing
@testable import ClockworkCore

@MainActor
private final class Log {
    var completions = 0
}

private struct Banner: View {
    var transition: AnyTransition = .opacity
    let log: Log
    @State private var isShown = false

    var body: some View {
        VStack {
            Button("show") { withAnimation(.linear(duration: 1)) { isShown = true } }
            Button("hide") {
                withAnimation(.linear(duration: 1), completionCriteria: .removed) { isShown = false } completion: { log.completions += 1 }
            }
            Button("snap") { isShown.toggle() }
            if isShown {
                Button("alarm") {}.transition(transition)
            }
        }
    }
}

@Suite("Transitions")
@MainActor
struct TransitionTests {
    private let size = Size(width: 30, height: 8)

    private func alarm(_ host: TestHost) -> DisplayItem? {
        host.graph.layout(in: size)
        return host.graph.displayList().items.first { $0.primitive == .text("alarm") }
    }

    @Test("an inserted view fades in over its animation; inserted without one it appears at once")
    func insertionFadesIn() throws {
        let host = try TestHost(Banner(log: Log()))
        try host.tap("show")
        host.advance(by: .milliseconds(500))
        let half = try #require(alarm(host))
        #expect(abs(half.opacity - 0.5) < 0.05)
        host.advance(by: .milliseconds(600))
        #expect(alarm(host)?.opacity == 1)
        try host.tap("snap")
        #expect(alarm(host) == nil, "removed without an animation: gone at once")
        try host.tap("snap")
        #expect(alarm(host)?.opacity == 1)
    }

    @Test("a removed view stays drawn, fading out and taking no input, until its removal has run; then a .removed completion runs")
    func removalFadesOut() throws {
        let log = Log()
        let host = try TestHost(Banner(log: log))
        try host.tap("snap")
        try host.tap("hide")
        host.advance(by: .milliseconds(500))
        let half = try #require(alarm(host), "still drawn")
        #expect(abs(half.opacity - 0.5) < 0.05)
        #expect(throws: ControlInputError.notFound("alarm")) { try host.tap("alarm") }
        #expect(log.completions == 0)
        host.advance(by: .milliseconds(600))
        #expect(alarm(host) == nil)
        #expect(log.completions == 1)
    }

    @Test("a move transition draws the view moved by its own width, a push also fades, an asymmetric one differs each way")
    func movesAndAsymmetry() throws {
        let host = try TestHost(Banner(transition: .move(edge: .leading), log: Log()))
        try host.tap("snap")
        let rest = try #require(alarm(host)).frame
        try host.tap("snap")
        try host.tap("show")
        host.advance(by: .milliseconds(500))
        let moving = try #require(alarm(host))
        #expect(abs(moving.frame.minX - (rest.minX - rest.size.width / 2)) <= 0.5, "half its width to the left")

        let pushed = try TestHost(Banner(transition: .push(from: .bottom), log: Log()))
        try pushed.tap("show")
        pushed.advance(by: .milliseconds(500))
        let rising = try #require(alarm(pushed))
        #expect(rising.opacity < 0.6 && rising.frame.minY > rest.minY)

        let oneWay = try TestHost(Banner(transition: .asymmetric(insertion: .identity, removal: .opacity), log: Log()))
        try oneWay.tap("show")
        #expect(alarm(oneWay)?.opacity == 1, "no insertion look: there at once")
        try oneWay.tap("hide")
        oneWay.advance(by: .milliseconds(500))
        #expect(try #require(alarm(oneWay)).opacity < 0.6)
    }

    @Test("a transition with its own animation runs though the change that inserts it does not animate")
    func ownAnimation() throws {
        let host = try TestHost(Banner(transition: .scale.combined(with: .opacity).animation(.linear(duration: 1)), log: Log()))
        try host.tap("snap")
        host.advance(by: .milliseconds(500))
        let half = try #require(alarm(host))
        #expect(abs(half.opacity - 0.5) < 0.05)
        #expect(half.transform.scale.x < 0.6)
    }

    @Test("while views enter and leave, the display list redrawn in place equals one built afresh at every tick")
    func incrementalListDuringTransitions() throws {
        let host = try TestHost(Banner(transition: .slide.combined(with: .opacity), log: Log()))
        host.graph.layout(in: size)
        _ = host.graph.refreshDisplayList(on: size, full: false)
        for step in 0..<120 {
            if step % 40 == 0 { try host.tap("show") }
            if step % 40 == 25 { try host.tap("hide") }
            if step % 40 == 30 { try host.tap("show") }
            host.advance(by: .milliseconds(17))
            host.graph.layout(in: size)
            let (list, _) = host.graph.refreshDisplayList(on: size, full: false)
            #expect(list == host.graph.displayList(), "step \(step)")
        }
    }
}
