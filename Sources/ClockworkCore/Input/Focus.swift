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
    /// Step the focused slider or stepper up, or choose its picker's next option.
    case right = "Right"
    /// Step the focused slider or stepper down, or choose its picker's previous option.
    case left = "Left"
    /// As Right.
    case up = "Up"
    /// As Left.
    case down = "Down"
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

    /// The values the focused views publish (``FocusedValue`` reads them).
    private lazy var focusedValueTable = FocusedValueTable(graph: graph)

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// The focused values as a body reads them: reading records the dependency.
    package var focusedValues: FocusedValues { focusedValueTable.values.read() }

    /// Tells focus that `publisher` started, changed or stopped publishing its value;
    /// a scene-wide one (`.focusedSceneValue`) publishes while `isSceneWide` holds.
    package func publisherChanged(_ publisher: FocusedValuePublisher, sceneWide isSceneWide: Bool? = nil) {
        if let isSceneWide { focusedValueTable.setScenePublisher(publisher, isPublishing: isSceneWide) }
        focusedValueTable.refresh(focused: focused)
    }

    /// Acts on `key`: Tab and Shift+Tab move focus and return the newly focused control;
    /// Enter and Space activate the focused control (its action or binding runs now, its
    /// state changes apply at the next tick) and return it; the arrows step it.
    ///
    /// - Throws: ``ControlInputError/nothingFocusable`` when no control can take focus,
    ///   ``ControlInputError/nothingFocused`` when none has it for Enter and Space.
    @discardableResult
    public func press(_ key: FocusKey) throws(ControlInputError) -> ViewNode {
        switch key {
        case .tab, .shiftTab:
            let controls = graph.focusableNodes()
            guard !controls.isEmpty else { throw .nothingFocusable }
            let current = focused.flatMap { node in controls.firstIndex { $0 === node } }
            let step = key == .tab ? 1 : controls.count - 1
            let next = current.map { ($0 + step) % controls.count } ?? (key == .tab ? 0 : controls.count - 1)
            move(to: controls[next])
            return controls[next]
        case .enter, .space:
            guard let node = focused, node.isMounted else { throw .nothingFocused }
            if key == .enter, let field = node.content as? SubmitsText {
                guard node.environment.isEnabled else { throw .disabled(control: node.typeName) }
                field.committed()
                let trigger = node.environment.submitTrigger
                nearest(SubmitHandler.self, from: node) { $0.triggers.contains(trigger) }?.submit()
                return node
            }
            try graph.perform(.activate, onControlAt: node)
            return node
        case .right, .left, .up, .down:
            guard let node = focused, node.isMounted else { throw .nothingFocused }
            try graph.perform(key == .right || key == .up ? .increment : .decrement, onControlAt: node)
            return node
        }
    }

    /// Adds `text` at the end of the focused text field's text (a keyboard's typing);
    /// returns the field. A space typed on a control that takes no text activates it, as
    /// the Space key does.
    ///
    /// - Throws: ``ControlInputError/nothingFocused`` when no control has focus, and
    ///   ``ControlInputError/unsupported(_:control:)`` when the focused one takes no text.
    @discardableResult
    public func type(_ text: String) throws(ControlInputError) -> ViewNode {
        if text == " ", let node = focused, node.isMounted, !(node.content is SubmitsText) { return try press(.space) }
        let (node, field) = try focusedTextField(for: .setText(text))
        try graph.perform(.setText(field.text + text), onControlAt: node)
        return node
    }

    /// Removes the last character of the focused text field's text (Backspace); returns the field.
    @discardableResult
    public func deleteBackward() throws(ControlInputError) -> ViewNode {
        let (node, field) = try focusedTextField(for: .setText(""))
        guard !field.text.isEmpty else { return node }
        try graph.perform(.setText(String(field.text.dropLast())), onControlAt: node)
        return node
    }

    private func focusedTextField(for input: ControlInput) throws(ControlInputError) -> (ViewNode, SubmitsText) {
        guard let node = focused, node.isMounted else { throw .nothingFocused }
        guard let field = node.content as? SubmitsText else { throw .unsupported(input, control: node.typeName) }
        return (node, field)
    }

    /// Moves focus to `node` (or nowhere), telling the focus states of the `.focused`
    /// modifiers on the old and the new control's paths.
    package func move(to node: ViewNode?) {
        let leaving = bindings(above: focused)
        let entering = bindings(above: node)
        focused = node
        for binding in leaving where !entering.contains(where: { $0.focusStorage === binding.focusStorage }) {
            binding.release()
        }
        for binding in entering { binding.claim() }
        focusedValueTable.refresh(focused: node)
        graph.keyboardPresenter?.focusMoved(to: node)
    }

    /// Moves focus as a focus state set in code asks: to the control under the
    /// `.focused` modifier standing for `value` of the state stored in `storage`, or, for
    /// the blank value, away from a control that state marks.
    func follow<Value: Hashable>(_ storage: StateBox<Value>, to value: Value, blank: Value) {
        if value == blank {
            if bindings(above: focused).contains(where: { $0.focusStorage === storage }) { move(to: nil) }
            return
        }
        let marked = graph.firstNode { node in
            guard let binding = node.content as? FocusBinding else { return false }
            return binding.focusStorage === storage && binding.matches(value)
        }
        guard let marked, let control = graph.focusableNodes().first(where: { Self.isAtOrBelow($0, marked) }) else { return }
        move(to: control)
    }

    private static func isAtOrBelow(_ node: ViewNode, _ ancestor: ViewNode) -> Bool {
        var next: ViewNode? = node
        while let current = next {
            if current === ancestor { return true }
            next = current.parent
        }
        return false
    }

    /// The `.focused` modifiers above `node`, nearest first.
    private func bindings(above node: ViewNode?) -> [FocusBinding] {
        var found: [FocusBinding] = []
        var next = node?.parent
        while let current = next {
            if let binding = current.content as? FocusBinding { found.append(binding) }
            next = current.parent
        }
        return found
    }

    private func nearest<Handler>(_: Handler.Type, from node: ViewNode, where matches: (Handler) -> Bool = { _ in true }) -> Handler? {
        var next = node.parent
        while let current = next {
            if let handler = current.content as? Handler, matches(handler) { return handler }
            next = current.parent
        }
        return nil
    }
}

/// A view `.focusable(_:)` marks: focus stops on it (`isFocusable`), or on neither it nor
/// the controls inside it.
@MainActor
package protocol FocusStop: AnyObject {
    var isFocusable: Bool { get }
}

/// A control whose Enter submits (a text field), rather than activating it, and which
/// takes typed text.
@MainActor
package protocol SubmitsText {
    /// The text as the field's binding holds it now.
    var text: String { get }
    /// Runs the field's own commit action (`TextField(_:text:onCommit:)`), before the
    /// `onSubmit` actions above it.
    func committed()
}
