extension GraphHost {
    /// Carries out `event` on the graph: what every ``InputSource`` does with what its
    /// device reports, so targeting, focus and hit-testing are the same for all of them.
    /// Returns the control the event reached by place or focus: the one a pointer pressed,
    /// or the one a key left focused or acted on; `nil` for the others. Loop thread only
    /// (checked: a device thread hands its events over through a `Mailbox` instead).
    ///
    /// A pointer's point is in the device's units, mapped to layout units by the render
    /// target (a pixel target's pixels; a terminal's cells are layout units already).
    @discardableResult
    public func deliver(_ event: InputEvent) throws(ControlInputError) -> ViewNode? {
        loop.preconditionInLoop()
        switch event {
        case .control(let input, let target):
            try graph.perform(input, on: target)
            return nil
        case .pointer(let devicePoint):
            let point = layoutPoint(devicePoint)
            guard let node = graph.controlNode(at: point) else { throw .nothingAt(point) }
            try graph.tap(at: point, onControlAt: node)
            return node
        case .drag(let deviceStart, let deviceDistance):
            let start = layoutPoint(deviceStart)
            let end = layoutPoint(Point(x: deviceStart.x + deviceDistance.x, y: deviceStart.y + deviceDistance.y))
            // Across a row with swipe actions: a swipe, not a scroll.
            if abs(end.x - start.x) > abs(end.y - start.y), graph.swipe(at: start, by: end.x - start.x) { return nil }
            guard let node = graph.scrollViewNode(at: start) else { throw .nothingAt(start) }
            // The content follows the finger: dragging up scrolls down.
            try graph.perform(.scroll(x: start.x - end.x, y: start.y - end.y), onControlAt: node)
            return node
        case .text(let text):
            return try graph.focus.type(text)
        case .deleteBackward:
            return try graph.focus.deleteBackward()
        case .swipe(let target, let edge):
            try graph.swipe(target, edge: edge)
            return nil
        case .menu(let target):
            try graph.openMenu(of: target)
            return nil
        case .secondaryPointer(let devicePoint):
            try graph.openMenu(at: layoutPoint(devicePoint))
            return nil
        case .key(let key):
            return try graph.focus.press(key)
        case .back:
            try graph.goBack()
            return nil
        case .keyPress(let press):
            if graph.offer(press) { return graph.focus.focused }
            guard let meaning = press.meaning else { return nil }
            return try deliver(meaning)
        case .touch(let touch):
            touches.handle(Touch(id: touch.id, touch.phase, at: layoutPoint(touch.location)))
            return graph.pressedControl
        }
    }

    /// Carries out `events` in order, as a source delivers what arrived since the last
    /// tick; one that does nothing (a tap beside every control) is logged at debug level
    /// and the rest still go. Returns how many there were.
    @discardableResult
    public func deliver(contentsOf events: [InputEvent]) -> Int {
        for event in events {
            graph.logger.trace("input event", metadata: ["event": "\(event)"])
            do {
                try deliver(event)
            } catch {
                graph.logger.debug("input did nothing", metadata: ["event": "\(event)", "reason": "\(error)"])
            }
        }
        return events.count
    }

    /// Carries out the events a source queued since the last tick, as
    /// ``deliver(contentsOf:)`` does, and empties the queue (keeping its storage for the
    /// next tick's). Returns how many there were.
    @discardableResult
    public func deliver(draining events: inout [InputEvent]) -> Int {
        guard !events.isEmpty else { return 0 }
        defer { events.removeAll(keepingCapacity: true) }
        return deliver(contentsOf: events)
    }

    /// A point the device reports, in layout units (the target maps it; no target, as is).
    private func layoutPoint(_ devicePoint: Point) -> Point {
        target?.layoutPoint(fromDevice: devicePoint) ?? devicePoint
    }
}
