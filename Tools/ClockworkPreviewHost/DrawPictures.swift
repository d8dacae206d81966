import ArgumentParser
import ClockworkCore
import ClockworkTesting
import ClockworkViews
import Foundation

/// `png`: each chosen preview drawn in pixels, one PNG file per preview and scheme, named
/// `TARGET-NAME.png` (`TARGET-NAME-light.png` in the light scheme; an unnamed preview's
/// name is `File.swift-LINE`).
struct DrawPictures: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "png", abstract: "Draw previews as PNG files, as a pixel daemon draws them.")

    @Argument(help: "Previews, by name or FILE:LINE (default: all).")
    var previews: [String] = []

    @Option(help: "The folder the pictures go to.")
    var output: String

    @Option(help: "The size in points (pixels), WIDTHxHEIGHT, instead of what the preview's traits give on an 800x480 screen.")
    var size: SizeArgument?

    @Option(help: "Lay the views out in points (one pixel each) or in a terminal's cells (10x20 pixels each).")
    var layout = LayoutArgument.points

    @Option(help: "The color scheme: dark, light or both.")
    var colorScheme = SchemeArgument.dark

    func run() throws {
        try MainActor.assumeIsolated {
            let records = try PreviewCatalog.select(previews)
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            for record in records {
                let fixed = size.map { PreviewRecord(name: record.name, fileID: record.fileID, line: record.line,
                                                      traits: [.fixedLayout(width: Double($0.width), height: Double($0.height))],
                                                      view: { record.makeView() }) }
                for scheme in colorScheme.schemes {
                    // Named before it is drawn: a preview that traps is known by the last name printed.
                    say("drawing \(record.displayName)")
                    let png = try TestHost.previewPNG(fixed ?? record, units: layout.framebufferLayout.units(scale: 1), colorScheme: scheme)
                    // Named with the target first: two targets may each have a preview of
                    // the same name, or an unnamed one in a file of the same name.
                    let name = record.module + "-" + TestHost.goldenFileName(of: record, colorScheme: scheme)
                    let path = URL(fileURLWithPath: output).appendingPathComponent(name).path
                    try Data(png).write(to: URL(fileURLWithPath: path), options: .atomic)
                    say("wrote \(path)")
                }
            }
        }
    }
}

/// Writes `line` to standard output at once, unbuffered: what a host that traps next said
/// before it did reaches the tool.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
