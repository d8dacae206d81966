import Clockwork
import ClockworkLoop
import Testing
@testable import ClockworkCore
@testable import ClockworkDRM
@testable import ClockworkLibinput
@testable import ClockworkPixels

@Suite("Screens and devices: rotation, modes, calibration, keys, vblank pacing, blanking")
@MainActor
struct ScreenDeviceTests {
    @Test("each turn puts the picture's corner pixels where the screen shows them, and a touch there lands back on them",
          arguments: ScreenRotation.allCases)
    func rotationMapsPixelsAndTouches(rotation: ScreenRotation) throws {
        // A 4 × 2 picture whose pixel (x, y) holds x + 10·y, on the screen it is turned onto.
        let pictureWidth = 4, pictureHeight = 2
        var picture = (0..<(pictureWidth * pictureHeight)).map { UInt32($0 % pictureWidth + 10 * ($0 / pictureWidth)) | 0xFF00_0000 }
        let (screenWidth, screenHeight) = rotation.swapsAxes ? (pictureHeight, pictureWidth) : (pictureWidth, pictureHeight)
        var screen = [UInt32](repeating: 0, count: screenWidth * screenHeight)
        picture.withUnsafeMutableBytes { source in
            let image = ScreenImage(pixels: UnsafeRawPointer(source.baseAddress!), stride: pictureWidth * 4, rotation: rotation,
                                    screenWidth: screenWidth, screenHeight: screenHeight)
            screen.withUnsafeMutableBytes { destination in
                image.copy(PixelRect(x: 0, y: 0, width: screenWidth, height: screenHeight), to: destination.baseAddress!,
                           destinationStride: screenWidth * 4, format: .xrgb8888)
            }
        }
        for y in 0..<pictureHeight {
            for x in 0..<pictureWidth {
                let spot = rotation.screenRect(of: PixelRect(x: x, y: y, width: 1, height: 1), screenWidth: screenWidth, screenHeight: screenHeight)
                #expect(screen[spot.y * screenWidth + spot.x] & 0xFFFF == UInt32(x + 10 * y), "picture pixel (\(x), \(y)) at \(spot)")
                let touched = rotation.picturePoint(screenX: Double(spot.x) + 0.5, screenY: Double(spot.y) + 0.5,
                                                    screenWidth: screenWidth, screenHeight: screenHeight)
                #expect(Int(touched.x) == x && Int(touched.y) == y, "a touch on \(spot) lands on \(touched)")
            }
        }
    }

    @Test("modes are read as WIDTHxHEIGHT[@HZ]; anything else is refused")
    func modeRequests() {
        #expect(DRMModeRequest("1024x768") == DRMModeRequest(width: 1024, height: 768))
        #expect(DRMModeRequest("800x480@60") == DRMModeRequest(width: 800, height: 480, refresh: 60))
        for bad in ["", "1024", "1024x", "x768", "0x768", "1024x768@", "1024x768@0", "1024x768@60@60", "axb"] {
            #expect(DRMModeRequest(bad) == nil, "\(bad)")
        }
    }

    @Test("a calibration matrix is six finite numbers, by spaces or commas")
    func calibrationMatrix() {
        #expect(LibinputOptions.calibration("1 0 0 0 1 0") == [1, 0, 0, 0, 1, 0])
        #expect(LibinputOptions.calibration("0,-1,1, 1,0,0") == [0, -1, 1, 1, 0, 0])
        for bad in ["1 0 0 0 1", "1 0 0 0 1 0 0", "1 0 0 0 1 x", "1 0 0 0 1 inf"] {
            #expect(LibinputOptions.calibration(bad) == nil, "\(bad)")
        }
    }

    @Test("keys are key presses in the environment's layout: the key unshifted, the characters typed, the modifiers held")
    func keyboardLayout() throws {
        let layout = try KeyboardLayout()
        #expect(layout.key(15, isDown: true) == KeyPress(key: .tab))
        #expect(layout.key(15, isDown: false) == KeyPress(phase: .up, key: .tab))
        #expect(layout.key(28, isDown: true) == KeyPress(key: .return))
        #expect(layout.key(1, isDown: true) == KeyPress(key: .escape))
        #expect(layout.key(14, isDown: true) == KeyPress(key: .delete))
        #expect(layout.key(30, isDown: true) == KeyPress(key: "a"))
        _ = layout.key(30, isDown: false)
        #expect(layout.key(42, isDown: true) == nil, "a modifier key is no key press")
        #expect(layout.key(30, isDown: true) == KeyPress(key: "a", characters: "A", modifiers: .shift))
        #expect(layout.key(15, isDown: true)?.meaning == .key(.shiftTab))
        _ = layout.key(42, isDown: false)
        _ = layout.key(29, isDown: true)  // left Control held
        #expect(layout.key(31, isDown: true) == KeyPress(key: "s", characters: "\u{13}", modifiers: .control))
        _ = layout.key(29, isDown: false)
    }

    @Test("held down, letters, Backspace and the arrows repeat, as the keymap says; Shift and Control do not")
    func keysThatRepeat() throws {
        let layout = try KeyboardLayout()
        for code: UInt32 in [30, 14, 105, 57] { #expect(layout.repeats(code), "evdev key \(code) repeats") }
        for code: UInt32 in [42, 29] { #expect(!layout.repeats(code), "evdev key \(code) does not repeat") }
    }

    @Test("aligning the ticks to a vblank moves the grid's phase, by the shorter way, and leaves its period")
    func alignTicks() throws {
        let clock = ManualClock()
        let loop = try EventLoop(configuration: .init(ticksPerSecond: 60, clock: .manual(clock), ownership: .mainActor))
        let period = loop.grid.periodNanoseconds
        let origin = loop.grid.origin.nanoseconds
        loop.alignTicks(to: MonotonicInstant(nanoseconds: origin + 10 * period + 3_000_000))
        #expect(loop.grid.origin.nanoseconds == origin + 3_000_000)
        loop.alignTicks(to: MonotonicInstant(nanoseconds: origin + 5 * period + period - 1_000_000))
        #expect(loop.grid.origin.nanoseconds == origin - 1_000_000, "the shorter way: a millisecond earlier")
        loop.alignTicks(to: MonotonicInstant(nanoseconds: origin - 1_000_000 + 100_000))
        #expect(loop.grid.origin.nanoseconds == origin - 1_000_000, "within the tolerance, left alone")
        #expect(loop.grid.periodNanoseconds == period)
    }

    @Test("a frame a display showed is counted, in microseconds, by the next tick's record")
    func flipLatencyRecorded() throws {
        let clock = ManualClock()
        let loop = try EventLoop(configuration: .init(ticksPerSecond: 60, clock: .manual(clock), ownership: .mainActor))
        loop.setTickHandler { _ in }
        loop.noteFrameShown(latency: .microseconds(12_345))
        loop.requestTick()
        loop.advance(by: loop.grid.period)
        #expect(loop.recorder.latest?[.flipLatency] == 12_345)
        loop.requestTick()
        loop.advance(by: loop.grid.period)
        #expect(loop.recorder.latest?[.flipLatency] == 0, "once")
    }

    @Test("a blanked screen is turned off and drawn nothing; woken, it is turned on and drawn whole")
    func blanking() throws {
        let loop = try EventLoop(configuration: .init(ticksPerSecond: 60, clock: .manual(ManualClock()), ownership: .mainActor))
        let model = Box()
        let host = GraphHost(root: Shows(model: model), loop: loop)
        let screen = CountingScreen(width: 200, height: 100)
        host.present(on: try PixelTarget(screen: screen))
        loop.advance(by: loop.grid.period)
        #expect(screen.frames == 1 && screen.power == [])
        host.sleepScreen()
        model.value = 2
        loop.advance(by: loop.grid.period * 3)
        #expect(screen.frames == 1, "nothing drawn while blanked")
        #expect(screen.power == [false])
        host.wakeScreen()
        loop.advance(by: loop.grid.period)
        #expect(screen.power == [false, true])
        #expect(screen.frames == 2 && screen.lastArea == 200 * 100, "a whole frame")
    }
}

@Observable
private final class Box {
    var value = 1
}

private struct Shows: View {
    let model: Box
    var body: some View { Text("value \(model.value)") }
}

/// A screen that counts what it was given.
@MainActor
private final class CountingScreen: PixelScreen {
    let width: Int, height: Int
    private(set) var frames = 0, lastArea = 0
    private(set) var power: [Bool] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    func show(_ rects: [PixelRect], of image: ScreenImage) {
        frames += 1
        lastArea = rects.reduce(0) { $0 + $1.area }
    }

    func close() {}
    func setPower(on: Bool) { power.append(on) }
}
