/// A view that shows nothing.
public struct EmptyView: View, BuiltinView {
    /// Creates an empty view.
    nonisolated public init() {}

    package func makeContent() -> NodeContent { TypedContent(self) }
}
