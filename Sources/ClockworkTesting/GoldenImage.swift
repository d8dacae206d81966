import ClockworkPixels
import Foundation

/// How a snapshot compared with its golden image (``TestHost/compareSnapshot(toGolden:width:height:units:tolerance:allowedShare:)``).
public struct GoldenComparison: CustomStringConvertible, Sendable {
    /// Whether the snapshot matches its golden image: the same size, and few enough pixels
    /// beyond the tolerance.
    public let matches: Bool
    /// Pixels differing beyond the tolerance (every pixel when the sizes differ).
    public let differingPixels: Int
    /// What was compared and, on a mismatch, where the snapshot was written to look at.
    public let description: String
}

extension TestHost {
    /// Compares the views drawn in pixels (as ``snapshotPNG(width:height:units:theme:)`` draws
    /// them) with the golden PNG at `path`.
    ///
    /// They match when their sizes agree and at most `allowedShare` of the pixels differ
    /// by more than `tolerance` in a channel: text rasterizes a little differently between
    /// FreeType versions, so a golden image pins layout and paint, not antialiasing. On a
    /// mismatch the snapshot is written beside the temporary files, named in the
    /// description. With `CLOCKWORK_RECORD_GOLDEN=1` in the environment the snapshot is
    /// written to `path` instead, to be looked at and committed (keep it small).
    public func compareSnapshot(toGolden path: String, width: Int, height: Int, units: PixelUnits = .points(scale: 1),
                                tolerance: UInt8 = 40, allowedShare: Double = 0.002) throws -> GoldenComparison {
        try Self.comparePNG(snapshotPNG(width: width, height: height, units: units), toGolden: path,
                            tolerance: tolerance, allowedShare: allowedShare)
    }

    /// Compares the PNG `png` with the golden PNG at `path`, as
    /// ``compareSnapshot(toGolden:width:height:units:tolerance:allowedShare:)`` does: for a
    /// snapshot drawn otherwise (``snapshotPNG(width:height:units:theme:)`` in the light theme).
    public static func comparePNG(_ png: [UInt8], toGolden path: String, tolerance: UInt8 = 40,
                                  allowedShare: Double = 0.002) throws -> GoldenComparison {
        if ProcessInfo.processInfo.environment["CLOCKWORK_RECORD_GOLDEN"] == "1" {
            try Data(png).write(to: URL(fileURLWithPath: path))
            return GoldenComparison(matches: true, differingPixels: 0, description: "recorded \(path)")
        }
        guard let golden = FileManager.default.contents(atPath: path) else {
            throw MissingGoldenImage(description: "no golden image at \(path): record it with CLOCKWORK_RECORD_GOLDEN=1")
        }
        let expected = try PixelImage(png: Array(golden)), actual = try PixelImage(png: png)
        let (width, height) = (actual.width, actual.height)
        let differing = actual.pixelsDiffering(from: expected, tolerance: tolerance) ?? actual.width * actual.height
        let allowed = Int(Double(width * height) * allowedShare)
        guard differing > allowed || expected.width != actual.width || expected.height != actual.height else {
            return GoldenComparison(matches: true, differingPixels: differing,
                                    description: "\(differing) of \(width * height) pixels differ beyond \(tolerance) (at most \(allowed))")
        }
        let written = FileManager.default.temporaryDirectory
            .appendingPathComponent(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent + "-actual.png")
        try Data(png).write(to: written)
        return GoldenComparison(matches: false, differingPixels: differing, description:
            "\(differing) of \(width * height) pixels differ beyond \(tolerance) from \(path) (\(expected.width)x\(expected.height)), over the \(allowed) allowed; the snapshot is at \(written.path)")
    }
}

/// A golden image that is not there to compare with.
struct MissingGoldenImage: Error, CustomStringConvertible {
    let description: String
}
