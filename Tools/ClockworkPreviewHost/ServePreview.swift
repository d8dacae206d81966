import ArgumentParser
import ClockworkCore
import ClockworkDaemon
import ClockworkLoop
import ClockworkPixels
import ClockworkTesting
import ClockworkVNC
import ClockworkViews
import Foundation

/// `serve`: one preview run as a daemon — on this terminal, or drawn in pixels and shown
/// in a VNC view — until it is stopped (SIGTERM, SIGINT); or, with `--message`, why it
/// cannot be shown, in its place. Its `@Previewable @State`
/// values are read from `--state` when it starts and written there when it stops, so the
/// next build of the preview starts where this one was left.
struct ServePreview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Run a preview as a daemon: on this terminal, or in a VNC view.")

    @Argument(help: "The preview, by name or FILE:LINE (default: the first).")
    var preview: String?

    @Option(help: "Draw in pixels and serve a VNC view at HOST:PORT (127.0.0.1:5900) instead of drawing on this terminal.")
    var vnc: String?

    @Option(help: "With --vnc: the screen's size in pixels, WIDTHxHEIGHT (default: what the preview's traits give on 800x480).")
    var size: SizeArgument?

    @Option(help: "With --vnc: lay the views out in points (one pixel each) or in a terminal's cells (10x20 pixels each).")
    var layout = LayoutArgument.points

    @Option(help: "The file the @Previewable state is read from at start and written to at the end.")
    var state: String?

    @Option(help: "The daemon's name: its input socket's, for the clockwork tool (--socket).")
    var name = "clockwork-preview"

    @Option(help: "The color scheme: dark or light.")
    var colorScheme = SchemeArgument.dark

    @Option(help: "Show this file's text in the preview's place (why it cannot be shown: a build's errors, a trap), titled by its first line.")
    var message: String?

    func run() throws {
        let status = try MainActor.assumeIsolated { () throws -> Int32 in
            let record = try message.map(Self.messageRecord) ?? PreviewCatalog.select(preview.map { [$0] } ?? []).first
            guard let record else { return 0 }
            if let state, let saved = FileManager.default.contents(atPath: state) { PreviewableState.restore(saved) }
            let scheme = colorScheme.schemes[0]
            var configuration = DaemonConfiguration(name: name)
            configuration.logLevel = .warning
            if let vnc {
                let frame = size.map { Size(width: Double($0.width), height: Double($0.height)) }
                    ?? record.frame(on: Size(width: 800, height: 480)) ?? Size(width: 800, height: 480)
                let screen = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid()).fb").path
                var options = FramebufferOptions(path: screen, size: (Int(frame.width.rounded(.up)), Int(frame.height.rounded(.up))))
                // The screen in the scheme the preview is shown in: its own, if it prefers
                // one (found by mounting it once in a test host: a pixel screen's theme is fixed).
                options.theme = .of(message == nil ? try TestHost.colorScheme(of: record, hostedIn: scheme) : scheme)
                options.layout = layout.framebufferLayout
                configuration.target = .framebuffer(options)
                configuration.inputSources = [.vnc(VNCOptions(endpoint: try TCPEndpoint(parsing: vnc), desktopName: record.displayName))]
                defer { try? FileManager.default.removeItem(atPath: screen) }
                return run(record, scheme: scheme, configuration: configuration)
            }
            configuration.target = .terminal
            return run(record, scheme: scheme, configuration: configuration)
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// A record whose view is the message in `file`: its first line the title, the rest the text.
    @MainActor
    private static func messageRecord(_ file: String) throws -> PreviewRecord {
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let title = lines.first.map(String.init) ?? "The preview cannot be shown"
        let text = lines.count > 1 ? String(lines[1]) : ""
        return PreviewRecord(name: title, fileID: "ClockworkPreviewHost/PreviewMessage.swift", line: 1, traits: []) {
            AnyView(PreviewMessage(title: title, text: text))
        }
    }

    @MainActor
    private func run(_ record: PreviewRecord, scheme: ColorScheme, configuration: DaemonConfiguration) -> Int32 {
        let status = Daemon.run(record.makeView().hostColorScheme(scheme), configuration: configuration)
        if let state, message == nil {
            do {
                try PreviewableState.saved().write(to: URL(fileURLWithPath: state))
            } catch {
                FileHandle.standardError.write(Data("the preview's state could not be saved at \(state): \(error)\n".utf8))
            }
        }
        return status
    }
}
