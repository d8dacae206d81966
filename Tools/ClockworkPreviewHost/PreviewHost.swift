import ArgumentParser
import ClockworkCore
import ClockworkPixels
import ClockworkViews

/// The program `clockwork preview` builds for a package's previews: it links the targets
/// that have previews, and lists them, draws them as pictures or on a terminal, or runs
/// one as a daemon (on a terminal, or in a VNC view).
///
/// Its `main.swift` is generated, one line: `PreviewHost.main(providers: […])`, the
/// records of the targets' `PreviewProvider`s (which leave none of their own). Run it as
/// `clockwork preview` does (`PreviewHost list`, `png`, `text`, `serve`), or by hand.
public enum PreviewHost {
    /// Runs the command line over the previews linked in and `providers`.
    @MainActor
    public static func main(providers: [PreviewRecord] = []) {
        PreviewCatalog.providers = providers
        PreviewHostCommand.main()
    }
}

/// The previews the host shows: every `#Preview` linked in, and the providers' records.
@MainActor
enum PreviewCatalog {
    static var providers: [PreviewRecord] = []

    /// Every preview, by file and line: a provider's as the sources locate it, where they do.
    static var records: [PreviewRecord] {
        let linked = PreviewRecord.all.filter { record in !providers.contains { $0.provider == record.provider && $0.provider != nil } }
        return (linked + providers).sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }

    /// The previews `selectors` name (all of them for none), or an error naming what there is.
    static func select(_ selectors: [String]) throws -> [PreviewRecord] {
        let records = records
        guard !records.isEmpty else { throw ValidationError("the targets have no previews: write #Preview { … } in a view's file") }
        guard !selectors.isEmpty else { return records }
        return try selectors.flatMap { selector in
            let found = PreviewRecord.matching(selector, in: records)
            guard !found.isEmpty else {
                throw ValidationError("no preview is named \(selector) or written at it; there are: "
                    + records.map(\.displayName).joined(separator: ", "))
            }
            return found
        }
    }
}

struct PreviewHostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "PreviewHost",
        abstract: "List, draw and run the previews of the targets linked in.",
        subcommands: [ListPreviews.self, DrawPictures.self, PrintText.self, ServePreview.self])
}

/// `WIDTHxHEIGHT`, as the options take a size.
struct SizeArgument: ExpressibleByArgument {
    let width: Int, height: Int

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...8192).contains(width), (1...8192).contains(height) else { return nil }
        (self.width, self.height) = (width, height)
    }
}

/// Which color schemes to draw: `dark` (a panel's, the default), `light`, or `both`.
enum SchemeArgument: String, ExpressibleByArgument, CaseIterable {
    case dark, light, both

    var schemes: [ColorScheme] {
        switch self {
        case .dark: [.dark]
        case .light: [.light]
        case .both: [.dark, .light]
        }
    }
}

/// What pictures lay their views out in: `points` (SwiftUI's, one pixel each) or `cells`
/// (a terminal's, 10 × 20 pixels each), as a pixel daemon's `--layout` says.
enum LayoutArgument: String, ExpressibleByArgument, CaseIterable {
    case points, cells

    var framebufferLayout: FramebufferOptions.Layout {
        self == .cells ? .cells : .points
    }
}
