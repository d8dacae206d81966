/// The fingers (or held buttons) a device has down, turned into ``InputEvent/touch(_:)``
/// events the same way for every source that has them: a touchscreen's slots, a mouse's
/// left button, a remote viewer's pointer. What a touch then does, the core's gesture
/// arena decides. A contact that woke the screen is silent: it makes no events until it
/// lifts, so waking a panel never taps it.
public struct DeviceContacts: Sendable {
    /// Each contact down: where it is, and whether it is silent.
    private var down: [Int: (location: Point, isSilent: Bool)] = [:]

    /// No contact down.
    public init() {}

    /// Whether any contact is down.
    public var isDown: Bool { !down.isEmpty }

    /// Contact `id` went down at `point` (device units); a `silent` one makes no events
    /// until it lifts.
    public mutating func down(_ id: Int = 0, at point: Point, silent: Bool = false) -> [InputEvent] {
        var events = down[id] == nil ? [] : up(id)
        down[id] = (point, silent)
        if !silent { events.append(.touch(Touch(id: id, .began, at: point))) }
        return events
    }

    /// Contact `id` moved to `point`.
    public mutating func move(_ id: Int = 0, to point: Point) -> [InputEvent] {
        guard let contact = down[id], contact.location != point else { return [] }
        down[id] = (point, contact.isSilent)
        return contact.isSilent ? [] : [.touch(Touch(id: id, .moved, at: point))]
    }

    /// Contact `id` lifted where it last was.
    public mutating func up(_ id: Int = 0) -> [InputEvent] {
        guard let contact = down.removeValue(forKey: id), !contact.isSilent else { return [] }
        return [.touch(Touch(id: id, .ended, at: contact.location))]
    }

    /// The device took every contact away: nothing they began completes.
    public mutating func cancel() -> [InputEvent] {
        defer { down = [:] }
        return down.sorted { $0.key < $1.key }.compactMap { id, contact in
            contact.isSilent ? nil : .touch(Touch(id: id, .cancelled, at: contact.location))
        }
    }
}
