/// A key that moves or uses keyboard focus.
public enum FocusKey: String, CaseIterable, Sendable {
    /// Focus the next control in tree order (the first, when none has focus), wrapping.
    case tab = "Tab"
    /// Focus the previous control in tree order (the last, when none has focus), wrapping.
    case shiftTab = "Shift+Tab"
    /// Activate the focused control.
    case enter = "Enter"
    /// Activate the focused control.
    case space = "Space"
}

/// Keyboard focus over a graph's controls (buttons, toggles, text fields): which one has
/// focus, moving it in tree order, and activating it. The input socket's `key` command and
/// `TestHost.press(_:)` both act through it, so a test presses Tab as a remote does.
/// Loop thread only.
@MainActor
public final class Focus {
    private unowned let graph: ViewGraph
    /// The focused control's node, while it stays mounted.
    public private(set) weak var focused: ViewNode?

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Acts on `key`: Tab and Shift+Tab move focus and return the newly focused control;
    /// Enter and Space activate the focused control (its action or binding runs now, its
    /// state changes apply at the next tick) and return it.
    ///
    /// - Throws: ``ControlInputError/nothingFocusable`` when no control can take focus,
    ///   ``ControlInputError/nothingFocused`` when none has it for Enter and Space.
    @discardableResult
    public func press(_ key: FocusKey) throws(ControlInputError) -> ViewNode {
        switch key {
        case .tab, .shiftTab:
            let controls = graph.controlNodes()
            guard !controls.isEmpty else { throw .nothingFocusable }
            let current = focused.flatMap { node in controls.firstIndex { $0 === node } }
            let step = key == .tab ? 1 : controls.count - 1
            let next = current.map { ($0 + step) % controls.count } ?? (key == .tab ? 0 : controls.count - 1)
            focused = controls[next]
            return controls[next]
        case .enter, .space:
            guard let node = focused, node.isMounted else { throw .nothingFocused }
            try graph.perform(.activate, onControlAt: node)
            return node
        }
    }
}
