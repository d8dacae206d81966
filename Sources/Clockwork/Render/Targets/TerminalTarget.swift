import ClockworkLoop
import Glibc

/// A render target on a terminal: ANSI output to a TTY in its alternate screen, the
/// cursor hidden, writing only the cells that changed since the last frame.
///
/// ``close()`` restores the screen and the cursor; a host closes its target when it
/// stops, also on SIGINT and SIGTERM. After a window resize (SIGWINCH) call ``resize()``:
/// the size is read again and the next frame is drawn in full.
@MainActor
public final class TerminalTarget: RenderTarget {
    private let fd: Int32
    private let colors: TerminalColors
    private var shown: CellGrid?
    public private(set) var size: Size
    private var isOpen = true
    /// Bytes written by the last ``present(_:damage:)``.
    public private(set) var lastFrameBytes = 0

    /// Takes over the terminal on `fd` (standard output by default), of the window's size
    /// unless `size` is given (80 × 24 when `fd` is not a terminal).
    public init(fileDescriptor fd: Int32 = STDOUT_FILENO, colors: TerminalColors? = nil, size: Size? = nil) {
        self.fd = fd
        var environment: [String: String] = [:]
        if let colorTerm = getenv("COLORTERM") { environment["COLORTERM"] = String(cString: colorTerm) }
        self.colors = colors ?? .detect(environment: environment)
        let window = TerminalWindow.size(of: fd)
        self.size = size ?? Size(width: Double(window?.columns ?? 80), height: Double(window?.rows ?? 24))
        // Alternate screen, hidden cursor, cleared.
        emit(Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J".utf8))
    }

    /// Draws `list`: inside `damage` only, when the screen shows the previous frame at
    /// this size; else the whole frame, writing the cells that differ from what is shown.
    public func present(_ list: DisplayList, damage: Damage) {
        guard isOpen else { return }
        let bytes: [UInt8]
        if !damage.isFull, let grid = shown, grid.width == Int(size.width), grid.height == Int(size.height) {
            // Mutated in place: `shown` holds the only reference to its cells.
            bytes = shown!.redraw(list, in: damage.rects, colors: colors)
        } else {
            var grid = CellGrid(width: Int(size.width), height: Int(size.height))
            grid.draw(list)
            bytes = grid.encode(from: shown, colors: colors)
            shown = grid
        }
        lastFrameBytes = bytes.count
        emit(bytes)
    }

    /// Reads the window size again; the next frame redraws everything.
    public func resize() {
        if let window = TerminalWindow.size(of: fd) {
            size = Size(width: Double(window.columns), height: Double(window.rows))
        }
        shown = nil
        emit(Array("\u{1B}[2J".utf8))
    }

    public func close() {
        guard isOpen else { return }
        isOpen = false
        // Style reset, cursor shown, main screen back.
        emit(Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8))
    }

    private func emit(_ bytes: [UInt8]) {
        writeAll(bytes, to: fd)
    }
}
