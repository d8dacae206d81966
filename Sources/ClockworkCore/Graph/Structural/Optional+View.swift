extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: BuiltinView where Wrapped: View {
    package func makeContent() -> NodeContent { OptionalContent(self) }
}

@MainActor
private final class OptionalContent<Wrapped: View>: TypedContent<Wrapped?> {
    /// Draws nothing itself: a move changes nothing it draws.
    override var drawingFollowsFrame: Bool { false }

    override var isAlwaysTransparent: Bool { true }
    override var isStructural: Bool { true }

    override func update(_ node: ViewNode) {
        if let content = view {
            node.reconcileChild(at: 0, with: content)
        } else {
            node.removeChildren(from: 0)
        }
    }
}
