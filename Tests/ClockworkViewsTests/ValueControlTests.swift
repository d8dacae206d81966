import ClockworkTestSupport
import ClockworkDisplayListTarget
import ClockworkTesting
import Foundation
import Testing
@_spi(Machinery) @testable import ClockworkCore
@testable import ClockworkTerminal

enum TemperatureUnit: String, CaseIterable, Identifiable {
    case celsius = "Celsius", fahrenheit = "Fahrenheit", kelvin = "Kelvin"
    var id: Self { self }
}

/// One of each value control, with every binding shown as text so a test sees what changed.
struct ValueSettings: View {
    @State var volume = 0.5
    @State var brightness = 40.0
    @State var quantity = 2
    @State var units = TemperatureUnit.celsius
    @State var rate = 10
    @State var password = ""
    var presentation = PickerPresentation.menu
    var changes: (String) -> Void = { _ in }

    var body: some View {
        VStack(alignment: .leading) {
            Slider(value: $volume) { Text("Volume") }
            Slider(value: $brightness, in: 0...100, step: 5) {
                Text("Brightness")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            } onEditingChanged: { editing in
                changes("brightness editing \(editing)")
            }
            Stepper("Quantity \(quantity)", value: $quantity, in: 0...3)
            Picker("Units", selection: $units) {
                ForEach(TemperatureUnit.allCases) { unit in Text(unit.rawValue) }
            }
            .pickerStyle(style)
            Picker("Rate", selection: $rate) {
                Text("Slow").tag(1)
                Text("Normal").tag(10)
                Text("Fast").tag(100)
            }
            .pickerStyle(.segmented)
            SecureField("Password", text: $password)
            Text("volume \(volume) brightness \(brightness) quantity \(quantity) units \(units.rawValue) rate \(rate) password \(password.count)")
        }
    }

    private var style: some PickerStyle { AnyPicker(presentation: presentation) }
}

/// A picker style chosen at run time, for tests that try each presentation.
struct AnyPicker: PickerStyle {
    let presentation: PickerPresentation
}

@Suite("Value controls: sliders, steppers, pickers, secure fields")
@MainActor
struct ValueControlTests {
    private func status(_ host: TestHost) -> String {
        host.graph.allNodes().compactMap { $0.content.visibleText }.first { $0.hasPrefix("volume ") } ?? ""
    }

    @Test("a slider set from outside is clamped to its range and snapped to its step; increment and decrement move it a step")
    func sliderSetsClampsAndSnaps() throws {
        var edits: [String] = []
        let host = try TestHost(ValueSettings(changes: { edits.append($0) }))
        try host.set(0.25, on: "Volume")
        #expect(status(host).contains("volume 0.25 "))
        try host.set(7, on: "Volume")
        #expect(status(host).contains("volume 1.0 "), "clamped to 0...1")
        try host.set(43, on: "Brightness")
        #expect(status(host).contains("brightness 45.0 "), "snapped to a step of 5")
        try host.increment("Brightness")
        #expect(status(host).contains("brightness 50.0 "))
        try host.decrement("Volume")
        #expect(status(host).contains("volume 0.9 "), "without a step, a tenth of the range")
        #expect(edits == ["brightness editing true", "brightness editing false", "brightness editing true", "brightness editing false"])
        #expect(throws: ControlInputError.unsupported(.setText("x"), control: "Slider")) { try host.type("x", into: "Volume") }
        #expect(status(host).contains("quantity 2 units Celsius rate 10 password 0"), "nothing else changed")
    }

    @Test("a stepper steps within its bounds, and a side at its bound does nothing and is drawn faded")
    func stepperStaysInBounds() throws {
        let host = try TestHost(ValueSettings())
        try host.increment("Quantity 2")
        #expect(status(host).contains("quantity 3 "))
        try host.increment("Quantity 3")
        #expect(status(host).contains("quantity 3 "), "at the upper bound")
        #expect(host.renderTree.contains("Stepper increment=false decrement=true"))
        host.graph.layout(in: Size(width: 50, height: 12))
        let plus = host.graph.displayList().items.first { $0.primitive == .symbol("plus") }
        #expect(plus?.opacity == 0.4)
        try host.decrement("Quantity 3")
        try host.decrement("Quantity 2")
        try host.decrement("Quantity 1")
        try host.decrement("Quantity 0")
        #expect(status(host).contains("quantity 0 "), "at the lower bound")
    }

    @Test("a picker chooses by an option's text, its tag, a tap on the option's text, or the arrows; an unknown option lists the options")
    func pickerChoosesOptions() throws {
        let host = try TestHost(ValueSettings())
        try host.select("Fahrenheit", in: "Units")
        #expect(status(host).contains("units Fahrenheit "))
        try host.select("100", in: "Rate")
        #expect(status(host).contains("rate 100 "), "by the tag spelled out")
        try host.tap("Slow")
        #expect(status(host).contains("rate 1 "), "a tap on an option's text chooses it")
        try host.increment("Units")
        #expect(status(host).contains("units Kelvin "))
        try host.increment("Units")
        #expect(status(host).contains("units Celsius "), "wrapping")
        #expect(throws: ControlInputError.noSuchOption("Rankine", options: ["Celsius", "Fahrenheit", "Kelvin"])) {
            try host.select("Rankine", in: "Units")
        }
        #expect(status(host).contains("volume 0.5 brightness 40.0 quantity 2 units Celsius rate 1 password 0"))
    }

    @Test("a menu picker draws only its chosen option; segmented draws all with the chosen one filled; inline checks the chosen one")
    func pickerPresentations() throws {
        let size = Size(width: 60, height: 14)
        let menu = try TestHost(ValueSettings())
        menu.graph.layout(in: size)
        let menuTexts = menu.graph.displayList().items.compactMap { item -> String? in
            if case .text(let text) = item.primitive { return text } else { return nil }
        }
        #expect(menuTexts.contains("Celsius") && !menuTexts.contains("Kelvin"))
        #expect(menuTexts.contains("Slow") && menuTexts.contains("Fast"), "the segmented rate picker shows every option")

        let inline = try TestHost(ValueSettings(presentation: .inline))
        inline.graph.layout(in: size)
        let items = inline.graph.displayList().items
        let check = try #require(items.first { $0.primitive == .symbol("checkmark") })
        let celsius = try #require(items.first { $0.primitive == .text("Celsius") })
        #expect(check.frame.minY == celsius.frame.minY && check.frame.minX == celsius.frame.minX - 2)
        try inline.select("Kelvin", in: "Units")
        inline.graph.layout(in: size)
        let moved = try #require(inline.graph.displayList().items.first { $0.primitive == .symbol("checkmark") })
        let kelvin = try #require(inline.graph.displayList().items.first { $0.primitive == .text("Kelvin") })
        #expect(moved.frame.minY == kelvin.frame.minY)
    }

    @Test("a secure field's text appears nowhere: not in the render tree, the display list, the wire format or the terminal")
    func secureFieldHidesItsText() throws {
        let host = try TestHost(ValueSettings())
        try host.type("hunter2", into: "Password")
        #expect(status(host).contains("password 7"))
        host.graph.layout(in: Size(width: 60, height: 14))
        let list = host.graph.displayList()
        #expect(!host.renderTree.contains("hunter2") && host.renderTree.contains("•••••••"))
        #expect(!list.textDump.contains("hunter2") && !list.json().contains("hunter2"))
        var grid = CellGrid(width: 60, height: 14)
        grid.draw(list)
        #expect(!String(decoding: grid.encode(from: nil, colors: .trueColor), as: UTF8.self).contains("hunter2"))
    }

    @Test("a click on a slider's track sets the value under it; on a segment, chooses it; on a stepper's minus, decrements")
    func clicksActWhereTheyLand() throws {
        let host = try TestHost(ValueSettings(), size: Size(width: 60, height: 14))
        let items = host.graph.displayList().items
        // The volume slider's track, half full: `━…●` over the whole track, then `─…`.
        let track = try #require(items.firstText(startingWith: "━"))
        let volume = try #require(host.graph.controlNode(at: Point(x: track.frame.maxX - 0.5, y: track.frame.minY)))
        try host.graph.click(at: Point(x: track.frame.maxX - 0.5, y: track.frame.minY), onControlAt: volume)
        host.pump()
        #expect(status(host).contains("volume 1.0 "))
        let fast = try #require(items.first { $0.primitive == .text("Fast") })
        let rate = try #require(host.graph.controlNode(at: fast.frame.center))
        try host.graph.click(at: fast.frame.center, onControlAt: rate)
        let minus = try #require(items.first { $0.primitive == .symbol("minus") })
        let stepper = try #require(host.graph.controlNode(at: minus.frame.center))
        try host.graph.click(at: minus.frame.center, onControlAt: stepper)
        host.pump()
        #expect(status(host).contains("quantity 1 units Celsius rate 100 "))
    }

    @Test("with focus on a slider, stepper or picker, Right and Up step it up and Left and Down step it down")
    func arrowsStepTheFocusedControl() throws {
        let host = try TestHost(ValueSettings())
        #expect(try host.press(.tab).typeName == "Slider")
        try host.press(.right)
        #expect(status(host).contains("volume 0.6"))
        try host.press(.tab)
        try host.press(.tab)
        try host.press(.down)
        #expect(status(host).contains("quantity 1 "))
        try host.press(.tab)
        try host.press(.up)
        #expect(status(host).contains("units Fahrenheit "))
    }

    @Test("the socket's set, increment, decrement and select commands drive the controls, and refuse what does not fit")
    func socketDrivesValueControls() throws {
        let daemon = try SocketDaemon(root: ValueSettings(), size: Size(width: 90, height: 14))
        let client = try daemon.connect()
        #expect(try client.send(#"{"cmd":"set","target":"Brightness","value":71}"#)["ok"] as? Bool == true)
        #expect(try client.send(#"{"cmd":"increment","target":"Quantity 2"}"#)["ok"] as? Bool == true)
        #expect(try client.send(#"{"cmd":"select","target":"Units","option":"Kelvin"}"#)["ok"] as? Bool == true)
        #expect(try client.send(#"{"cmd":"decrement","target":"Rate"}"#)["ok"] as? Bool == true)
        daemon.turn()
        #expect(daemon.shows.contains("brightness 70.0 quantity 3 units Kelvin rate 1 "))
        let missing = try client.send(#"{"cmd":"select","target":"Units","option":"Rankine"}"#)
        #expect(missing["error"] as? String == "no_such_option")
        #expect(missing["message"] as? String == #"no option "Rankine"; the options are "Celsius", "Fahrenheit", "Kelvin""#)
        #expect(try client.send(#"{"cmd":"set","target":"Brightness","value":"high"}"#)["error"] as? String == "wrong_type")
        #expect(try client.send(#"{"cmd":"set","target":"Units","value":1}"#)["error"] as? String == "unsupported")
        #expect(try client.send(#"{"cmd":"increment"}"#)["error"] as? String == "missing_field")
    }
}
