import ClockworkCore
import ClockworkLoop
import Glibc

extension RenderTargetFactory {
    /// The terminal on standard output: drawn without ever blocking the loop, redrawn in
    /// full after the window is resized (SIGWINCH) and after frames were skipped while the
    /// terminal was not taking output. Views are laid out in cells, or in points when the
    /// environment says `CLOCKWORK_TERMINAL_UNITS=points` (see ``TerminalUnits``).
    public static var terminal: RenderTargetFactory {
        let units = getenv("CLOCKWORK_TERMINAL_UNITS").map { ["CLOCKWORK_TERMINAL_UNITS": String(cString: $0)] } ?? [:]
        return terminal(units: .from(environment: units))
    }

    /// The terminal on standard output, views laid out in `units`: `.standardPoints` shows
    /// SwiftUI code written for a screen in proportion.
    public static func terminal(units: TerminalUnits) -> RenderTargetFactory {
        RenderTargetFactory(drawsOnTerminal: true) { host in
            let terminal = TerminalTarget(units: units, loop: host.loop)
            terminal.onMissedFrames = { [weak host] in host?.redraw() }
            let resize = SignalWatcher(loop: host.loop, signal: SIGWINCH) { [weak host] in
                terminal.resize()
                host?.redraw()
            }
            resize.start()
            host.loop.onStop { resize.stop() }
            return terminal
        }
    }
}
