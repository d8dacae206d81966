import ClockworkTesting
import Foundation
import Testing

private struct GaugeUnitKey: EnvironmentKey {
    static let defaultValue = "°C"
}

extension EnvironmentValues {
    fileprivate var gaugeUnit: String {
        get { self[GaugeUnitKey.self] }
        set { self[GaugeUnitKey.self] = newValue }
    }
}

private struct UnitLabel: View {
    @Environment(\.gaugeUnit) private var unit
    var body: some View { Text("unit \(unit)") }
}

private struct Plain: View {
    var body: some View { Text("plain") }
}

private struct Panel: View {
    var body: some View {
        VStack {
            UnitLabel()
            Plain()
        }
    }
}

private struct UnitRoot: View {
    @State var unit = "K"
    var body: some View {
        VStack {
            Button("Fahrenheit") { unit = "°F" }
            Panel().environment(\.gaugeUnit, unit)
            UnitLabel()
        }
    }
}

@Suite("Environment")
@MainActor
struct EnvironmentTests {
    @Test("a key set above is read below; where nothing sets it, its default")
    func keysAreInherited() throws {
        let host = try TestHost(UnitRoot())
        #expect(host.contains("unit K"), "set by .environment above")
        #expect(host.contains("unit °C"), "the default, outside the modifier")
    }

    @Test("a changed value re-evaluates only the bodies that read its key")
    func onlyReadersReevaluate() throws {
        let host = try TestHost(UnitRoot())
        let panels = host.bodyEvaluations(of: "Panel"), plains = host.bodyEvaluations(of: "Plain")
        let readers = host.bodyEvaluations(of: "UnitLabel")
        try host.tap("Fahrenheit")
        #expect(host.contains("unit °F") && host.contains("unit °C"))
        #expect(host.bodyEvaluations(of: "Panel") == panels, "the panel between does not read the key")
        #expect(host.bodyEvaluations(of: "Plain") == plains)
        #expect(host.bodyEvaluations(of: "UnitLabel") == readers + 1, "the reader below, and only it")
        #expect(host.bodiesEvaluatedInLastTick == 2, "the root (it owns the state) and the one reader")
    }

    @Test("transformEnvironment builds on the inherited value, and follows it when it changes")
    func transformsFollowTheirBase() throws {
        struct Enabled: View {
            @Environment(\.isEnabled) private var isEnabled
            var body: some View { Text(isEnabled ? "enabled" : "disabled") }
        }
        struct Root: View {
            @State var locked = true
            var body: some View {
                VStack {
                    Button("unlock") { locked = false }
                    Enabled().disabled(false).disabled(locked)
                    Enabled().transformEnvironment(\.locale) { $0 = Locale(identifier: "de_DE") }
                }
            }
        }
        let host = try TestHost(Root())
        #expect(host.contains("disabled"), "an outer .disabled(true) is not undone by an inner .disabled(false)")
        try host.tap("unlock")
        #expect(!host.contains("disabled") && host.contains("enabled"))
    }

    @Test("a disabled control refuses input from every source and focus passes it by")
    func disabledControlsRefuseInput() throws {
        final class Taps { var count = 0 }
        let taps = Taps()
        struct Root: View {
            let taps: Taps
            @State var on = false
            var body: some View {
                VStack {
                    Button("off limits") { taps.count += 1 }.disabled(true)
                    Toggle("Power", isOn: $on)
                }
            }
        }
        let host = try TestHost(Root(taps: taps))
        #expect(throws: ControlInputError.disabled(control: "Button")) { try host.tap("off limits") }
        #expect(taps.count == 0)
        #expect(try host.press(.tab).typeName == "Toggle", "Tab skips the disabled button")
        #expect(try host.press(.shiftTab).typeName == "Toggle", "the toggle is the only control focus can take")
        let button = try #require(host.graph.allNodes().first { $0.typeName == "Button" })
        #expect(throws: ControlInputError.disabled(control: "Button")) { try host.graph.perform(.activate, onControlAt: button) }
    }
}
