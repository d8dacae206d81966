/// Which input devices a daemon reads through libinput, and how.
public struct LibinputOptions: Sendable, Equatable {
    /// The udev seat whose devices are read.
    public var seat = "seat0"
    /// libinput's calibration matrix for touchscreens that need one: six numbers `a b c d
    /// e f`, mapping a touch at (x, y), both 0–1 across the device, to (a·x + b·y + c,
    /// d·x + e·y + f). `nil`: the device's own (udev's `LIBINPUT_CALIBRATION_MATRIX`).
    public var calibration: [Float]?
    /// Blank the screen after this long without input; `nil`: never. The first touch or key
    /// after wakes it, and does nothing else.
    public var blankAfter: Duration?

    /// Every device of seat0, uncalibrated, never blanking.
    public init() {}

    /// Reads a calibration matrix written as six numbers, by spaces or commas.
    public static func calibration(_ text: String) -> [Float]? {
        let numbers = text.split(whereSeparator: { $0 == " " || $0 == "," }).map { Float($0) }
        guard numbers.count == 6, numbers.allSatisfy({ $0 != nil && $0!.isFinite }) else { return nil }
        return numbers.map { $0! }
    }
}
