import ClockworkCore
import ClockworkLoop
import Glibc

/// A render target on a terminal: ANSI output to a TTY in its alternate screen, the
/// cursor hidden, writing only the cells that changed since the last frame.
///
/// Output never blocks the loop (`FrameWriter`): while a terminal is not taking what was
/// written (scrolled back, suspended with Ctrl-S, a stuck multiplexer), frames are
/// skipped, and once it drains ``onMissedFrames`` asks for a frame, which brings the whole
/// screen up to date. ``close()`` restores the screen and the cursor; a host closes its
/// target when it stops, also on SIGINT and SIGTERM. After a window resize (SIGWINCH) call
/// ``resize()``: the size is read again and the next frame is drawn in full.
///
/// Views are laid out in its cells, or, given ``TerminalUnits/points(cell:)``, in points
/// shown in its cells, so that code written for a screen keeps its proportions.
@MainActor
public final class TerminalTarget: RenderTarget {
    private let fd: Int32
    private let output: FrameWriter
    private let colors: TerminalColors
    private var shown: CellGrid?
    /// What views are laid out in.
    public let units: TerminalUnits
    /// The window's columns and rows.
    private var cells: Size
    /// The surface in the target's units: its cells, or the points they stand for.
    public var size: Size {
        Size(width: cells.width * units.cell.width, height: cells.height * units.cell.height)
    }
    private var isOpen = true
    /// Bytes written by the last ``present(_:damage:)``.
    public private(set) var lastFrameBytes = 0
    /// Whether a frame was skipped while the terminal was not taking output.
    private var missedFrame = false
    /// Frames skipped so far because the terminal was not taking output.
    public private(set) var framesSkipped = 0
    /// Called when the terminal has taken all output again after frames were skipped:
    /// ask the host for a frame (`GraphHost.redraw()`).
    public var onMissedFrames: (() -> Void)?

    /// Takes over the terminal on `fd` (standard output by default), of the window's size
    /// unless `size` is given in columns and rows (80 × 24 when `fd` is not a terminal),
    /// writing through `loop` without blocking it; views are laid out in `units`.
    public init(fileDescriptor fd: Int32 = STDOUT_FILENO, colors: TerminalColors? = nil, size: Size? = nil,
                units: TerminalUnits = .cells, loop: EventLoop) {
        self.fd = fd
        self.units = units
        output = FrameWriter(fd: fd, loop: loop)
        var environment: [String: String] = [:]
        if let colorTerm = getenv("COLORTERM") { environment["COLORTERM"] = String(cString: colorTerm) }
        self.colors = colors ?? .detect(environment: environment)
        let window = TerminalWindow.size(of: fd)
        cells = size ?? Size(width: Double(window?.columns ?? 80), height: Double(window?.rows ?? 24))
        // Alternate screen, hidden cursor, cleared.
        emit(Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J".utf8))
        output.onDrained = { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.missedFrame else { return }
                self.onMissedFrames?()
            }
        }
    }

    /// Draws `list`: inside `damage` only, when the screen shows the previous frame at
    /// this size; else the whole frame, writing the cells that differ from what is shown.
    public func present(_ list: DisplayList, damage: Damage) {
        guard isOpen else { return }
        guard !output.isBacklogged else {
            missedFrame = true
            framesSkipped += 1
            return
        }
        let bytes: [UInt8]
        let width = Int(cells.width), height = Int(cells.height)
        // After a skipped frame, `damage` no longer covers every change since `shown`. In
        // points the whole list is drawn again on cells and only the cells that differ
        // are written.
        if units == .cells, !damage.isFull, !missedFrame, let grid = shown, grid.width == width, grid.height == height {
            // Mutated in place: `shown` holds the only reference to its cells.
            bytes = shown!.redraw(list, in: damage.rects, colors: colors)
        } else {
            let grid = CellGrid.drawn(list, width: width, height: height, units: units)
            bytes = grid.encode(from: shown, colors: colors)
            shown = grid
        }
        missedFrame = false
        lastFrameBytes = bytes.count
        emit(bytes)
    }

    /// Reads the window size again; the next frame redraws everything.
    public func resize() {
        if let window = TerminalWindow.size(of: fd) {
            cells = Size(width: Double(window.columns), height: Double(window.rows))
        }
        shown = nil
        emit(Array("\u{1B}[2J".utf8))
    }

    public func close() {
        guard isOpen else { return }
        isOpen = false
        // Style reset, cursor shown, main screen back; a terminal that takes nothing for
        // a second is left as it is rather than holding up the daemon's exit.
        emit(Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8))
        output.close(waitingAtMost: .seconds(1))
    }

    /// Text in cells, counted in the target's units.
    public var textMeasure: any TextMeasure {
        switch units {
        case .cells: CellTextMeasure()
        case .points(let cell): PointCellTextMeasure(cell: cell)
        }
    }

    /// Cells, or SwiftUI's lengths in points with controls a cell of points each.
    public var layoutMetrics: LayoutMetrics {
        switch units {
        case .cells: .cells
        case .points(let cell): .points(cell: cell)
        }
    }

    private func emit(_ bytes: [UInt8]) {
        output.append(bytes)
    }
}
