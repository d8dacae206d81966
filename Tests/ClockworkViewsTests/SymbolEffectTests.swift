import Clockwork
import ClockworkTesting
import Testing

// Symbol effects, as Apple's pages describe them, on a daemon's one-glyph symbols.

@Suite("Symbol effects")
@MainActor
struct SymbolEffectTests {
    private func glyph(_ host: TestHost) -> DisplayItem? {
        host.graph.displayList().items.first { if case .symbol = $0.primitive { true } else { false } }
    }

    @Test("a bounce plays once when its value changes: the glyph grows, then settles")
    func bounceOnValue() throws {
        struct Bell: View {
            @State private var rings = 0
            var body: some View {
                VStack {
                    Button("Ring") { rings += 1 }
                    Image(systemName: "bell").symbolEffect(.bounce, value: rings)
                }
            }
        }
        let host = try TestHost(Bell(), ticksPerSecond: 20)
        #expect(glyph(host)?.transform.isIdentity == true)
        try host.tap("Ring")
        host.advance(by: .milliseconds(150))
        let grown = try #require(glyph(host)).transform.a
        #expect(grown > 1.15, "the glyph grows: \(grown)")
        host.advance(by: .seconds(1))
        #expect(glyph(host)?.transform.isIdentity == true, "and settles back")
    }

    @Test("a pulse fades the glyph while active and stops when not; a scale holds while active")
    func indefiniteEffects() throws {
        struct Status: View {
            @State private var busy = false
            var body: some View {
                VStack {
                    Button("Busy") { busy.toggle() }
                    Image(systemName: "wifi").symbolEffect(.pulse, isActive: busy)
                    Image(systemName: "star").symbolEffect(.scale.up, isActive: busy)
                }
            }
        }
        let host = try TestHost(Status(), ticksPerSecond: 20)
        func item(_ name: String) -> DisplayItem? { host.graph.displayList().items.first { $0.primitive == .symbol(name) } }
        host.advance(by: .seconds(1))
        #expect(item("wifi")?.opacity == 1, "inactive: still")
        try host.tap("Busy")
        host.advance(by: .milliseconds(500))
        let faded = try #require(item("wifi")).opacity
        #expect(faded < 0.5, "pulsing: \(faded)")
        #expect(abs((item("star")?.transform.a ?? 0) - 1.2) < 0.01, "scaled up, held")
        try host.tap("Busy")
        host.advance(by: .seconds(1))
        #expect(item("wifi")?.opacity == 1 && item("star")?.transform.isIdentity == true, "inactive again: at rest")
    }
}
