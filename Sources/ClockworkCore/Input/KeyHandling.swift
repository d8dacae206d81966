/// A view with `.onKeyPress` actions.
@MainActor
package protocol KeyPressHandling: AnyObject {
    /// Runs the actions that take `press`; whether one handled it.
    func handle(_ press: KeyPress) -> KeyPress.Result
}

/// A view with `.keyboardShortcut`: the key and modifiers that activate the control it
/// holds, wherever focus is.
@MainActor
package protocol KeyboardShortcutHolding: AnyObject {
    /// The shortcut, if it has one now.
    var shortcut: (key: KeyEquivalent, modifiers: EventModifiers)? { get }
}

extension ViewGraph {
    /// Offers a hardware key press to the views: first, as the key goes down, to the
    /// enabled control with that keyboard shortcut, which is activated (a key equivalent
    /// comes before the focused view, as on the Mac); then to the `.onKeyPress` actions of
    /// the focused view and the views around it, innermost first (with nothing focused,
    /// every view's, in tree order), until one handles it. Whether a view took it.
    package func offer(_ press: KeyPress) -> Bool {
        if press.phase == .down, runShortcut(press) { return true }
        var handlers: [ViewNode] = []
        if let focused = focus.focused {
            var next: ViewNode? = focused
            while let node = next {
                handlers.append(node)
                next = node.parent
            }
        } else {
            handlers = nodesReachingInput()
        }
        for node in handlers where node.environment.isEnabled {
            if let handler = node.content as? KeyPressHandling, handler.handle(press) == .handled { return true }
        }
        return false
    }

    /// Activates the enabled control whose keyboard shortcut `press` is; whether there was one.
    private func runShortcut(_ press: KeyPress) -> Bool {
        for node in nodesReachingInput() where node.environment.isEnabled {
            guard let holder = node.content as? KeyboardShortcutHolding, let shortcut = holder.shortcut,
                  shortcut.key == press.key, shortcut.modifiers == press.modifiers.subtracting([.capsLock, .numericPad, .function]) else { continue }
            do {
                guard let control = firstControl(atOrBelow: node) else { throw ControlInputError.notFound(node.typeName) }
                try perform(.activate, onControlAt: control)
            } catch {
                logger.debug("a keyboard shortcut did nothing", metadata: ["reason": "\(error)"])
            }
            return true
        }
        return false
    }
}
