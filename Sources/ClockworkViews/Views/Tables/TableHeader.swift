@_spi(Machinery) import ClockworkCore
import Foundation

/// A table's row of column titles: each in its column's width, in the secondary colour;
/// a sortable column's title is a button, with a chevron while its column sorts the table.
struct TableHeader {
    let columns: [(label: AnyView, width: TableColumnWidth, comparator: (any SortComparator)?)]
    let sorting: TableSorting?

    /// The room between two columns, in layout units.
    static let columnSpacing: CGFloat = 1

    @MainActor var body: some View {
        HStack(spacing: Self.columnSpacing) {
            ForEach(columns.indices, id: \.self) { index in
                title(columns[index]).tableColumnFrame(columns[index].width)
            }
        }
        .font(.headline)
        .foregroundStyle(.secondary)
    }

    @ViewBuilder
    @MainActor private func title(_ column: (label: AnyView, width: TableColumnWidth, comparator: (any SortComparator)?)) -> some View {
        if let sorting, let comparator = column.comparator {
            Button { sorting.choose(comparator) } label: {
                HStack(spacing: 0) {
                    column.label
                    if let direction = sorting.direction(comparator) {
                        Image(systemName: direction == .forward ? "chevron.up" : "chevron.down")
                    }
                }
            }
            .buttonStyle(.plain)
        } else {
            column.label
        }
    }
}

extension TableHeader: View {}

/// One row of a table: its value's cell in each column, in the column's width.
struct TableCells<Value> {
    let value: Value
    let columns: [TableColumnSpec<Value>]

    @MainActor var body: some View {
        HStack(spacing: TableHeader.columnSpacing) {
            ForEach(columns.indices, id: \.self) { index in
                columns[index].cell(value).tableColumnFrame(columns[index].width)
            }
        }
    }
}

extension TableCells: View {}

extension View {
    /// Places a title or a cell in its column's width, leading-aligned: a fixed column is
    /// as wide as it says; a flexible one shares the table's width with the others.
    nonisolated func tableColumnFrame(_ width: TableColumnWidth) -> some View {
        modifier(FrameModifier(minWidth: width.min ?? 0, idealWidth: width.ideal, maxWidth: width.max ?? .infinity,
                               minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .leading))
    }
}
