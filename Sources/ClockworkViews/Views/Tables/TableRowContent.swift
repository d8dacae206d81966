@_spi(Machinery) import ClockworkCore

/// A type used to represent table rows.
///
/// `TableRow` and the rows `Table(_:)` makes from a collection are the rows a table
/// shows; a type of yours composes rows in its `tableRowBody`.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    /// The type of value represented by this table row content.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The type of content representing the body of this table row content.
    associatedtype TableRowBody: TableRowContent

    /// The composition of content that comprise the table row content.
    @TableRowBuilder<TableRowValue> var tableRowBody: TableRowBody { get }
}

extension Never: TableRowContent {
    /// A row that cannot exist has no body.
    public var tableRowBody: Never { return fatalError("Never has no table row body") }
}

// The built-in contents' `Never` bodies `return` their trap: with a `return` in it, the
// builder the requirement names is not applied to a body that cannot exist.

/// Row content that holds its values itself, rather than composing others in a body.
@MainActor
protocol PrimitiveTableRowContent<Value> {
    associatedtype Value: Identifiable
    /// Appends the values of the rows this content holds, in order.
    func appendValues(to values: inout [Value])
}

extension TableRowContent {
    /// The values of the rows `self` holds, in order.
    func rowValues() -> [TableRowValue] {
        if let primitive = self as? any PrimitiveTableRowContent<TableRowValue> {
            var values: [TableRowValue] = []
            primitive.appendValues(to: &values)
            return values
        }
        // A body's rows are the content's rows: `TableRowValue` defaults to the body's.
        return (tableRowBody.rowValues() as Any as? [TableRowValue]) ?? []
    }
}

/// A row that represents a data value in a table.
public struct TableRow<Value: Identifiable>: TableRowContent, PrimitiveTableRowContent {
    /// The value the row shows.
    public typealias TableRowValue = Value
    let value: Value

    /// Creates a table row for the given value.
    public init(_ value: Value) { self.value = value }

    /// Built-in row content has no body: it holds its value itself.
    public var tableRowBody: Never { return fatalError("TableRow is built-in row content and has no body") }

    func appendValues(to values: inout [Value]) { values.append(value) }
}

/// A type of table row content that creates table rows created by iterating over a
/// collection.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent, PrimitiveTableRowContent
where Data.Element: Identifiable {
    /// The collection's elements are the rows' values.
    public typealias TableRowValue = Data.Element
    let data: Data

    /// Built-in row content has no body: it holds its values itself.
    public var tableRowBody: Never { return fatalError("TableForEachContent is built-in row content and has no body") }

    func appendValues(to values: inout [Data.Element]) { values += data }
}

/// The rows a `TableRowBuilder` builds, in order.
public struct TableRowGroup<Value: Identifiable>: TableRowContent, PrimitiveTableRowContent {
    /// The value each row shows.
    public typealias TableRowValue = Value
    let values: [Value]

    /// Built-in row content has no body: it holds its values itself.
    public var tableRowBody: Never { return fatalError("TableRowGroup is built-in row content and has no body") }

    func appendValues(to values: inout [Value]) { values += self.values }
}

/// A result builder that creates table row content from closures.
@resultBuilder @MainActor @preconcurrency
public struct TableRowBuilder<Value: Identifiable> {
    /// Takes rows of the table's value type.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> TableRowGroup<Value>
    where Content.TableRowValue == Value {
        TableRowGroup(values: content.rowValues())
    }

    /// Creates rows from the rows of a closure, in order.
    public static func buildBlock(_ rows: TableRowGroup<Value>...) -> TableRowGroup<Value> {
        TableRowGroup(values: rows.flatMap(\.values))
    }

    /// Produces rows for a `for` loop.
    public static func buildArray(_ rows: [TableRowGroup<Value>]) -> TableRowGroup<Value> {
        TableRowGroup(values: rows.flatMap(\.values))
    }

    /// Produces optional rows that show only when the condition is true.
    public static func buildOptional(_ rows: TableRowGroup<Value>?) -> TableRowGroup<Value> { rows ?? TableRowGroup(values: []) }

    /// Produces rows for the first branch of a conditional statement.
    public static func buildEither(first rows: TableRowGroup<Value>) -> TableRowGroup<Value> { rows }

    /// Produces rows for the second branch of a conditional statement.
    public static func buildEither(second rows: TableRowGroup<Value>) -> TableRowGroup<Value> { rows }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    /// The value of the rows each element makes.
    public typealias TableRowValue = Content.TableRowValue

    /// Built-in row content has no body: it makes its rows itself.
    public var tableRowBody: Never { return fatalError("ForEach is built-in row content and has no body") }
}

extension ForEach: PrimitiveTableRowContent where Content: TableRowContent {
    func appendValues(to values: inout [Content.TableRowValue]) {
        for element in data { values += content(element).rowValues() }
    }
}

extension ForEach where Content: TableRowContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates an instance that uniquely identifies and creates table rows across updates
    /// based on the identity of the underlying data.
    public nonisolated init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content) where V == Content.TableRowValue {
        self.init(data: data, identify: { $0.id }, content: content)
    }
}
