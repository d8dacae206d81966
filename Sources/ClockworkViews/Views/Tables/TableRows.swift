@_spi(Machinery) import ClockworkCore

/// A table's rows, under its titles: laid out, scrolled and chosen as a list's rows are,
/// each its value's cells in the table's columns.
struct TableRows<Value: Identifiable> {
    let values: [Value]
    let columns: [TableColumnSpec<Value>]
    let selection: TableSelection<Value.ID>?

    /// A row per value, tagged with its value's id, flush with the titles.
    var rows: some View {
        ForEach(values) { value in
            TableCells(value: value, columns: columns).listRowInsets(EdgeInsets())
        }
    }

    @MainActor package func makeContent() -> NodeContent {
        guard selection != nil else { return RowsContent(self, kind: "Table") { $0.rows } }
        return SelectableRowsContent(self, kind: "Table", content: { $0.rows }) { rows in
            switch rows.selection {
            case .single(let binding): .single(binding)
            case .multiple(let binding): .multiple(binding)
            case nil: .multiple(.constant([]))
            }
        }
    }
}

extension TableRows: View, BuiltinView {}
