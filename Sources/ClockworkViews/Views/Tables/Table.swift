@_spi(Machinery) import ClockworkCore
import Foundation

/// A container that presents rows of data arranged in one or more columns, optionally
/// providing the ability to select one or more members.
///
/// The columns' titles head the table; a sortable column's title is a button that puts
/// its comparator first in `sortOrder` (or flips it), marked with a chevron while it sorts
/// the table. Below them the rows, one per value, scroll and are chosen as a list's are: a
/// tap on a row's text, the socket's `select`, the arrows while the table has focus. The
/// table shows its rows in the order it is given them: sort them when `sortOrder` changes.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let rows: Rows
    let columns: Columns
    let selection: TableSelection<Value.ID>?
    let sorting: TableSorting?

    init(rows: Rows, columns: Columns, selection: TableSelection<Value.ID>?, sorting: TableSorting?) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
        self.sorting = sorting
    }

    @ViewBuilder @MainActor public var body: some View {
        let columns = columns.columns()
        VStack(alignment: .leading, spacing: 0) {
            TableHeader(columns: columns.map { ($0.label, $0.width, $0.comparator) }, sorting: sorting)
            Divider()
            TableRows(values: rows.rowValues(), columns: columns, selection: selection)
        }
    }
}

extension Table: View {}

/// What a table's selection binds: one row's id, or a set of them.
enum TableSelection<ID: Hashable> {
    case single(Binding<ID?>)
    case multiple(Binding<Set<ID>>)
}

// MARK: A table of a collection

extension Table {
    /// Creates a table that computes its rows based on a collection of identifiable data.
    @MainActor public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil, sorting: nil)
    }

    /// Creates a table that computes its rows based on a collection of identifiable data,
    /// and that supports selecting zero or one row.
    @MainActor public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection), sorting: nil)
    }

    /// Creates a table that computes its rows based on a collection of identifiable data,
    /// and that supports selecting multiple rows.
    @MainActor public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection), sorting: nil)
    }

    /// Creates a sortable table that computes its rows based on a collection of
    /// identifiable data.
    @MainActor public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// Creates a sortable table that computes its rows based on a collection of
    /// identifiable data, and that supports selecting zero or one row.
    @MainActor public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection), sorting: TableSorting(sortOrder))
    }

    /// Creates a sortable table that computes its rows based on a collection of
    /// identifiable data, and that supports selecting multiple rows.
    @MainActor public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection), sorting: TableSorting(sortOrder))
    }
}

// MARK: A table of rows you write

extension Table {
    /// Creates a table with the given columns and rows that generates its contents using
    /// values of the given type.
    @MainActor public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: nil)
    }

    /// Creates a table with the given columns and rows that supports selecting zero or one
    /// row.
    @MainActor public init(of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sorting: nil)
    }

    /// Creates a table with the given columns and rows that supports selecting multiple
    /// rows.
    @MainActor public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sorting: nil)
    }

    /// Creates a sortable table with the given columns and rows.
    @MainActor public init<Sort: SortComparator>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// Creates a sortable table with the given columns and rows that supports selecting
    /// multiple rows.
    @MainActor public init<Sort: SortComparator>(selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sorting: TableSorting(sortOrder))
    }
}
