import ClockworkCore
import Glibc

extension InputSourceFactory {
    /// Keys typed into the terminal on standard input (``TerminalKeySource``); nothing
    /// when standard input is not a terminal, or when the daemon runs in the background
    /// of a shell (`panel &`: reading the terminal, or setting its modes, would stop it). A
    /// daemon drawing on its terminal adds it unless its configuration's
    /// `readsTerminalKeys` is off.
    public static var terminalKeys: InputSourceFactory {
        InputSourceFactory { host in
            guard isatty(STDIN_FILENO) == 1, tcgetpgrp(STDIN_FILENO) == getpgrp() else { return nil }
            let source = TerminalKeySource(host: host)
            host.loop.onStop { MainActor.assumeIsolated { source.close() } }
            return source
        }
    }
}
