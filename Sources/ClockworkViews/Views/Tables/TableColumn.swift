@_spi(Machinery) import ClockworkCore
import Foundation

/// A column that displays a view for each row in a table.
///
/// A sortable column's key path is `Sendable`, as Foundation's `KeyPathComparator` asks on
/// Linux; a key path literal such as `\.name` is.
///
/// A column has a title, the view each row shows in it, and, when it sorts, the
/// comparator a click on its title puts at the front of the table's `sortOrder` (flipped
/// when it is there already). The table does not reorder its rows itself: sort your data
/// with that order, as SwiftUI asks.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View> {
    /// The row value the column shows.
    public typealias TableRowValue = RowValue
    /// The comparator the column sorts with, or `Never`.
    public typealias TableColumnSortComparator = Sort

    private var spec: TableColumnSpec<RowValue>

    init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        spec = TableColumnSpec(label: AnyView(label), width: .flexible, cell: { AnyView(content($0)) }, comparator: comparator)
    }

    /// Built-in column content has no body: it holds its column itself.
    public var tableColumnBody: Never { return fatalError("TableColumn is built-in column content and has no body") }

    func appendColumns(to columns: inout [TableColumnSpec<RowValue>]) { columns.append(spec) }

    /// Sets a fixed width for the column; `nil` lets it flex.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var column = self
        column.spec.width = TableColumnWidth(min: width.map(Double.init), ideal: width.map(Double.init), max: width.map(Double.init))
        return column
    }

    /// Sets a flexible width for the column: at least `min`, at most `max`, `ideal` when
    /// the table has room.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var column = self
        column.spec.width = TableColumnWidth(min: min.map(Double.init), ideal: ideal.map(Double.init), max: max.map(Double.init))
        return column
    }
}

extension TableColumn: TableColumnContent, PrimitiveTableColumnContent {}

// MARK: Columns that do not sort

extension TableColumn where Sort == Never, Label == Text {
    /// Creates an unsortable column that generates its label from a localized string key.
    public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }

    /// Creates an unsortable column that generates its label from a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: nil, content: content)
    }

    /// Creates an unsortable column with a text label.
    public nonisolated init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: nil, content: content)
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// Creates an unsortable column that displays a string property, with a label from a
    /// localized string key.
    public nonisolated init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(label: Text(titleKey), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates an unsortable column that displays a string property, with a label from a
    /// string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates an unsortable column that displays a string property, with a text label.
    public nonisolated init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(label: text, comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }
}

// MARK: Columns that sort

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// Creates a sortable column for the values of a property, with a label from a
    /// localized string key.
    public nonisolated init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value), content: content)
    }

    /// Creates a sortable column for the values of a property, with a label from a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V> & Sendable,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: KeyPathComparator(value), content: content)
    }

    /// Creates a sortable column for the values of a property, with a text label.
    public nonisolated init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: KeyPathComparator(value), content: content)
    }

    /// Creates a sortable column for a string property, compared with `comparator`, with a
    /// label from a localized string key.
    ///
    /// Foundation on Linux has one standard comparator, `.lexical`, which is the default.
    public nonisolated init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable,
                comparator: String.StandardComparator = .lexical, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }

    /// Creates a sortable column for a Boolean property (false before true), with a label
    /// from a localized string key.
    public nonisolated init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: FalseFirst()), content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// Creates a sortable column that displays a string property, with a label from a
    /// localized string key.
    public nonisolated init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator = .lexical) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator)) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates a sortable column that displays a string property, with a label from a
    /// string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator = .lexical) {
        self.init(label: Text(title), comparator: KeyPathComparator(value, comparator: comparator)) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates a sortable column that displays a string property, with a text label.
    public nonisolated init(_ text: Text, value: KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator = .lexical) {
        self.init(label: text, comparator: KeyPathComparator(value, comparator: comparator)) { Text(verbatim: $0[keyPath: value]) }
    }
}

extension TableColumn where Label == Text {
    /// Creates a sortable column with a prototype comparator of your own, with a label
    /// from a localized string key.
    public nonisolated init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: comparator, content: content)
    }
}

/// Orders `false` before `true`: Booleans are not `Comparable`.
private struct FalseFirst: SortComparator {
    var order = SortOrder.forward

    func compare(_ lhs: Bool, _ rhs: Bool) -> ComparisonResult {
        let result: ComparisonResult = lhs == rhs ? .orderedSame : lhs ? .orderedDescending : .orderedAscending
        guard order == .reverse else { return result }
        return result == .orderedAscending ? .orderedDescending : result == .orderedDescending ? .orderedAscending : .orderedSame
    }
}
