import Clockwork
import ClockworkTesting
import Testing

// The style system, written from Apple's pages on `ToggleStyle`, `ButtonStyle`,
// `PrimitiveButtonStyle`, `LabelStyle`, `ProgressViewStyle`, `GaugeStyle` and
// `TextFieldStyle`: a style's `makeBody(configuration:)` makes the control's body, a style
// set on a container reaches the controls inside it, and the built-in styles are values of
// the same protocols.

/// A toggle drawn as a word and its label, as a person writes a style of their own.
private struct WordToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text(configuration.isOn ? "ON" : "OFF")
            configuration.label
        }
    }
}

/// A style that reads the environment, as styles do for `isEnabled`.
private struct EnabledAwareToggleStyle: ToggleStyle {
    @Environment(\.isEnabled) private var isEnabled
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text(isEnabled ? "enabled" : "disabled")
            configuration.label
        }
    }
}

/// A style wrapping the default look, as Apple's pages show with `Toggle(configuration)`.
private struct FramedToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Text("framed")
            Toggle(configuration)
        }
    }
}

private struct Switches: View {
    @State private var lights = false
    @State private var fans = true
    var body: some View {
        VStack {
            Toggle("Lights", isOn: $lights)
            Toggle("Fans", isOn: $fans)
        }
        .toggleStyle(WordToggleStyle())
    }
}

/// A button style of your own: the label framed in brackets, its role spelled out.
private struct BracketButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text(configuration.isPressed ? "{" : "[")
            configuration.label
            Text(configuration.role == .destructive ? "]!" : "]")
        }
    }
}

/// A primitive style that triggers the action itself, and one that wraps the default look.
private struct CountingButtonStyle: PrimitiveButtonStyle {
    let presses: Presses
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onTapGesture {
            presses.count += 1
            configuration.trigger()
        }
    }
}

private struct WrappingButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text(">")
            Button(configuration)
        }
    }
}

@MainActor
private final class Presses {
    var count = 0
    var actions = 0
}

/// A gauge drawn as a percentage, its label after it.
private struct PercentGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text("\(Int(configuration.value * 100))%")
            configuration.label
            if configuration.currentValueLabel == nil { Text("(no value label)") }
        }
    }
}

/// A progress view drawn as a fraction in words.
private struct WordsProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text(configuration.fractionCompleted.map { "\(Int($0 * 100)) percent" } ?? "working")
        }
    }
}

/// A label with its title before its icon.
private struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

/// The kinds and frames of the display list's items, by what they show.
@MainActor
private func items(of host: TestHost, in size: Size = Size(width: 40, height: 10)) -> [DisplayItem] {
    host.graph.layout(in: size)
    return host.graph.displayList().items
}

@Suite("Styles")
@MainActor
struct StyleTests {
    @Test("a toggle style of your own makes the toggles' bodies; tapping the label flips the toggle")
    func customToggleStyle() throws {
        let host = try TestHost(Switches())
        #expect(host.contains("OFF"))
        #expect(host.contains("ON"))
        try host.tap("Lights")
        let texts = items(of: host).compactMap { if case .text(let text) = $0.primitive { text } else { nil } }
        #expect(texts == ["ON", "Lights", "ON", "Fans"])
        #expect(!host.renderTree.contains("toggle "), "the style draws no switch")
    }

    @Test("a style set on a container applies to every toggle inside it, and the nearest style wins")
    func styleThroughEnvironment() throws {
        struct Nested: View {
            var body: some View {
                VStack {
                    Toggle("Outer", isOn: .constant(true))
                    Toggle("Inner", isOn: .constant(false)).toggleStyle(.checkbox)
                }
                .toggleStyle(WordToggleStyle())
            }
        }
        let host = try TestHost(Nested())
        let list = items(of: host)
        #expect(list.contains { $0.primitive == .text("ON") })
        #expect(list.contains { $0.primitive == .text("[ ]") })
    }

    @Test("a style's body reads the environment through its own @Environment properties")
    func styleReadsEnvironment() throws {
        let host = try TestHost(Toggle("Pump", isOn: .constant(true)).toggleStyle(EnabledAwareToggleStyle()).disabled(true))
        #expect(host.contains("disabled"))
    }

    @Test("Toggle(configuration) inside a style draws the default switch instead of asking the style again")
    func toggleFromConfiguration() throws {
        let host = try TestHost(Toggle("Heater", isOn: .constant(true)).toggleStyle(FramedToggleStyle()))
        let list = items(of: host)
        #expect(list.contains { $0.primitive == .text("framed") })
        #expect(list.contains { $0.primitive == .text("━━") })
        #expect(list.contains { $0.primitive == .text("Heater") })
    }

    @Test("the built-in toggle styles draw a switch, a checkbox and a button filled with the tint while on")
    func builtinToggleStyles() throws {
        struct Three: View {
            var body: some View {
                VStack {
                    Toggle("A", isOn: .constant(true)).toggleStyle(.switch)
                    Toggle("B", isOn: .constant(true)).toggleStyle(.checkbox)
                    Toggle("C", isOn: .constant(true)).toggleStyle(.button)
                }
            }
        }
        let host = try TestHost(Three())
        let list = items(of: host)
        #expect(list.contains { $0.primitive == .text("━━") })
        #expect(list.contains { $0.primitive == .text("[✓]") })
        let button = try #require(list.first { if case .shape(.roundedRectangle, .fill) = $0.primitive { true } else { false } })
        let label = try #require(list.first { $0.primitive == .text("C") })
        #expect(button.frame.minX < label.frame.minX && button.frame.maxX > label.frame.maxX, "the fill is behind the label")
        #expect(label.foreground == Color.white.paintStyle)
        try host.tap("B")
        #expect(host.renderTree.contains("style=checkbox"))
    }

    @Test("a button style of your own draws the label and role; tapping the label still runs the action")
    func customButtonStyle() throws {
        struct Buttons: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Button("Save") { taps += 1 }
                    Button("Erase", role: .destructive) {}
                    Text("taps \(taps)")
                }
                .buttonStyle(BracketButtonStyle())
            }
        }
        let host = try TestHost(Buttons())
        let texts = items(of: host).compactMap { if case .text(let text) = $0.primitive { text } else { nil } }
        #expect(texts == ["[", "Save", "]", "[", "Erase", "]!", "taps 0"])
        try host.tap("Save")
        #expect(host.contains("taps 1"))
    }

    @Test("a primitive button style triggers the action through its configuration; Button(configuration) inside it draws the default way")
    func primitiveButtonStyles() throws {
        let presses = Presses()
        let counted = try TestHost(Button("Go") { presses.actions += 1 }.buttonStyle(CountingButtonStyle(presses: presses)))
        try counted.tap("Go")
        #expect(presses.actions == 1)
        let wrapped = try TestHost(Button("Stop") {}.buttonStyle(WrappingButtonStyle()))
        let list = items(of: wrapped)
        #expect(list.contains { $0.primitive == .text(">") })
        #expect(list.first { $0.primitive == .text("Stop") }?.foreground == Color.accentColor.paintStyle, "the default look: the label in the tint")
    }

    @Test("the built-in button styles: the default and borderless draw the label in the tint, plain as it is, bordered on a faint backdrop")
    func builtinButtonStyles() throws {
        struct Four: View {
            var body: some View {
                VStack {
                    Button("A") {}
                    Button("B") {}.buttonStyle(.borderless)
                    Button("C") {}.buttonStyle(.plain)
                    Button("D") {}.buttonStyle(.bordered)
                }
                .tint(.orange)
            }
        }
        let list = items(of: try TestHost(Four()))
        func label(_ text: String) -> DisplayItem? { list.first { $0.primitive == .text(text) } }
        #expect(label("A")?.foreground == Color.orange.paintStyle)
        #expect(label("B")?.foreground == Color.orange.paintStyle)
        #expect(label("C")?.foreground == nil)
        #expect(label("D")?.foreground == Color.orange.paintStyle)
        let backdrop = try #require(list.first { if case .shape(.roundedRectangle, .fill) = $0.primitive { true } else { false } })
        #expect(backdrop.opacity < 0.5, "faint")
    }

    @Test("a gauge style of your own gets the gauge's value and labels; the circular styles draw a ring, in their own tint if given one")
    func gaugeStyles() throws {
        struct Gauges: View {
            var body: some View {
                VStack {
                    Gauge(value: 0.4) { Text("Tank") }.gaugeStyle(PercentGaugeStyle())
                    Gauge(value: 30, in: 0...120) { Text("Speed") }.gaugeStyle(.circular)
                    Gauge(value: 0.5) { Text("Heat") }.gaugeStyle(CircularGaugeStyle(tint: .red))
                }
            }
        }
        let list = items(of: try TestHost(Gauges()))
        #expect(list.contains { $0.primitive == .text("40%") })
        #expect(list.contains { $0.primitive == .text("Tank") })
        #expect(list.contains { $0.primitive == .text("(no value label)") })
        // On a terminal a dial is one glyph that fills by quarters: 30 of 120 is a quarter, 0.5 a half.
        let dials = list.filter { ["○", "◔", "◑", "◕", "●"].map(DisplayItem.Primitive.text).contains($0.primitive) }
        #expect(dials.map(\.primitive) == [.text("◔"), .text("◑")])
        #expect(dials.last?.foreground == Color.red.paintStyle)
        #expect(dials.first?.foreground == Color.accentColor.paintStyle)
    }

    @Test("a progress view style of your own gets the fraction completed; .circular draws a ring")
    func progressViewStyles() throws {
        struct Progress: View {
            var body: some View {
                VStack {
                    ProgressView("Copying", value: 0.25).progressViewStyle(WordsProgressStyle())
                    ProgressView(value: 0.5).progressViewStyle(.circular)
                }
            }
        }
        let list = items(of: try TestHost(Progress()))
        #expect(list.contains { $0.primitive == .text("Copying") })
        #expect(list.contains { $0.primitive == .text("25 percent") })
        #expect(list.contains { $0.primitive == .text("◑") }, "a ring half full")
    }

    @Test("a timer progress view empties as its interval passes, kept current as time moves, and stops when it ends")
    func timerProgressView() throws {
        let start = Date()
        let host = try TestHost(ProgressView(timerInterval: start...start.addingTimeInterval(10)))
        host.advance(by: .seconds(5))
        let list = items(of: host)
        let filled = try #require(list.firstText(startingWith: "█")), empty = try #require(list.firstText(startingWith: "░"))
        let (full, left) = (filled.shownText?.count ?? 0, empty.shownText?.count ?? 0)
        #expect(abs(Double(full) / Double(full + left) - 0.5) < 0.05, "half the interval left after 5 of 10 seconds: \(full) of \(full + left)")
        host.advance(by: .seconds(6))
        #expect(host.renderTree.contains("ProgressView value=0"))
        #expect(host.loop.nextTickTime == nil, "no more wake-ups once the interval has ended")
    }

    @Test("a label style of your own arranges the title and icon; .iconOnly shows the icon")
    func labelStyles() throws {
        struct Labels: View {
            var body: some View {
                VStack {
                    Label("Pump", systemImage: "gear").labelStyle(TrailingIconLabelStyle())
                    Label("Fan", systemImage: "fan").labelStyle(.iconOnly)
                }
            }
        }
        let list = items(of: try TestHost(Labels()))
        let pump = try #require(list.first { $0.primitive == .text("Pump") })
        let gear = try #require(list.first { $0.primitive == .symbol("gear") })
        #expect(pump.frame.maxX <= gear.frame.minX, "the title before the icon")
        #expect(!list.contains { $0.primitive == .text("Fan") } && list.contains { $0.primitive == .symbol("fan") })
    }

    @Test("text field styles: .plain draws the text alone, .roundedBorder and the default in a box")
    func textFieldStyles() throws {
        struct Fields: View {
            var body: some View {
                VStack {
                    TextField("Plain", text: .constant("a")).textFieldStyle(.plain)
                    TextField("Rounded", text: .constant("b")).textFieldStyle(.roundedBorder)
                    SecureField("Secret", text: .constant("c")).textFieldStyle(.plain)
                }
            }
        }
        let list = items(of: try TestHost(Fields()))
        let a = try #require(list.texts(equalTo: "a").first), b = try #require(list.texts(equalTo: "b").first)
        #expect(list.contains { $0.primitive == .text("•") }, "a secure field shows a bullet a character")
        let brackets = list.texts(equalTo: "[")
        #expect(brackets.count == 1 && brackets.first?.frame.minY == b.frame.minY, "only the rounded field is boxed")
        #expect(a.frame.minY < b.frame.minY)
    }
}
