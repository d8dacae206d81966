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
    /// How a held key repeats (letters, Backspace, the arrows; not Shift): first after
    /// `delay`, then `interval` apart, as a desktop's keyboard settings have it; `nil`:
    /// never. libinput leaves repeating to the compositor, which here is the daemon.
    public var keyRepeat: KeyRepeat? = KeyRepeat(delay: .milliseconds(600), interval: .milliseconds(40))

    /// How a held key repeats: its first repeat `delay` after it went down, the next ones
    /// `interval` apart.
    public struct KeyRepeat: Sendable, Equatable {
        /// From the key going down to its first repeat.
        public var delay: Duration
        /// Between one repeat and the next.
        public var interval: Duration

        /// Repeats after `delay`, then every `interval`.
        public init(delay: Duration, interval: Duration) {
            self.delay = delay
            self.interval = interval
        }
    }

    /// Every device of seat0, uncalibrated, never blanking, keys repeating after 0.6 s,
    /// 25 times a second.
    public init() {}

    /// Reads a calibration matrix written as six numbers, by spaces or commas.
    public static func calibration(_ text: String) -> [Float]? {
        let numbers = text.split(whereSeparator: { $0 == " " || $0 == "," }).map { Float($0) }
        guard numbers.count == 6, numbers.allSatisfy({ $0 != nil && $0!.isFinite }) else { return nil }
        return numbers.map { $0! }
    }
}
