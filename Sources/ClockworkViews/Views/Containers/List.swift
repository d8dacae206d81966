@_spi(Machinery) import ClockworkCore

/// A container that presents rows of data arranged in a single column, optionally
/// providing the ability to select one or more members.
///
/// Rows are the views its content builds (a `ForEach` gives one per element), inset one
/// unit. The list takes the space it is offered. With a selection, a row stands for its
/// `.tag` (or its id in a `ForEach`); choosing it (`select`, a tap on its text, a click,
/// the arrows while the list has focus) selects it, drawn on the tint.
public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content
    let selection: SelectableRowsContent<List, Content, SelectionValue>.Selection?

    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
        selection = nil
    }

    /// Creates a list with the given content that supports selecting a single row.
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = .single(selection)
    }

    /// Creates a list with the given content that supports selecting multiple rows.
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = .multiple(selection)
    }

    @MainActor package func makeContent() -> NodeContent {
        guard selection != nil else { return RowsContent(self, kind: "List") { $0.content } }
        return SelectableRowsContent(self, kind: "List", content: { $0.content }) { $0.selection ?? .multiple(.constant([])) }
    }
}

extension List: View, BuiltinView {}

extension List {
    /// Creates a list that computes its rows on demand from identifiable data.
    public nonisolated init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where SelectionValue == Never, Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// Creates a list that identifies its rows by the key path `id`.
    public nonisolated init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list over a constant range of integers.
    public nonisolated init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where SelectionValue == Never, Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }

    /// Creates a list over a binding to a collection of identifiable data: each row gets a
    /// binding to its element.
    public nonisolated init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
        C.Element: Identifiable, C.Index: Hashable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// Creates a list over a binding to a collection whose elements `id` tells apart: each
    /// row gets a binding to its element.
    public nonisolated init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>, C.Index: Hashable {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list of identifiable data that supports selecting a single row.
    public nonisolated init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list of identifiable data that supports selecting multiple rows.
    public nonisolated init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list that identifies its rows by the key path `id` and supports selecting
    /// a single row.
    public nonisolated init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list that identifies its rows by the key path `id` and supports selecting
    /// multiple rows.
    public nonisolated init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}
