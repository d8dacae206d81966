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
            let point = target?.layoutPoint(fromDevice: devicePoint) ?? devicePoint
            guard let node = graph.controlNode(at: point) else { throw .nothingAt(point) }
            try graph.click(at: point, onControlAt: node)
            return node
        case .key(let key):
            return try graph.focus.press(key)
        case .back:
            try graph.goBack()
            return nil
        }
    }
}
