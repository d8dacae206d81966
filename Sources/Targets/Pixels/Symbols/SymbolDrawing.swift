import ClockworkCore

/// A Phosphor icon's code points in the icon font's five faces.
struct PhosphorGlyph: Equatable {
    let regular, fill, bold, light, thin: UInt32

    init(_ regular: UInt32, _ fill: UInt32, _ bold: UInt32, _ light: UInt32, _ thin: UInt32) {
        self.regular = regular
        self.fill = fill
        self.bold = bold
        self.light = light
        self.thin = thin
    }

    /// The code point of the face drawing `weight`, filled or outlined: Phosphor's fill
    /// face for a filled symbol; for an outline, its thin face up to SF's thin, light for
    /// light, regular up to medium, bold from semibold on.
    func codePoint(weight: Font.Weight, isFilled: Bool) -> UInt32 {
        if isFilled { return fill }
        switch weight.value {
        case ..<300: return thin
        case ..<400: return light
        case ..<600: return regular
        default: return bold
        }
    }
}

/// How one SF Symbols name is drawn from Phosphor's icons: an icon, perhaps filled, and
/// perhaps composed with an enclosing circle or square or a slash across it when Phosphor
/// has no drawing of that form of its own.
struct SymbolDrawing: Equatable {
    /// A shape drawn around the icon, the icon shrunk inside it.
    enum Enclosure: Equatable {
        case circle, square
    }

    /// The icon.
    var glyph: PhosphorGlyph
    /// Whether the name asked for its filled form (a `fill` part).
    var isFilled: Bool
    /// The enclosure composed around the icon, if Phosphor has no drawing of the form.
    var enclosure: Enclosure?
    /// Whether a slash is composed across the icon.
    var isSlashed: Bool
    /// An icon drawn below the first, each in half the height (`chevron.up.chevron.down`).
    var below: PhosphorGlyph? = nil
}

/// SF Symbols' names looked up in ``glyphs`` (Tools/symbols/sf-symbols.tsv).
enum SymbolTable {
    /// Phosphor's circle and square, which enclose a composed symbol.
    static let circle = glyphs["circle"]!, square = glyphs["square"]!
    /// What a name no table entry draws shows: SF's own placeholder symbol.
    static let placeholder = glyphs["questionmark.square.dashed"]!

    /// How `name` is drawn; `nil` when neither it nor its base is in the table.
    ///
    /// A `fill` part anywhere asks for the filled face (`person.fill.checkmark`). The rest
    /// is looked up whole (with the icon below it, for a name drawn as two: ``stacks``); failing that, a trailing `.circle` or `.square` is composed
    /// around its base, and a trailing `.slash` across it.
    static func drawing(for name: String) -> SymbolDrawing? {
        var parts = name.split(separator: ".")
        let isFilled = parts.contains("fill")
        parts.removeAll { $0 == "fill" }
        var base = parts.joined(separator: ".")
        if let glyph = glyphs[base] {
            return SymbolDrawing(glyph: glyph, isFilled: isFilled, enclosure: nil, isSlashed: false, below: stacks[base])
        }
        var enclosure: SymbolDrawing.Enclosure?
        for (suffix, shape) in [(".circle", SymbolDrawing.Enclosure.circle), (".square", .square)] where base.hasSuffix(suffix) {
            enclosure = shape
            base.removeLast(suffix.count)
        }
        if enclosure != nil, let glyph = glyphs[base] {
            return SymbolDrawing(glyph: glyph, isFilled: isFilled, enclosure: enclosure, isSlashed: false)
        }
        guard base.hasSuffix(".slash") else { return nil }
        base.removeLast(".slash".count)
        guard let glyph = glyphs[base] else { return nil }
        return SymbolDrawing(glyph: glyph, isFilled: isFilled, enclosure: enclosure, isSlashed: true)
    }
}
