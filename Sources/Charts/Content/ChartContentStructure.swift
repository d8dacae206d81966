import ClockworkCore
import ClockworkViews

/// The content of an empty chart content block: no marks.
public struct BuilderEmpty: ChartContent {
    public typealias Body = Never
    /// Adds nothing.
    public func _collect(into marks: inout _ChartMarks) {}
}

/// Several chart contents built by a ``ChartContentBuilder`` block, drawn in order.
public struct TupleChartContent<each Content: ChartContent>: ChartContent {
    public typealias Body = Never
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    /// Adds each content's marks, in order.
    public func _collect(into marks: inout _ChartMarks) {
        repeat (each content)._collect(into: &marks)
    }
}

/// One of two chart contents, as an `if`/`else` or a `switch` chose it.
public struct BuilderConditional<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// Adds the chosen content's marks.
    public func _collect(into marks: inout _ChartMarks) {
        switch storage {
        case .trueContent(let content): content._collect(into: &marks)
        case .falseContent(let content): content._collect(into: &marks)
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    public typealias Body = Never

    /// Adds the wrapped content's marks, if there is any.
    public func _collect(into marks: inout _ChartMarks) {
        if let self { self._collect(into: &marks) }
    }
}

/// Chart content whose type is erased: what a function returns when its branches make
/// different content.
public struct AnyChartContent: ChartContent {
    public typealias Body = Never
    private let collect: @MainActor (inout _ChartMarks) -> Void

    /// Erases the type of `content`.
    public init(_ content: any ChartContent) {
        collect = { content._collect(into: &$0) }
    }

    /// Erases the type of `content`.
    public init(erasing content: some ChartContent) {
        collect = { content._collect(into: &$0) }
    }

    /// Adds the erased content's marks.
    public func _collect(into marks: inout _ChartMarks) {
        collect(&marks)
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    public typealias Body = Never

    /// Creates chart content from a collection whose elements are identified by the key
    /// path `id`: the marks `content` makes for each element.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0[keyPath: id] }, content: content)
    }

    /// Adds the marks of each element's content, in the data's order. In an animated
    /// update each mark keeps its element's id, so the marks that stay move.
    public func _collect(into marks: inout _ChartMarks) {
        guard marks.recordsIdentity else {
            for element in data { content(element)._collect(into: &marks) }
            return
        }
        let outer = marks.elementID
        defer { marks.elementID = outer }
        for element in data {
            marks.elementID = AnyHashable(identify(element))
            content(element)._collect(into: &marks)
        }
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates chart content from a collection of identifiable elements.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0.id }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Creates chart content over a constant range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, identify: { $0 }, content: content)
    }
}
