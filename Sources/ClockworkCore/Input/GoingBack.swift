extension ViewGraph {
    /// Goes back as a user does with a back button or the Escape key: pops the innermost
    /// navigation stack that input can reach and that has a screen pushed, else dismisses
    /// the frontmost presentation (sheet, alert, dialog). The change applies at the next
    /// tick.
    ///
    /// Throws ``ControlInputError/nothingToDismiss`` when nothing is pushed or presented,
    /// and ``ControlInputError/dismissDisabled`` when the presented view refuses it.
    public func goBack() throws(ControlInputError) {
        if let stack = nodesReachingInput().last(where: { ($0.content as? PoppingStack)?.canPop == true }),
           let popping = stack.content as? PoppingStack {
            popping.popTop()
            return
        }
        guard let frontmost = presentations.shown.last else { throw .nothingToDismiss }
        // A view in the presentation asked not to be dismissed so (`.interactiveDismissDisabled()`):
        // its own `dismiss` still works.
        if nodesReachingInput().contains(where: { ($0.content as? any Carrying<InteractiveDismissal>)?.carried.isDisabled == true }) {
            throw .dismissDisabled
        }
        frontmost.dismiss()
    }
}

/// Whether a presented view lets a user dismiss it (the socket's `back`, the Escape key):
/// what `.interactiveDismissDisabled(_:)` carries for ``ViewGraph/goBack()``.
package struct InteractiveDismissal: Sendable {
    package let isDisabled: Bool

    package init(isDisabled: Bool) {
        self.isDisabled = isDisabled
    }
}
