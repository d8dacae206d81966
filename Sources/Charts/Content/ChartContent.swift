import ClockworkCore

/// A type that represents the content you draw on a chart: marks, `ForEach` over data,
/// and chart content of your own built from them.
///
/// ```swift
/// struct Limit: ChartContent {
///     var celsius: Double
///     var body: some ChartContent {
///         RuleMark(y: .value("Limit", celsius)).foregroundStyle(.red)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ChartContent {
    /// The type of chart content representing the body of this content.
    associatedtype Body: ChartContent

    /// The content and behavior of the chart content.
    @ChartContentBuilder var body: Body { get }

    /// Adds the marks this content makes to `marks`. Built-in content adds its own;
    /// yours adds its body's.
    func _collect(into marks: inout _ChartMarks)
}

extension ChartContent {
    /// Adds the marks of the content's body.
    public func _collect(into marks: inout _ChartMarks) {
        body._collect(into: &marks)
    }
}

extension ChartContent where Body == Never {
    /// Built-in chart content has no body: it makes its marks itself.
    public var body: Never {
        fatalError("\(Self.self) is built-in chart content and has no body")
    }
}

extension Never: ChartContent {}

/// A result builder that constructs chart content from closures: any number of marks,
/// `ForEach`, `if`/`else`, optionals and `switch`.
@MainActor
@resultBuilder
public enum ChartContentBuilder {
    /// Passes a single content expression through.
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }

    /// An empty block: no marks.
    public static func buildBlock() -> BuilderEmpty { BuilderEmpty() }

    /// A block of one content.
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }

    /// A block of several contents, drawn in order.
    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> TupleChartContent<repeat each Content> {
        TupleChartContent(repeat each content)
    }

    /// An `if` without `else`.
    public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }

    /// The `if` branch (or a `switch` case) of a conditional.
    public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(
        first: TrueContent
    ) -> BuilderConditional<TrueContent, FalseContent> {
        BuilderConditional(storage: .trueContent(first))
    }

    /// The `else` branch (or a later `switch` case) of a conditional.
    public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(
        second: FalseContent
    ) -> BuilderConditional<TrueContent, FalseContent> {
        BuilderConditional(storage: .falseContent(second))
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> Content { content }
}
