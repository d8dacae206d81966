@_spi(Machinery) import ClockworkCore

/// A view whose body is evaluated again only when it differs, by `==`, from the last one:
/// what `equatable()` makes.
///
/// Clockwork already leaves a child whose value is unchanged unevaluated (it compares the
/// views' bytes); this wrapper keeps that, and answers as SwiftUI's does to code that
/// names it.
public struct EquatableView<Content: View & Equatable> {
    /// The view.
    public var content: Content

    /// Wraps `content`.
    public init(content: Content) {
        self.content = content
    }

    @MainActor public var body: some View { content }
}

extension EquatableView: View {}

extension View where Self: Equatable {
    /// Evaluates this view's body again only when the view changes by its `==`.
    public nonisolated func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
