/// One finger on a touchscreen (or a button held on a pointer), at one moment of its
/// contact: what ``InputEvent/touch(_:)`` carries, so gestures see every finger as the
/// device does, each by its own `id`.
public struct Touch: Sendable, Equatable {
    /// Where a contact is in its life.
    public enum Phase: Sendable, Equatable {
        /// The finger went down.
        case began
        /// The finger moved while down.
        case moved
        /// The finger lifted.
        case ended
        /// The device took the contact away (a palm, a suspend): no gesture completes by it.
        case cancelled
    }

    /// The contact's number while it is down (libinput's slot); another finger down at the
    /// same time has another.
    public var id: Int
    /// Where the contact is in its life.
    public var phase: Phase
    /// Where the finger is, in the device's units (pixels on a pixel target, cells on a
    /// terminal).
    public var location: Point

    /// The contact `id` at `location`, in `phase`.
    public init(id: Int = 0, _ phase: Phase, at location: Point) {
        self.id = id
        self.phase = phase
        self.location = location
    }
}
