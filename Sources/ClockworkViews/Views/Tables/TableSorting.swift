@_spi(Machinery) import ClockworkCore
import Foundation

/// A table's sort order without its comparator's type: which way a column sorts the
/// table, and what a click on its title does.
///
/// A column sorts the table when its comparator, whatever its order, is the first of the
/// table's `sortOrder`. A click on a column's title flips that first comparator's order;
/// on another sortable column, puts that column's comparator first.
@MainActor
struct TableSorting {
    /// The order the column with this prototype comparator sorts the table in, if it is the
    /// first of the sort order.
    let direction: (any SortComparator) -> SortOrder?
    /// Puts the column with this prototype comparator first, or flips it if it is first.
    let choose: (any SortComparator) -> Void

    init<Sort: SortComparator>(_ sortOrder: Binding<[Sort]>) {
        direction = { prototype in
            guard let prototype = prototype as? Sort, let first = sortOrder.wrappedValue.first,
                  Self.isSameColumn(prototype, first) else { return nil }
            return first.order
        }
        choose = { prototype in
            guard let prototype = prototype as? Sort else { return }
            var order = sortOrder.wrappedValue
            if let first = order.first, Self.isSameColumn(prototype, first) {
                order[0].order = first.order == .forward ? .reverse : .forward
            } else {
                order.removeAll { Self.isSameColumn(prototype, $0) }
                order.insert(prototype, at: 0)
            }
            sortOrder.wrappedValue = order
        }
    }

    /// Whether two comparators are the same but for their order.
    private static func isSameColumn<Sort: SortComparator>(_ prototype: Sort, _ other: Sort) -> Bool {
        var other = other
        other.order = prototype.order
        return other == prototype
    }
}
