/// A group of views, without layout of its own.
public struct Group<Content: View> {
    package let content: Content

    /// Creates a group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor package func makeContent() -> NodeContent { SingleChildContent(self, layout: .structural, part: \.content) }
}

extension Group: View, BuiltinView {}
