import CLinux
import Glibc

/// The size of the terminal window a file descriptor writes to.
public enum TerminalWindow {
    /// Columns and rows of the terminal on `fd`, or `nil` if `fd` is not a terminal.
    public static func size(of fd: Int32) -> (columns: Int, rows: Int)? {
        var columns: UInt16 = 0
        var rows: UInt16 = 0
        guard clinux_window_size(fd, &columns, &rows) == 0, columns > 0, rows > 0 else { return nil }
        return (Int(columns), Int(rows))
    }

    /// Whether `fd` is a terminal.
    public static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }
}
