import ArgumentParser
import Foundation
import Synchronization

/// `clockwork preview`: a package's `#Preview`s (and `PreviewProvider`s), built into a
/// host program and listed, printed on this terminal, drawn as PNG files or served in a
/// VNC view; with `--watch`, built and shown again on every save.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show a package's previews: list them, print one here, draw them as PNG files, or serve one in a VNC view; --watch redraws on every save.",
        discussion: """
            The previews are found in the targets' sources and built (a debug build, incremental) into a host \
            program beside the package, in .build/clockwork-preview. Name a preview by its name or by FILE:LINE.
            """)

    @Argument(help: "The preview: its name, or FILE:LINE of its #Preview (default: the first; with --png or --list, all).")
    var preview: String?

    @Option(help: "The package's folder (default: the package the current folder is in).")
    var packagePath: String?

    @Option(name: .customLong("target"), help: "A target whose previews to show (repeatable; default: every target that has previews).")
    var targets: [String] = []

    @Flag(help: "List the previews: name, file:line, traits.")
    var list = false

    @Option(help: "Draw the previews as PNG files into this folder.")
    var png: String?

    @Option(help: "With --png or --vnc: the size in points (pixels), WIDTHxHEIGHT; with neither: columns and rows. Default: the preview's traits on an 800x480 screen, or the terminal's.")
    var size: String?

    @Option(help: "With --png or --vnc: lay the views out in points (SwiftUI's, one pixel each) or in a terminal's cells (10x20 pixels each), as a pixel daemon's layout.")
    var layout = "points"

    @Option(help: "The color scheme: dark (a panel's), light, or both (--png).")
    var colorScheme = "dark"

    @Option(help: "Serve the preview in a VNC view at HOST:PORT (such as 127.0.0.1:5900; a browser reaches it through noVNC).")
    var vnc: String?

    @Flag(help: "Keep watching the sources: rebuild on every save and show the preview again, its @Previewable state kept.")
    var watch = false

    @Flag(help: "On this terminal: characters only, no colors.")
    var plain = false

    @Option(help: "The host's build folder (default: .build/clockwork-preview/build in the package).")
    var scratchPath: String?

    func validate() throws {
        if png != nil && vnc != nil { throw ValidationError("give --png or --vnc, not both") }
        if list && (png != nil || vnc != nil) { throw ValidationError("--list shows no picture: leave out --png and --vnc") }
        if !["points", "cells"].contains(layout) { throw ValidationError("--layout must be points or cells") }
        if !["dark", "light", "both"].contains(colorScheme) { throw ValidationError("--color-scheme must be dark, light or both") }
        if colorScheme == "both" && png == nil { throw ValidationError("--color-scheme both needs --png") }
        if let size {
            let parts = size.lowercased().split(separator: "x")
            guard parts.count == 2, parts.allSatisfy({ Int($0).map { (1...8192).contains($0) } ?? false }) else {
                throw ValidationError("--size must be WIDTHxHEIGHT, such as 800x480")
            }
        }
        if let vnc, !vnc.contains(":") { throw ValidationError("--vnc must be HOST:PORT, such as 127.0.0.1:5900") }
    }

    func run() throws {
        let root = try packageRoot()
        // A preview that traps is reported by its runtime message; the hosts skip the
        // backtrace, which takes a second and would be drawn over the terminal's picture.
        setenv("SWIFT_BACKTRACE", "enable=no", 0)
        let session = PreviewSession(root: root, options: self)
        do {
            if watch {
                try session.watch()
            } else {
                try session.showOnce()
            }
        } catch where previewStopRequested.load(ordering: .relaxed) {
            // Stopped by SIGINT or SIGTERM while building: as a shell reports Ctrl-C.
            throw ExitCode(130)
        }
    }

    /// The folder with `Package.swift`: `--package-path`, or the current folder or the
    /// nearest above it that has one.
    private func packageRoot() throws -> URL {
        if let packagePath {
            let url = URL(fileURLWithPath: packagePath).standardizedFileURL
            guard FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) else {
                throw ValidationError("\(packagePath) has no Package.swift")
            }
            return url
        }
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { throw ValidationError("no Package.swift here or above: pass --package-path") }
            folder = parent
        }
    }
}

/// Whether SIGINT or SIGTERM asked the tool to stop (while it watches).
let previewStopRequested = Atomic<Bool>(false)
