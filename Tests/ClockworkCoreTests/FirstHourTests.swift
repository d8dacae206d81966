import ClockworkTesting
import Foundation
import Testing
@_spi(Machinery) @testable import ClockworkCore

// What a new user meets in the first hour: SwiftUI samples pasted unchanged and Apple's
// documented behaviour, checked the way the samples reach it (a host with no target, a
// tap, the manual clock). Each test failed before its fix.

/// The frame of the display item that shows `text`.
@MainActor
private func frame(of text: String, in host: TestHost) -> Rect? {
    host.graph.displayList().items.first { $0.primitive == .text(text) }?.frame
}

private struct WidthProbe: View {
    var body: some View {
        GeometryReader { proxy in Text("\(Int(proxy.size.width))") }
            .frame(width: 30, height: 1)
    }
}

private struct Countdown: View {
    let start: Date
    var body: some View {
        VStack {
            ProgressView(timerInterval: start...start.addingTimeInterval(60), countsDown: true)
            Text(timerInterval: start...start.addingTimeInterval(60)).accessibilityIdentifier("interval")
            Text(start.addingTimeInterval(60), style: .timer).accessibilityIdentifier("timer")
        }
    }
}

/// A stopwatch as SwiftUI tutorials write it: a timer kept in state, stopped on appear,
/// replaced by a fast one when started.
private struct Stopwatch: View {
    @State private var timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var hundredths = 0

    var body: some View {
        VStack {
            Text("elapsed \(hundredths)")
            Button("Start") { timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect() }
        }
        .onAppear { timer.upstream.connect().cancel() }
        .onReceive(timer) { _ in hundredths += 1 }
    }
}

private struct Slider: View {
    let animation: Animation
    @State private var isRight = false

    var body: some View {
        VStack {
            Button("Move") { isRight.toggle() }
            Text("box").offset(x: isRight ? 20 : -20).animation(animation, value: isRight)
        }
    }
}

private struct Positioned: View {
    @State private var isLow = false

    var body: some View {
        ZStack {
            Button("Drop") { withAnimation(.linear(duration: 1)) { isLow.toggle() } }
            Text("ball").position(x: 10, y: isLow ? 20 : 0)
        }
    }
}

private struct NameForm: View {
    @State private var name = ""
    var body: some View {
        Form { TextField("Name", text: $name) }
    }
}

@Suite("What pasted code meets in its first hour")
@MainActor
struct FirstHourTests {
    @Test("a GeometryReader in a host with no target reads the size layout gave it, at the host's default size")
    func geometryWithoutTarget() throws {
        let host = try TestHost(WidthProbe())
        #expect(host.contains("30"))
        #expect(TestHost.defaultSize == Size(width: 80, height: 24))
        let wide = try TestHost(GeometryReader { proxy in Text("w \(Int(proxy.size.width))") }, size: Size(width: 50, height: 5))
        #expect(wide.contains("w 50"))
    }

    @Test("a countdown reads 1:00, 0:30 after 30 s and 0:00 at its end; Text(timerInterval:) stops there, a .timer text counts on")
    func countdownReachesItsEnd() throws {
        let host = try TestHost(Countdown(start: Date()))
        #expect(host.accessibilityTree.contains("1:00"))
        host.advance(by: .seconds(30))
        #expect(host.renderTree.contains(#"Text "0:30""#))
        host.advance(by: .seconds(30))
        #expect(host.renderTree.contains("ProgressView value=0\n"))
        #expect(!host.renderTree.contains("0:01"), "every timer shows 0:00 at the end")
        host.advance(by: .seconds(5))
        let tree = host.renderTree
        #expect(tree.components(separatedBy: #"Text "0:00""#).count == 3, "the progress view's label and Text(timerInterval:) stop: \(tree)")
        #expect(tree.contains(#"Text "0:05""#), "a .timer text counts up from its date")
    }

    @Test("Text(timerInterval:) counts up without countsDown, stops at a pause, and shows minutes past an hour without showsHours")
    func timerIntervalOptions() throws {
        let start = Date()
        let host = try TestHost(VStack {
            Text(timerInterval: start...start.addingTimeInterval(120), countsDown: false)
            Text(timerInterval: start...start.addingTimeInterval(120), pauseTime: start.addingTimeInterval(10))
            Text(timerInterval: start...start.addingTimeInterval(3_700), showsHours: false)
            Text(timerInterval: start...start.addingTimeInterval(3_700))
        })
        host.advance(by: .seconds(20))
        let tree = host.renderTree
        #expect(tree.contains(#"Text "0:20""#))
        #expect(tree.contains(#"Text "1:50""#), "paused 10 s in, 110 s are left")
        #expect(tree.contains(#"Text "61:20""#))
        #expect(tree.contains(#"Text "1:01:20""#))
    }

    @Test("onReceive follows the publisher the newest body hands it: a stopwatch's replaced timer drives it")
    func onReceiveResubscribes() throws {
        let host = try TestHost(Stopwatch(), ticksPerSecond: 100)
        host.advance(by: .seconds(2))
        #expect(host.contains("elapsed 0"), "the first timer was cancelled on appear")
        try host.tap("Start")
        host.advance(by: .seconds(1))
        let shown = try #require(host.graph.allNodes().lazy.compactMap { $0.content.visibleText }.first { $0.hasPrefix("elapsed") })
        let count = try #require(Int(shown.dropFirst("elapsed ".count)))
        #expect((90...101).contains(count), "a hundredth-second timer fired \(count) times in a second")
    }

    @Test("an offset animates under every animation: linear, spring, repeatCount and repeatForever move it through the values between")
    func offsetAnimates() throws {
        let animations: [(String, Animation)] = [
            ("linear", .linear(duration: 1)), ("spring", .spring()),
            ("repeatCount", .linear(duration: 1).repeatCount(3, autoreverses: true)),
            ("repeatForever", .linear(duration: 1).repeatForever()),
        ]
        for (name, animation) in animations {
            let host = try TestHost(Slider(animation: animation), ticksPerSecond: 100)
            let before = try #require(frame(of: "box", in: host))
            try host.tap("Move")
            host.advance(by: .milliseconds(250))
            let during = try #require(frame(of: "box", in: host))
            #expect(during.minX > before.minX && during.minX < before.minX + 40, "\(name): \(before) then \(during)")
        }
        let host = try TestHost(Slider(animation: .linear(duration: 1)), ticksPerSecond: 100)
        let start = try #require(frame(of: "box", in: host)).minX
        try host.tap("Move")
        host.advance(by: .milliseconds(500))
        #expect(try #require(frame(of: "box", in: host)).minX == start + 20, "halfway at half the duration")
        host.advance(by: .milliseconds(600))
        #expect(try #require(frame(of: "box", in: host)).minX == start + 40)
    }

    @Test("a position animates through the points between, under withAnimation")
    func positionAnimates() throws {
        let host = try TestHost(Positioned(), ticksPerSecond: 100)
        let start = try #require(frame(of: "ball", in: host)).minY
        try host.tap("Drop")
        host.advance(by: .milliseconds(500))
        #expect(try #require(frame(of: "ball", in: host)).minY == start + 10)
        host.advance(by: .milliseconds(600))
        #expect(try #require(frame(of: "ball", in: host)).minY == start + 20)
    }

    @Test("a text field takes the width it is offered, in a form and in a frame, before and after typing")
    func textFieldTakesOfferedWidth() throws {
        // From the field's opening bracket to the end of its closing one.
        func fieldWidth(_ host: TestHost) -> Double? {
            let items = host.graph.displayList().items
            guard let open = items.texts(equalTo: "[").first, let close = items.texts(equalTo: "]").first else { return nil }
            return close.frame.maxX - open.frame.minX
        }
        let form = try TestHost(NameForm())
        let empty = try #require(fieldWidth(form))
        #expect(empty > 60, "a field in a form spans the form's row, not its placeholder (\(empty))")
        try form.type("hello", into: "Name")
        #expect(fieldWidth(form) == empty)
        let framed = try TestHost(TextField("Name", text: .constant("hello")).frame(height: 3), size: Size(width: 40, height: 5))
        #expect(fieldWidth(framed) == 40)
        let ideal = try TestHost(TextField("Name", text: .constant("hello")).fixedSize(), size: Size(width: 40, height: 5))
        #expect(fieldWidth(ideal) == 7, "asked for its ideal size, its text between brackets")
        for text in ["", "42", "a longer set point"] {
            let row = try TestHost(HStack { TextField("Set point", text: .constant(text)); Text("set: none") }, size: Size(width: 60, height: 1))
            #expect(fieldWidth(row) == 50, "beside a label in a row, a field holding \"\(text)\" takes the rest of the row")
        }
    }
}
