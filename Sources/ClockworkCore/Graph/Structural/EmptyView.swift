/// A view that shows nothing.
public struct EmptyView: View, BuiltinView {
    /// Creates an empty view.
    public init() {}

    package func makeContent() -> NodeContent { TypedContent(self) }
}
