/// A result builder that constructs views from closures: any number of child views,
/// `if`/`else`, optionals and `switch`.
@resultBuilder
public enum ViewBuilder {
    /// Passes a single view expression through.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An empty block: no view.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several views, side by side.
    ///
    /// Inlinable so the caller's module builds the tuple of its concrete views: a generic
    /// call would look the variadic tuple's type up in the runtime on every evaluation.
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch (or a `switch` case) of a conditional.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch (or a later `switch` case) of a conditional.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}
