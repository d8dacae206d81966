import ClockworkCore

extension TerminalTarget {
    /// `list` drawn on `columns` × `rows` cells as a terminal target draws it, as lines of
    /// text to print where the cursor stands (styled for `colors`, or plain without): a
    /// picture that stays in the scrollback, as `clockwork preview` prints one. `units`
    /// are what the list was laid out in.
    public static func lines(of list: DisplayList, columns: Int, rows: Int, units: TerminalUnits = .cells,
                             colors: TerminalColors?) -> [UInt8] {
        CellGrid.drawn(list, width: columns, height: rows, units: units).lines(colors: colors)
    }
}
