@_spi(Machinery) import ClockworkCore
import Foundation

/// A type used to represent columns within a table.
///
/// `TableColumn` is the column a table shows; a type of yours composes columns in its
/// `tableColumnBody`, as a view composes views.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value of rows presented by this column content.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    /// The type of sort comparator associated with this table column content.
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    /// The type of content representing the body of this table column content.
    associatedtype TableColumnBody: TableColumnContent

    /// The composition of content that comprise the table column content.
    @TableColumnBuilder<TableRowValue, TableColumnSortComparator> var tableColumnBody: TableColumnBody { get }
}

extension Never: TableColumnContent {
    /// The row value of a column that cannot exist.
    public typealias TableRowValue = Never
    /// The comparator of a column that cannot exist.
    public typealias TableColumnSortComparator = Never
    /// A column that cannot exist has no body.
    public var tableColumnBody: Never { return fatalError("Never has no table column body") }
}

// The built-in contents' `Never` bodies `return` their trap: with a `return` in it, the
// builder the requirement names is not applied to a body that cannot exist.

/// Column content that holds its columns itself, rather than composing others in a body.
@MainActor
protocol PrimitiveTableColumnContent<RowValue> {
    associatedtype RowValue: Identifiable
    /// Appends the columns this content holds, in order.
    func appendColumns(to columns: inout [TableColumnSpec<RowValue>])
}

extension TableColumnContent {
    /// The columns `self` holds, in order: its own when primitive, else its body's.
    func columns() -> [TableColumnSpec<TableRowValue>] {
        var columns: [TableColumnSpec<TableRowValue>] = []
        appendColumns(of: self, to: &columns)
        return columns
    }
}

@MainActor
private func appendColumns<C: TableColumnContent>(of content: C, to columns: inout [TableColumnSpec<C.TableRowValue>]) {
    if let primitive = content as? any PrimitiveTableColumnContent<C.TableRowValue> {
        primitive.appendColumns(to: &columns)
    } else {
        var composed: [TableColumnSpec<C.TableColumnBody.TableRowValue>] = []
        appendColumns(of: content.tableColumnBody, to: &composed)
        // A body's rows are the content's rows: `TableRowValue` defaults to the body's.
        columns += (composed as Any as? [TableColumnSpec<C.TableRowValue>]) ?? []
    }
}

/// One column of a table, as the table lays it out: its title, how wide it may be, what
/// each row shows in it, and the comparator a click on its title puts first.
struct TableColumnSpec<RowValue> {
    let label: AnyView
    var width: TableColumnWidth
    let cell: (RowValue) -> AnyView
    /// The column's prototype comparator, when the column sorts.
    let comparator: (any SortComparator)?
}

/// How wide a column may be: a fixed width, or a range it flexes in.
struct TableColumnWidth: Equatable {
    var min: Double?
    var ideal: Double?
    var max: Double?

    static let flexible = TableColumnWidth()
}

/// The columns a `TableColumnBuilder` builds, in order.
public struct TableColumnGroup<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent, PrimitiveTableColumnContent {
    /// The row value of the columns.
    public typealias TableRowValue = RowValue
    /// The comparator the columns sort with.
    public typealias TableColumnSortComparator = Sort
    let built: [TableColumnSpec<RowValue>]

    /// Built-in column content has no body: it holds its columns itself.
    public var tableColumnBody: Never { return fatalError("TableColumnGroup is built-in column content and has no body") }

    func appendColumns(to columns: inout [TableColumnSpec<RowValue>]) { columns += built }
}

/// A result builder that creates table column content from closures.
///
/// Columns that sort with the table's `Sort` and columns that do not sort mix freely.
@resultBuilder @MainActor @preconcurrency
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// Takes a column that sorts with the table's comparator.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> TableColumnGroup<RowValue, Sort>
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        TableColumnGroup(built: column.columns())
    }

    /// Takes a column that does not sort.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> TableColumnGroup<RowValue, Sort>
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never {
        TableColumnGroup(built: column.columns())
    }

    /// Creates a column result from the columns of a closure, in order.
    public static func buildBlock(_ columns: TableColumnGroup<RowValue, Sort>...) -> TableColumnGroup<RowValue, Sort> {
        TableColumnGroup(built: columns.flatMap(\.built))
    }

    /// Produces optional columns for conditional statements in multi-statement closures
    /// that’s only visible when the condition evaluates to true.
    public static func buildOptional(_ columns: TableColumnGroup<RowValue, Sort>?) -> TableColumnGroup<RowValue, Sort> {
        columns ?? TableColumnGroup(built: [])
    }

    /// Produces columns for the first branch of a conditional statement.
    public static func buildEither(first columns: TableColumnGroup<RowValue, Sort>) -> TableColumnGroup<RowValue, Sort> { columns }

    /// Produces columns for the second branch of a conditional statement.
    public static func buildEither(second columns: TableColumnGroup<RowValue, Sort>) -> TableColumnGroup<RowValue, Sort> { columns }

    /// Produces columns that are only available under availability conditions.
    public static func buildLimitedAvailability(_ columns: TableColumnGroup<RowValue, Sort>) -> TableColumnGroup<RowValue, Sort> {
        columns
    }
}
