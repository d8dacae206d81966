@_spi(Machinery) import ClockworkCore

/// Conforming types represent items that can be placed in various locations in a toolbar.
///
/// `ToolbarItem` and `ToolbarItemGroup` are the items; a type of yours composes them in
/// its `body`, as a view composes views.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent

    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder @MainActor var body: Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Built-in toolbar content has no body: it holds its items itself.
    public var body: Never {
        fatalError("\(Self.self) is built-in toolbar content and has no body")
    }
}

/// Toolbar content that holds items itself, rather than composing others in a body.
@MainActor
protocol PrimitiveToolbarContent {
    /// Appends the items this content holds, in order.
    func appendEntries(to entries: inout [ToolbarEntry])
}

/// One item of a toolbar: where it goes, and what it shows.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

extension ToolbarContent {
    /// The items `self` holds, in order: its own when primitive, else its body's.
    @MainActor func entries() -> [ToolbarEntry] {
        var entries: [ToolbarEntry] = []
        appendEntries(of: self, to: &entries)
        return entries
    }
}

@MainActor
private func appendEntries<C: ToolbarContent>(of content: C, to entries: inout [ToolbarEntry]) {
    if let primitive = content as? any PrimitiveToolbarContent {
        primitive.appendEntries(to: &entries)
    } else {
        appendEntries(of: content.body, to: &entries)
    }
}

/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder @MainActor @preconcurrency
public enum ToolbarContentBuilder {
    /// Passes a single expression through unchanged.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Builds an expression within the builder.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Builds several pieces of toolbar content into one, in order.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> {
        TupleToolbarContent(parts: (repeat each content)) { entries in
            for part in repeat each content { entries += part.entries() }
        }
    }

    /// Provides support for “if” statements in multi-statement closures.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    /// Builds the content of the taken branch of an “if” statement.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent)
        -> ConditionalToolbarContent<TrueContent, FalseContent> {
        ConditionalToolbarContent(storage: .first(first))
    }

    /// Builds the content of the taken branch of an “else” statement.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent)
        -> ConditionalToolbarContent<TrueContent, FalseContent> {
        ConditionalToolbarContent(storage: .second(second))
    }
}

/// Several pieces of toolbar content, as a `@ToolbarContentBuilder` block lists them.
public struct TupleToolbarContent<T>: ToolbarContent, PrimitiveToolbarContent {
    let parts: T
    let append: @MainActor (inout [ToolbarEntry]) -> Void


    func appendEntries(to entries: inout [ToolbarEntry]) { append(&entries) }
}

/// One of two pieces of toolbar content, as an `if`/`else` in a builder chooses.
public struct ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }

    let storage: Storage


    func appendEntries(to entries: inout [ToolbarEntry]) {
        switch storage {
        case .first(let content): entries += content.entries()
        case .second(let content): entries += content.entries()
        }
    }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    func appendEntries(to entries: inout [ToolbarEntry]) {
        if let content = self { entries += content.entries() }
    }
}
