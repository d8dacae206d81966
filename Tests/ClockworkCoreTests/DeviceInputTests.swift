@_spi(Machinery) @testable import ClockworkCore
import ClockworkPixels
import ClockworkTesting
import ClockworkTestSupport
import Testing

/// A button style that says whether its button is held down.
private struct PressReportingStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.isPressed ? "held" : "up")
        }
    }
}

private struct Counter: View {
    @State private var taps = 0
    @State private var name = "ab"

    var body: some View {
        VStack {
            Button("Count") { taps += 1 }
                .buttonStyle(PressReportingStyle())
            Text("taps \(taps)")
            Button("Plain") { taps += 10 }
                .buttonStyle(.borderedProminent)
            TextField("Name", text: $name)
            Text("name \(name)")
            ScrollView {
                LazyVStack {
                    ForEach(0..<60, id: \.self) { row in Text("row \(row)") }
                }
            }
            .frame(height: 100)
        }
    }
}

@Suite("Input from devices: presses, taps, drags and typing")
@MainActor
struct DeviceInputTests {
    /// The host on an 400 × 600 pixel target, and the pixel at the middle of what shows `text`.
    private func mounted(rotation: ScreenRotation = .none) throws -> (TestHost, PixelTarget) {
        let host = try TestHost(Counter())
        let target = try PixelTarget(screen: MemoryScreen(width: rotation.swapsAxes ? 600 : 400, height: rotation.swapsAxes ? 400 : 600),
                                     rotation: rotation)
        host.present(on: target)
        return (host, target)
    }

    @Test("a finger down shows the button pressed through its style; lifted, it taps once and shows it up again")
    func pressThenTap() throws {
        let (host, _) = try mounted()
        let point = try host.middle(of: "Count")
        try host.deliver(.touch(Touch(.began, at: point)))
        #expect(host.contains("held"))
        #expect(host.contains("taps 0"))
        try host.deliver(.touch(Touch(.ended, at: point)))
        #expect(host.contains("up"))
        #expect(host.contains("taps 1"))
    }

    @Test("a press and a tap on a button of a built-in style tap it")
    func pressThenTapBuiltin() throws {
        let (host, _) = try mounted()
        let point = try host.middle(of: "Plain")
        try host.deliver(.touch(Touch(.began, at: point)))
        try host.deliver(.touch(Touch(.ended, at: point)))
        #expect(host.contains("taps 10"))
    }

    @Test("on a screen turned a quarter, a touch where the button shows on the screen taps it")
    func turnedTouch() throws {
        let (host, target) = try mounted(rotation: .quarter)
        let point = try host.middle(of: "Count")
        // The picture's point (x, y) is on the screen at (width − y, x).
        let onScreen = Point(x: target.deviceSize.width - point.y, y: point.x)
        try host.deliver(.pointer(onScreen))
        #expect(host.contains("taps 1"))
    }

    @Test("a tap on a text field gives it the keyboard: typed text is added, Backspace removes the last character")
    func typing() throws {
        let (host, _) = try mounted()
        try host.deliver(.pointer(try host.middle(of: "Name")))
        try host.deliver(.text("c"))
        try host.deliver(.deleteBackward)
        try host.deliver(.deleteBackward)
        try host.deliver(.text("xyz"))
        #expect(host.contains("name axyz"))
    }

    @Test("a space typed on a focused button presses it, as the Space key does; other text there is refused")
    func spaceOnAButton() throws {
        let (host, _) = try mounted()
        try host.press(.tab)
        try host.deliver(.text(" "))
        #expect(host.contains("taps 1"))
        #expect(throws: ControlInputError.self) { try host.deliver(.text("q")) }
        #expect(host.contains("taps 1"))
    }

    @Test("typing with no text field focused is refused, and nothing changes")
    func typingUnfocused() throws {
        let (host, _) = try mounted()
        #expect(throws: ControlInputError.nothingFocused) { try host.deliver(.text("q")) }
    }

    @Test("a drag up on a scroll view scrolls its content down by the distance dragged")
    func dragScrolls() throws {
        let (host, _) = try mounted()
        let start = try host.middle(of: "row 1")
        #expect(host.contains("row 0"))
        try host.deliver(.drag(from: start, by: Point(x: 0, y: -200)))
        #expect(!host.contains("row 0"))
        #expect(host.contains("row 12"))
    }
}

/// A screen in memory, to stand for a display in tests: it keeps nothing.
@MainActor
private final class MemoryScreen: PixelScreen {
    let width: Int, height: Int
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    func show(_ rects: [PixelRect], of image: ScreenImage) {}
    func close() {}
    func setPower(on: Bool) {}
}
