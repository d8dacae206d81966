extension ControlInput {
    /// Whether the input chooses an option by name.
    var isSelect: Bool {
        if case .select = self { true } else { false }
    }
}

extension ViewGraph {
    /// Delivers `input` to the control `target` names, on the loop thread, the way an
    /// input event does: the control's action or binding runs now, and the state changes
    /// it makes apply at the next tick.
    ///
    /// `target` is an accessibility identifier (the first control at or below the view
    /// that carries it), else visible text: the first text, in tree order, that sits
    /// inside a control, or a text field's title; else an accessibility label (an
    /// image-only button labelled "Play" is tapped as "Play", and tapping an element that
    /// is no control runs its default `.accessibilityAction`). Nothing hidden with
    /// `.accessibilityHidden` is offered.
    ///
    /// Activating a picker's option by its text chooses that option. Selecting goes to the
    /// first control that has options at or below an identified view (a table's rows, not
    /// its titles' buttons).
    ///
    /// Scrolling goes to the scroll view `target` names, or the one around the text it shows.
    public func perform(_ input: ControlInput, on target: String) throws(ControlInputError) {
        if case .scroll = input {
            guard let scrollView = scrollView(named: target) else { throw .notFound(target) }
            return try perform(input, onControlAt: scrollView)
        }
        guard let control = control(named: target, choosing: input.isSelect) else {
            guard let element = accessibilityElement(named: target) else { throw .notFound(target) }
            if let control = firstControl(atOrBelow: element.node) { return try perform(input, onControlAt: control) }
            guard input == .activate, let action = element.handlers.first(where: { $0.kind == .default }) else {
                throw .notFound(target)
            }
            return action.handler()
        }
        if input == .activate, let rows = control.content as? SelectableRows, rows.runPrimaryAction(showing: target) { return }
        if input == .activate, let picker = control.content as? OptionPicker, let choice = picker.selection(showing: target) {
            return try perform(choice, onControlAt: control)
        }
        try perform(input, onControlAt: control)
    }

    /// Whether some view carries the identifier, shows the text, or is an accessibility
    /// element labelled `target` (none hidden from accessibility).
    public func contains(_ target: String) -> Bool {
        node(identifiedAs: target) != nil || node(showing: target) != nil || accessibilityElement(named: target) != nil
    }

    private func control(named target: String, choosing: Bool) -> ViewNode? {
        if let identified = node(identifiedAs: target) {
            return firstControl(atOrBelow: identified) { !choosing || $0.content is OptionPicker }
        }
        var found: ViewNode?
        _ = firstNode(skippingAccessibilityHidden: true) { node in
            guard node.content.visibleText == target else { return false }
            found = enclosingControl(of: node)
            return found != nil
        }
        return found
    }

    private func scrollView(named target: String) -> ViewNode? {
        func isScrollView(_ node: ViewNode) -> Bool { node.content is Scrollable }
        if let identified = node(identifiedAs: target) {
            if let inside = firstNode(below: identified, where: isScrollView) { return inside }
        }
        var candidate = node(showing: target)
        while let node = candidate {
            if isScrollView(node) { return node }
            candidate = node.parent
        }
        return nil
    }

    private func firstNode(below node: ViewNode, where matches: (ViewNode) -> Bool) -> ViewNode? {
        if matches(node) { return node }
        for child in node.children where !child.isHiddenFromInput {
            if let found = firstNode(below: child, where: matches) { return found }
        }
        return nil
    }

    private func enclosingControl(of node: ViewNode) -> ViewNode? {
        var candidate: ViewNode? = node
        while let node = candidate {
            if node.content is Control { return node }
            candidate = node.parent
        }
        return nil
    }

    func node(identifiedAs identifier: String) -> ViewNode? {
        firstNode(skippingAccessibilityHidden: true) { $0.content.accessibilityIdentifier == identifier }
    }

    func node(showing text: String) -> ViewNode? {
        firstNode(skippingAccessibilityHidden: true) { $0.content.visibleText == text }
    }

    func firstControl(atOrBelow node: ViewNode, where matches: (ViewNode) -> Bool = { _ in true }) -> ViewNode? {
        if node.content is Control, matches(node) { return node }
        for child in node.children where !child.isHiddenFromInput {
            if let control = firstControl(atOrBelow: child, where: matches) { return control }
        }
        return nil
    }

    /// `nodes` (siblings) in accessibility order: higher sort priority first, tree order
    /// among equals. The priority is the one the modifiers at the top of each sibling set.
    private func accessibilityOrdered(_ nodes: [ViewNode]) -> [ViewNode] {
        func priority(_ node: ViewNode) -> Double {
            var current = node
            while true {
                if case .sortPriority(let value)? = (current.content as? AccessibilityAttributeCarrier)?.accessibilityAttribute { return value }
                guard current.children.count == 1, current.content.isAlwaysTransparent || current.content is AccessibilityAttributeCarrier else { return 0 }
                current = current.children[0]
            }
        }
        return sortedByAccessibilityPriority(nodes, priority: priority)
    }

    /// The first node input can reach, in tree order (each view's children back to front,
    /// as drawn), that matches; with
    /// `skippingAccessibilityHidden`, outside subtrees hidden from accessibility (what a
    /// client may name).
    func firstNode(skippingAccessibilityHidden: Bool = false, where matches: (ViewNode) -> Bool) -> ViewNode? {
        var stack: [ViewNode] = [root]
        while let node = stack.popLast() {
            if skippingAccessibilityHidden, node.isAccessibilityHidden { continue }
            if matches(node) { return node }
            var children = node.childrenInDrawingOrder
            if children.count == 2, (node.content as? BackgroundDrawing)?.drawsSecondChildBehind == true { children.swapAt(0, 1) }
            stack.append(contentsOf: children.reversed().lazy.filter { !$0.isHiddenFromInput })
        }
        return nil
    }

    /// The nodes input can reach (none inside a hidden screen, tab or covered view), in
    /// tree order, siblings in drawing order (by z-index).
    func nodesReachingInput() -> [ViewNode] {
        var nodes: [ViewNode] = []
        _ = firstNode { node in
            nodes.append(node)
            return false
        }
        return nodes
    }

    /// Every node in tree order.
    public func allNodes() -> [ViewNode] {
        var nodes: [ViewNode] = []
        var stack: [ViewNode] = [root]
        while let node = stack.popLast() {
            nodes.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return nodes
    }
}

extension ViewGraph {
    /// What focus moves among: the enabled controls input can reach and the views marked
    /// `.focusable()`, outside subtrees hidden from accessibility and those marked
    /// `.focusable(false)`, in tree order, siblings with a higher
    /// `.accessibilitySortPriority` first (as the accessibility tree orders them).
    func focusableNodes() -> [ViewNode] {
        var controls: [ViewNode] = []
        func visit(_ node: ViewNode) {
            guard !node.isHiddenFromInput else { return }
            if node.isAccessibilityHidden { return }
            if let stop = node.content as? FocusStop {
                guard stop.isFocusable else { return }
                if node.environment.isEnabled { controls.append(node) }
            } else if node.content is Control && node.environment.isEnabled {
                controls.append(node)
            }
            for child in accessibilityOrdered(node.children) { visit(child) }
        }
        visit(root)
        return controls
    }

    /// The control a pointer's click at `point` reaches: the innermost control on the
    /// views a finger landing there touches (``touchPath(at:)``), so a click and a touch
    /// hit-test alike — through views that allow no hit testing, not through a cover
    /// that takes the touch.
    func controlNode(at point: Point) -> ViewNode? {
        touchPath(at: point).first { $0.content is Control }
    }

    /// The innermost scroll view drawn at `point` (layout units), if any.
    func scrollViewNode(at point: Point) -> ViewNode? {
        nodesReachingInput().last { $0.content is Scrollable && $0.frame.contains(localPoint(point, of: $0)) }
    }

    /// Shows `node` (a control under a finger) pressed, and the one shown before released;
    /// each redraws with its style's `isPressed`.
    func showPressed(_ node: ViewNode?) {
        guard node !== pressedControl else { return }
        if let previous = pressedControl, previous.isMounted { markDirty(previous) }
        pressedControl = node
        if let node { markDirty(node) }
    }

    /// `point` where `node`'s frame is: undone the scale, rotation and offset effects
    /// above it, so a control is hit where it is drawn.
    package func localPoint(_ point: Point, of node: ViewNode) -> Point {
        let transform = node.inheritedPaint.transform
        guard !transform.isIdentity, let undone = transform.inverted else { return point }
        return undone.apply(to: point)
    }

    /// Taps the control shown by `node` at `point` (layout units), as a finger does: a text
    /// field takes the keyboard; any other control is clicked there.
    package func tap(at point: Point, onControlAt node: ViewNode) throws(ControlInputError) {
        if node.content is SubmitsText {
            focus.move(to: node)
            return
        }
        try click(at: point, onControlAt: node)
    }

    /// Clicks the control shown by `node` at `point`: what that does depends on where (a
    /// slider's track sets its value there, a segment chooses its option).
    package func click(at point: Point, onControlAt node: ViewNode) throws(ControlInputError) {
        guard let control = node.content as? Control else { throw .notFound(node.typeName) }
        let local = localPoint(point, of: node)
        if let rows = control as? SelectableRows, node.environment.isEnabled, rows.runPrimaryAction(at: local) { return }
        try perform(control.input(at: local), onControlAt: node)
    }

    /// Delivers `input` to the control shown by `node`, unless it is disabled.
    package func perform(_ input: ControlInput, onControlAt node: ViewNode) throws(ControlInputError) {
        if case let .scroll(x, y) = input, let scrollable = node.content as? Scrollable {
            guard node.environment.isEnabled else { throw .disabled(control: node.typeName) }
            return try scrollable.scroll(by: Point(x: x, y: y))
        }
        guard let control = node.content as? Control else { throw .notFound(node.typeName) }
        guard node.environment.isEnabled else { throw .disabled(control: node.typeName) }
        try control.perform(input)
    }
}
