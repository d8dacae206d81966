import ClockworkCore
import ClockworkLoop
import Glibc

extension RenderTargetFactory {
    /// The terminal on standard output: drawn without ever blocking the loop, redrawn in
    /// full after the window is resized (SIGWINCH) and after frames were skipped while the
    /// terminal was not taking output.
    public static var terminal: RenderTargetFactory {
        RenderTargetFactory(drawsOnTerminal: true) { host in
            let terminal = TerminalTarget(loop: host.loop)
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
