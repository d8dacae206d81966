extension ViewGraph {
    /// Goes back as a user does with a back button or the Escape key: pops the innermost
    /// navigation stack that input can reach and that has a screen pushed, else dismisses
    /// the frontmost presentation (sheet, alert, dialog). The change applies at the next
    /// tick.
    ///
    /// Throws ``ControlInputError/nothingToDismiss`` when nothing is pushed or presented.
    public func goBack() throws(ControlInputError) {
        if let stack = nodesReachingInput().last(where: { ($0.content as? PoppingStack)?.canPop == true }),
           let popping = stack.content as? PoppingStack {
            popping.popTop()
            return
        }
        guard let frontmost = presentations.shown.last else { throw .nothingToDismiss }
        frontmost.dismiss()
    }
}
