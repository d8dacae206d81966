/// How a render target measures text: layout asks it for a text's width and line height
/// in the target's units (cells on a terminal, points on a pixel display), so text is laid
/// out as the target will draw it. A target supplies its own through
/// ``RenderTarget/textMeasure``.
///
/// A measure is of one font. On a target whose text sizes follow the font
/// (``measuresFonts``), layout asks ``measure(for:)`` for the measure of each text's font.
@MainActor
public protocol TextMeasure {
    /// The width of `text` set on one line, in the target's units.
    func width(of text: String) -> Double

    /// How far one line of text is below the one before it, in the target's units: 1 on
    /// a terminal.
    var lineHeight: Double { get }

    /// How far below the top of a line its text's baseline lies, in the target's units:
    /// where text lines up by `firstTextBaseline` and `lastTextBaseline`. A whole line on
    /// a terminal (a row's text stands on the row's bottom).
    var baseline: Double { get }

    /// Whether a text's font changes its size on this target. When `false` (cells: every
    /// font is a cell a character), layout does not look up fonts.
    var measuresFonts: Bool { get }

    /// The measure of text in `font` (`nil`: the body font).
    func measure(for font: Font?) -> any TextMeasure

    /// The width of one character; wrapping and truncation measure character by
    /// character, so a target can answer this without making a string.
    func width(of character: Character) -> Double

    /// Where the longest start of `text` at most `width` wide ends, and its width: how
    /// a word longer than its line is cut, so a target can cut long runs in one step.
    func prefix(of text: Substring, fitting width: Double) -> (end: String.Index, width: Double)
}

extension TextMeasure {
    /// A line a unit high.
    public var lineHeight: Double { 1 }

    /// The bottom of the line.
    public var baseline: Double { lineHeight }

    /// Fonts do not change sizes.
    public var measuresFonts: Bool { false }

    /// The same measure for every font.
    public func measure(for font: Font?) -> any TextMeasure { self }

    /// The width of `character` measured as a one-character string.
    public func width(of character: Character) -> Double { width(of: String(character)) }

    /// The start of `text` that fits, found by adding its characters' widths.
    public func prefix(of text: Substring, fitting width: Double) -> (end: String.Index, width: Double) {
        prefixByCharacters(of: text, fitting: width)
    }

    /// The start of `text` that fits, measured a character at a time.
    func prefixByCharacters(of text: Substring, fitting width: Double) -> (end: String.Index, width: Double) {
        fittingPrefix(of: text, within: width) { self.width(of: $0) }
    }
}

/// Where the longest start of `text` at most `width` wide ends, and its width, each
/// character being as wide as `widthOf` says.
private nonisolated func fittingPrefix(
    of text: Substring, within width: Double, widthOf: (Character) -> Double
) -> (end: String.Index, width: Double) {
    var used = 0.0
    for index in text.indices {
        let next = widthOf(text[index])
        guard used + next <= width else { return (index, used) }
        used += next
    }
    return (text.endIndex, used)
}

/// Text measured in terminal cells: a grapheme cluster takes one cell, or two when it is
/// East Asian wide or fullwidth (Chinese, Japanese, Korean) or an emoji shown as one. The
/// measure of the cell targets (the terminal, display lists) and of a graph without a
/// target. ASCII text is measured by its length, without segmenting it.
public struct CellTextMeasure: TextMeasure {
    /// A measure of cells.
    public init() {}

    public nonisolated func width(of text: String) -> Double {
        if let cells = text.utf8.withContiguousStorageIfAvailable(Self.simpleCells) ?? nil { return Double(cells) }
        var cells = 0
        for character in text { cells += Self.cells(of: character) }
        return Double(cells)
    }

    /// The cells of UTF-8 text made only of ASCII other than a carriage return and of
    /// ``isSimple(_:)`` scalars, a cell each; nil when it has any other scalar.
    private nonisolated static func simpleCells(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var cells = 0, index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                guard lead != UInt8(ascii: "\r") else { return nil }
                index += 1
            } else {
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                guard index + length <= bytes.count else { return nil }
                var value = UInt32(lead) & (0xFF >> (length + 1))
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                guard let scalar = Unicode.Scalar(value), isSimple(scalar) else { return nil }
                index += length
            }
            cells += 1
        }
        return cells
    }

    public nonisolated func width(of character: Character) -> Double {
        Double(Self.cells(of: character))
    }

    /// A run of ASCII (no carriage return, and not followed by a mark that would join
    /// its last letter) is a cell a byte and is cut by counting bytes; other text a
    /// character at a time.
    public nonisolated func prefix(of text: Substring, fitting width: Double) -> (end: String.Index, width: Double) {
        let plainCells = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            let cells = width >= Double(bytes.count) ? bytes.count : width > 0 ? Int(width) : 0
            let isPlainRun = !bytes[..<cells].contains { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }
            return isPlainRun && (cells == bytes.count || bytes[cells] < 0x80) ? cells : nil
        } ?? nil
        guard let plainCells else {
            return fittingPrefix(of: text, within: width) { Double(Self.cells(of: $0)) }
        }
        return (text.utf8.index(text.utf8.startIndex, offsetBy: plainCells), Double(plainCells))
    }

    /// Whether `scalar` is one cell wide and always a grapheme of its own (it neither
    /// extends its neighbour nor is extended by one from this set): printable ASCII and
    /// Latin-1, general punctuation, super- and subscripts, currency, letterlike symbols,
    /// arrows, box drawing, blocks, geometric shapes (but the two drawn as emoji) and
    /// braille. A text made only of these is measured and drawn a scalar a cell, without
    /// grapheme segmentation (a gauge's `█` and `·`, `°C`, `m³/s`, a switch's `━━●`).
    @inlinable
    public nonisolated static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xFF, 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x209F, 0x20A0...0x20C0,
             0x2100...0x214F, 0x2190...0x21FF, 0x2500...0x25FC, 0x2800...0x28FF:
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
