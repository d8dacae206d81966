/// A finger or a button held down, turned into input events the same way for every
/// source that has one (a touchscreen, a mouse, a remote viewer's pointer): going down
/// shows the control there pressed; lifting without moving taps it; moving further than
/// the drag threshold while down drags the scroll view it began on instead.
public struct PointerContact: Sendable {
    /// How far (device units) a contact moves before it drags rather than taps.
    public let dragThreshold: Double
    /// The contact down now: where it went down, where it is, whether it drags, and
    /// whether it is silent (it woke the screen, and so does nothing else).
    private var contact: (start: Point, last: Point, isDragging: Bool, isSilent: Bool)?

    /// Contacts that drag once they move `dragThreshold` device units.
    public init(dragThreshold: Double) {
        self.dragThreshold = dragThreshold
    }

    /// Whether a contact is down.
    public var isDown: Bool { contact != nil }

    /// A contact went down at `point`; a `silent` one (it woke the screen) makes no events
    /// until it is lifted.
    public mutating func down(at point: Point, silent: Bool = false) -> [InputEvent] {
        contact = (point, point, false, silent)
        return silent ? [] : [.press(point)]
    }

    /// The contact moved to `point`: past the threshold it lets go of the pressed control
    /// and drags by each move after.
    public mutating func move(to point: Point) -> [InputEvent] {
        guard var current = contact else { return [] }
        var events: [InputEvent] = []
        if !current.isDragging, current.start.distance(to: point) >= dragThreshold {
            current.isDragging = true
            events.append(.release)
        }
        if current.isDragging {
            events.append(.drag(from: current.start, by: Point(x: point.x - current.last.x, y: point.y - current.last.y)))
        }
        current.last = point
        contact = current
        return current.isSilent ? [] : events
    }

    /// The contact lifted: a tap where it went down, unless it dragged.
    public mutating func up() -> [InputEvent] {
        guard let ended = contact else { return [] }
        contact = nil
        guard !ended.isSilent, !ended.isDragging else { return [] }
        return [.pointer(ended.start), .release]
    }

    /// The contact was taken away (the device said so): nothing shows pressed, nothing taps.
    public mutating func cancel() -> [InputEvent] {
        guard contact != nil else { return [] }
        contact = nil
        return [.release]
    }
}
