import ClockworkTesting
import Testing
@testable import ClockworkCore

private struct Measured: View {
    @State private var taps = 0
    let label: String

    var body: some View {
        Button("\(label) \(taps)") { taps += 1 }
    }
}

private struct Holder: View {
    @State private var generation = 0
    var body: some View {
        VStack {
            Button("regenerate \(generation)") { generation += 1 }
            Measured(label: "measured \(generation)")
        }
    }
}

@Suite("Field layout")
@MainActor
struct FieldLayoutTests {
    @Test("a view type's layout is computed once and cached, not walked per evaluation")
    func layoutIsCached() throws {
        let host = try TestHost(Holder())
        let computed = FieldLayout.computedLayouts
        for round in 0..<20 {
            try host.tap("regenerate \(round)")
        }
        #expect(host.bodyEvaluations(of: "Measured") == 21)
        #expect(FieldLayout.computedLayouts == computed, "no new layout for types already seen")
    }

    @Test("plain inputs compare by bytes, dynamic properties by their own rule")
    func inputsComparison() {
        let layout = FieldLayout.of(Measured.self)
        #expect(layout.slotCount == 1)
        #expect(layout.inputsEqual(Measured(label: "a"), Measured(label: "a")))
        #expect(!layout.inputsEqual(Measured(label: "a"), Measured(label: "b")))
    }
}
