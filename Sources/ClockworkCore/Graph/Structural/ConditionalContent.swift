/// The result of an `if`/`else` (or `switch`) in a ``ViewBuilder``: one branch at a time.
/// Changing branch replaces the subtree (and its state). Nonisolated, as SwiftUI's is: its
/// conformance to `View` is declared apart.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

extension _ConditionalContent: View, BuiltinView {
    package func makeContent() -> NodeContent { ConditionalContent(self) }
}

@MainActor
private final class ConditionalContent<T: View, F: View>: TypedContent<_ConditionalContent<T, F>> {
    /// Draws nothing itself: a move changes nothing it draws.
    override var drawingFollowsFrame: Bool { false }

    override var isAlwaysTransparent: Bool { true }
    override var isStructural: Bool { true }

    override func update(_ node: ViewNode) {
        switch view.storage {
        case .trueContent(let content): node.reconcileChild(at: 0, with: content, id: true)
        case .falseContent(let content): node.reconcileChild(at: 0, with: content, id: false)
        }
    }
}
