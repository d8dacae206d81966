/// How a render target measures text: layout asks it for a text's width in the target's
/// units (cells on a terminal, points on a pixel display), so text is laid out as the
/// target will draw it. A target supplies its own through ``RenderTarget/textMeasure``.
@MainActor
public protocol TextMeasure {
    /// The width of `text` set on one line, in the target's units.
    func width(of text: String) -> Double
}

/// Text measured in terminal cells: a grapheme cluster takes one cell, or two when it is
/// East Asian wide or fullwidth (Chinese, Japanese, Korean) or an emoji shown as one. The
/// measure of the cell targets (the terminal, display lists) and of a graph without a
/// target. ASCII text is measured by its length, without segmenting it.
public struct CellTextMeasure: TextMeasure {
    /// A measure of cells.
    public init() {}

    public func width(of text: String) -> Double {
        if !text.containsByte(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) { return Double(text.utf8.count) }
        if text.unicodeScalars.allSatisfy(Self.isSimple) { return Double(text.unicodeScalars.count) }
        var cells = 0
        for character in text { cells += Self.cells(of: character) }
        return Double(cells)
    }

    /// Whether `scalar` is one cell wide and always a grapheme of its own (it neither
    /// extends its neighbour nor is extended by one from this set): printable ASCII and
    /// Latin-1, general punctuation, super- and subscripts, currency, letterlike symbols,
    /// arrows, box drawing and blocks. A text made only of these is measured and drawn a
    /// scalar a cell, without grapheme segmentation (a gauge's `█` and `·`, `°C`, `m³/s`).
    public nonisolated static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xFF, 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x209F, 0x20A0...0x20C0,
             0x2100...0x214F, 0x2190...0x21FF, 0x2500...0x259F:
            true
        default:
            false
        }
    }

    /// The cells `character` takes on a terminal: 2 for East Asian wide and fullwidth
    /// characters and emoji presented as emoji, else 1.
    public nonisolated static func cells(of character: Character) -> Int {
        if character.isASCII { return 1 }
        guard let first = character.unicodeScalars.first, first.value >= 0x1100 else { return 1 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return isWide(first) ? 2 : 1
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode's EastAsianWidth.txt, and
    /// scalars whose default presentation is emoji.
    private nonisolated static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
             0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            scalar.properties.isEmojiPresentation
        }
    }
}
