import ArgumentParser
import ClockworkCore
import ClockworkTerminal
import ClockworkTesting
import ClockworkViews
import Foundation
import Glibc

/// `text`: a preview drawn on a terminal's cells as the terminal target draws it, printed
/// where the cursor stands, so it stays in the scrollback.
struct PrintText: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text", abstract: "Print a preview as a terminal daemon draws it.")

    @Argument(help: "The preview, by name or FILE:LINE (default: the first).")
    var preview: String?

    @Option(help: "Columns and rows, COLUMNSxROWS (default: the terminal's, else 80x24).")
    var size: SizeArgument?

    @Flag(help: "Characters only, no colors.")
    var plain = false

    @Option(help: "The color scheme: dark or light.")
    var colorScheme = SchemeArgument.dark

    func run() throws {
        try MainActor.assumeIsolated {
            guard let record = try PreviewCatalog.select(preview.map { [$0] } ?? []).first else { return }
            var window = winsize()
            let tty = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0 && window.ws_col > 0
            let columns = size?.width ?? (tty ? Int(window.ws_col) : 80)
            let rows = size?.height ?? (tty ? max(Int(window.ws_row) - 1, 1) : 24)
            let scheme = colorScheme.schemes[0]
            let host = try TestHost(record.makeView().hostColorScheme(scheme),
                                    size: Size(width: Double(columns), height: Double(rows)))
            host.advance(by: .milliseconds(500))
            let colors: TerminalColors? = plain ? nil : .detect(environment: ProcessInfo.processInfo.environment)
            let lines = TerminalTarget.lines(of: host.graph.displayList(), columns: columns, rows: rows, colors: colors)
            print(String(decoding: lines, as: UTF8.self), terminator: "")
        }
    }
}
