/// A view that shows nothing.
public struct EmptyView: View, BuiltinView {
    /// Creates an empty view.
    public init() {}

    func makeContent() -> NodeContent { TypedContent(self) }
}
