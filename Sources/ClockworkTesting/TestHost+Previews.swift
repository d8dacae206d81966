import ClockworkPixels
import Foundation
import Logging

/// No preview linked into the test answers to the name it was asked for.
public struct PreviewNotFound: Error, CustomStringConvertible {
    /// What was asked for, and what there is.
    public let description: String
}

extension TestHost {
    /// Mounts the preview `selector` names — a `#Preview`'s name, or the `File.swift:LINE`
    /// it is written at — as ``init(_:size:ticksPerSecond:logger:)`` mounts a view, in
    /// `colorScheme` unless the preview prefers another (`preferredColorScheme(_:)`):
    /// `TestHost(preview: "Alarm")`.
    public convenience init(preview selector: String, colorScheme: ColorScheme = .dark, size: Size? = TestHost.defaultSize,
                            ticksPerSecond: Int = 60, logger: Logger = Logger(label: "clockwork.graph")) throws {
        guard let record = PreviewRecord.matching(selector).first else {
            let names = PreviewRecord.all.map(\.displayName)
            throw PreviewNotFound(description: "no preview is named \(selector); linked in: \(names.isEmpty ? "none" : names.joined(separator: ", "))")
        }
        try self.init(record.makeView().hostColorScheme(colorScheme), size: size, ticksPerSecond: ticksPerSecond, logger: logger)
    }

    /// The preview `record` drawn in pixels (laid out in `units`: points one pixel each
    /// unless told, or a terminal's cells, as a pixel daemon lays out; in `colorScheme`'s
    /// theme) at the size in pixels its traits give on a `screen`-sized display, or at the
    /// size its content asks for, as PNG bytes: the picture `clockwork preview --png`
    /// writes. The first half second of its life runs first, so what it starts on
    /// appearing (an animation, a task) has shown.
    public static func previewPNG(_ record: PreviewRecord, on screen: Size = Size(width: 800, height: 480),
                                  units: PixelUnits = .points(scale: 1), colorScheme: ColorScheme = .dark) throws -> [UInt8] {
        let host = try TestHost(record.makeView().hostColorScheme(colorScheme), size: nil)
        host.advance(by: .milliseconds(500))
        let frame = try record.frame(on: screen) ?? host.idealPixelSize(units: units)
        return try host.snapshotPNG(width: max(Int(frame.width.rounded(.up)), 1), height: max(Int(frame.height.rounded(.up)), 1),
                                    units: units, theme: .of(host.colorScheme))
    }

    /// The color scheme the views are hosted in: the one a view prefers, else the host's.
    public var colorScheme: ColorScheme {
        graph.root.children.first?.environment.colorScheme ?? EnvironmentValues().colorScheme
    }

    /// The scheme `record` is shown in when its host chooses `scheme`: the one the preview
    /// prefers (`preferredColorScheme(_:)`), as Xcode shows it, else `scheme`.
    @MainActor
    public static func colorScheme(of record: PreviewRecord, hostedIn scheme: ColorScheme) throws -> ColorScheme {
        try TestHost(record.makeView().hostColorScheme(scheme), size: nil).colorScheme
    }

    /// The size in pixels the views ask for, with nothing proposed, laid out in `units`.
    private func idealPixelSize(units: PixelUnits) throws -> Size {
        let measuring = try PixelCanvas(width: 1000, height: 1000, units: units)
        graph.textMeasure = measuring.textMeasure
        graph.layoutMetrics = measuring.layoutMetrics
        if graph.hasPendingChanges { pump() }
        let size = graph.root.sizeThatFits(.unspecified)
        let pixels = Size(width: size.width * 1000 / measuring.layoutSize.width, height: size.height * 1000 / measuring.layoutSize.height)
        return Size(width: min(max(pixels.width, 1), 4096), height: min(max(pixels.height, 1), 4096))
    }

    /// Compares every preview written in `module` (as ``previewPNG(_:on:units:colorScheme:)``
    /// draws it) with its golden image in `directory`, named ``goldenFileName(of:colorScheme:)``:
    /// a golden-image test over a target's previews is one line,
    /// `#expect(try TestHost.comparePreviews(of: "PanelKit", toGoldensIn: dir).matches)`.
    ///
    /// Each is compared as ``compareSnapshot(toGolden:width:height:units:tolerance:allowedShare:)``
    /// compares, recorded the same way (`CLOCKWORK_RECORD_GOLDEN=1`); the result matches
    /// when every preview does, and describes each that does not. A module with no
    /// previews does not match: the test would check nothing.
    public static func comparePreviews(of module: String, toGoldensIn directory: String, on screen: Size = Size(width: 800, height: 480),
                                       units: PixelUnits = .points(scale: 1), colorScheme: ColorScheme = .dark, tolerance: UInt8 = 40,
                                       allowedShare: Double = 0.002) throws -> GoldenComparison {
        let records = PreviewRecord.all.filter { $0.module == module }
        guard !records.isEmpty else {
            return GoldenComparison(matches: false, differingPixels: 0, description: "no preview is written in \(module)")
        }
        var mismatches: [String] = []
        var differing = 0
        for record in records {
            let path = URL(fileURLWithPath: directory).appendingPathComponent(goldenFileName(of: record, colorScheme: colorScheme)).path
            let comparison = try comparePNG(previewPNG(record, on: screen, units: units, colorScheme: colorScheme), toGolden: path,
                                            tolerance: tolerance, allowedShare: allowedShare)
            differing += comparison.differingPixels
            if !comparison.matches { mismatches.append("\(record.displayName): \(comparison.description)") }
        }
        return GoldenComparison(matches: mismatches.isEmpty, differingPixels: differing, description: mismatches.isEmpty
            ? "\(records.count) previews of \(module) match their golden images"
            : mismatches.joined(separator: "\n"))
    }

    /// The file a preview's golden image (and `clockwork preview --png`'s picture) is
    /// named: its display name with anything but letters, digits, `.`, `_` and `-` as
    /// `-`, and `-light` for the light scheme.
    public static func goldenFileName(of record: PreviewRecord, colorScheme: ColorScheme = .dark) -> String {
        let safe = String(record.displayName.unicodeScalars.map { scalar -> Character in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar) ? Character(scalar) : "-"
        })
        return safe + (colorScheme == .light ? "-light" : "") + ".png"
    }
}
