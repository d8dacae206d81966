import CCairo
import ClockworkCore

/// Lines of text shaped by Pango once and kept as glyph runs, for a screen in points.
///
/// Layout measures a text and the painter then draws the same text in the same font; both
/// ask here, so the text is shaped once, and a label redrawn because a neighbour's damage
/// met it is not shaped again. Drawing a kept line shows its runs (``GlyphPainter``), with
/// no Pango layout on the way.
///
/// Cost: a line not kept costs one shaping. A line of Latin text (Latin-1, one line) whose
/// characters the font has is shaped as one item, straight through HarfBuzz
/// (`pango_shape_with_flags`, as a layout shapes each item; less than half a layout's
/// cost), with the item's analysis and the line's height and baseline the font's, kept
/// from its first line; any other text is laid out by Pango (itemizing, fontconfig's
/// fallbacks). A kept line costs a dictionary lookup.
///
/// Most of a panel's new lines are its changing figures, made of characters and pairs of
/// characters it has shown before. Each character's glyph and advance in a font is kept
/// from its shaping alone, and each pair of characters is shaped once to learn the first
/// one's advance beside the second (kerned) when the pair is otherwise its two glyphs side
/// by side (no ligature, nothing moved); a line all of whose neighbouring pairs are is
/// placed from the kept glyphs and advances without HarfBuzz, as LVGL places a label's
/// glyphs with its kerning pairs. (This takes shaping to act on pairs, as Latin fonts'
/// kerning and ligatures of two do; a font whose shaping looks further along a line would
/// be placed as its pairs are.)
///
/// The lines used in the last two generations of ``capacity`` lines are kept: a panel's
/// changing figures push out only lines not drawn or measured since. A generation is
/// small (128 lines, about 40 KiB with their glyphs): what is kept is a text measured in
/// a tick and drawn in the same one, not every figure a gauge ever showed, which would
/// not be shown again.
@MainActor
final class ShapedLines {
    /// How many lines a generation holds before it becomes the previous one.
    static let capacity = 128

    /// One line of text, shaped: its logical size and its glyphs, in pixels.
    final class Line {
        /// The logical width and height Pango gives the line, in pixels.
        let width: Double, height: Double
        /// How many characters no installed font can draw.
        let unknownGlyphs: Int
        /// The glyphs by font, placed from the line's left edge and top; `nil` when Pango
        /// must draw the line itself (missing glyphs' boxes, several lines).
        let runs: [Run]?

        init(width: Double, height: Double, unknownGlyphs: Int, runs: [Run]?) {
            self.width = width
            self.height = height
            self.unknownGlyphs = unknownGlyphs
            self.runs = runs
        }

        deinit {
            for run in runs ?? [] { cairo_scaled_font_destroy(run.font) }
        }
    }

    /// Glyphs in one font: Cairo's scaled font (a reference owned by the line), how
    /// FreeType loads its glyphs (``GlyphPainter/loadFlags(of:)``) and the glyphs placed
    /// from the line's left edge and top.
    struct Run {
        let font: OpaquePointer
        let loadFlags: Int32?
        let glyphs: [cairo_glyph_t]
    }

    private struct Key: Hashable {
        let font: Font
        let text: String
    }

    /// What shaping a line of Latin text in one font as a single item needs: the items
    /// Pango made of a Latin and of a script-less line (its analysis: font, script,
    /// language, level), owned here, and the height and baseline every line of the font has.
    private struct ItemShaping {
        let latin: UnsafeMutablePointer<PangoItem>
        let common: UnsafeMutablePointer<PangoItem>
        let height: Double, baseline: Double
        /// What each item's shaping of single characters and of pairs gave.
        let plainLatin = PlainGlyphs(), plainCommon = PlainGlyphs()
    }

    /// One item's glyph and advance (Pango units, rounded) of each Latin-1 character
    /// shaped alone (`nil`: not one plain glyph), and of each pair of characters shaped
    /// together, the first one's advance (`nil`: the pair is not its two glyphs side by side).
    private final class PlainGlyphs {
        /// How many pairs are kept at most (about 100 KiB).
        static let pairLimit = 4_096
        // Used on the main actor alone, no access overlapping another: no runtime exclusivity check.
        @exclusivity(unchecked) var characters: [UInt32: (glyph: PangoGlyph, advance: Int32)?] = [:]
        @exclusivity(unchecked) var pairs: [UInt32: Int32?] = [:]
        /// How FreeType loads the item font's glyphs (``GlyphPainter/loadFlags(of:)``), read
        /// from its pattern when first placed.
        @exclusivity(unchecked) var loadFlags: Int32??
    }

    /// How many lines HarfBuzz has shaped (for tests: lines placed from kept glyphs are not).
    private(set) var linesShaped = 0

    /// The screen's font descriptions, at its scale.
    let fonts: PointFonts
    /// Pango's context and layout, owned here (freed in deinit).
    let context: OpaquePointer
    private let layout: OpaquePointer
    private var current: [Key: Line] = [:]
    private var previous: [Key: Line] = [:]
    /// Each font's item shaping; `nil` for a font whose lines Pango must lay out.
    private var itemShaping: [Font: ItemShaping?] = [:]

    /// Lines shaped for a screen of `scale` pixels per point, with its font options.
    init(scale: Double) throws {
        guard let context = pango_font_map_create_context(pango_cairo_font_map_get_default()) else {
            throw PixelError(description: "Pango could not make a context to shape text in")
        }
        PointFonts.useScreenMetrics(in: context)
        self.context = context
        do {
            fonts = try PointFonts(scale: scale, in: context)
        } catch {
            g_object_unref(UnsafeMutableRawPointer(context))
            throw error
        }
        layout = pango_layout_new(context)
        current.reserveCapacity(Self.capacity)
    }

    isolated deinit {
        for case let shaping? in itemShaping.values {
            pango_item_free(shaping.latin)
            pango_item_free(shaping.common)
        }
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// `text` in `font` (`nil`: the body font), shaped.
    func line(_ text: String, font: Font?) -> Line {
        let key = Key(font: font ?? .body, text: text)
        if let line = current[key] { return line }
        let line = previous[key] ?? shape(text, font: key.font)
        if current.count >= Self.capacity {
            previous = current
            current = [:]
            current.reserveCapacity(Self.capacity)
        }
        current[key] = line
        return line
    }

    /// Shapes `text`: as one item when it can be, else by a Pango layout.
    private func shape(_ text: String, font: Font) -> Line {
        shapedAsItem(text, font: font) ?? laidOut(text, font: font)
    }

    /// `text` laid out by Pango, its glyph runs copied out.
    func laidOut(_ text: String, font: Font) -> Line {
        pango_layout_set_font_description(layout, fonts.description(for: font))
        pango_layout_set_text(layout, text, -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let unknown = Int(pango_layout_get_unknown_glyphs_count(layout))
        let scale = Double(PANGO_SCALE)
        let runs = unknown == 0 && pango_layout_get_line_count(layout) == 1 ? glyphRuns(baseline: Double(pango_layout_get_baseline(layout)) / scale) : nil
        return Line(width: Double(logical.width) / scale, height: Double(logical.height) / scale, unknownGlyphs: unknown, runs: runs)
    }

    /// `text` shaped as the one item a layout would make of it, or `nil` when a layout
    /// would make more (characters outside Latin-1, controls, several scripts) or the
    /// font lacks one of its characters.
    func shapedAsItem(_ text: String, font: Font) -> Line? {
        var isLatin = false
        for scalar in text.unicodeScalars {
            // Printable Latin-1, without the soft hyphen, which a layout shows only where it breaks.
            guard scalar.value >= 0x20, scalar.value != 0x7F, scalar.value != 0xAD,
                  scalar.value < 0x80 || (scalar.value >= 0xA0 && scalar.value <= 0xFF) else { return nil }
            if g_unichar_get_script(scalar.value) == G_UNICODE_SCRIPT_LATIN { isLatin = true }
        }
        guard !text.isEmpty, let shaping = itemShaping(for: font) else { return nil }
        let item = isLatin ? shaping.latin : shaping.common
        if let line = placedFromKeptGlyphs(text, item: item, plain: isLatin ? shaping.plainLatin : shaping.plainCommon,
                                           shaping: shaping) {
            return line
        }
        linesShaped += 1
        return shaped(text, in: item) { glyphs -> Line? in
            for index in 0..<Int(glyphs.pointee.num_glyphs) where glyphs.pointee.glyphs[index].glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 {
                return nil
            }
            guard let run = glyphRun(glyphs.pointee, font: item.pointee.analysis.font, from: 0, baseline: shaping.baseline) else { return nil }
            return Line(width: Double(pango_glyph_string_get_width(glyphs)) / Double(PANGO_SCALE), height: shaping.height,
                        unknownGlyphs: 0, runs: [run.run])
        } ?? nil
    }

    /// `text` shaped by HarfBuzz as `item` (the whole paragraph), handed to `body` (Pango's
    /// glyph string, freed after it); `nil` if Pango could not make a glyph string.
    private func shaped<Result>(_ text: String, in item: UnsafeMutablePointer<PangoItem>,
                                _ body: (UnsafeMutablePointer<PangoGlyphString>) -> Result) -> Result? {
        guard let glyphs = pango_glyph_string_new() else { return nil }
        defer { pango_glyph_string_free(glyphs) }
        // The item is the whole paragraph: one C string for both, as Pango finds the
        // item's place in its paragraph by their addresses.
        text.withCString { bytes in
            let count = Int32(strlen(bytes))
            pango_shape_with_flags(bytes, count, bytes, count, &item.pointee.analysis, glyphs, PANGO_SHAPE_ROUND_POSITIONS)
        }
        return body(glyphs)
    }

    /// `text` placed from its characters' kept glyphs, each advanced as beside the next one,
    /// when each of its neighbouring pairs shapes as its two glyphs side by side; `nil`
    /// otherwise.
    private func placedFromKeptGlyphs(_ text: String, item: UnsafeMutablePointer<PangoItem>, plain: PlainGlyphs,
                                      shaping: ItemShaping) -> Line? {
        guard let font = item.pointee.analysis.font, let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { return nil }
        var glyphs: [cairo_glyph_t] = []
        glyphs.reserveCapacity(text.unicodeScalars.count)
        var x: Int32 = 0
        var previous: (code: UInt32, glyph: PangoGlyph)?
        for scalar in text.unicodeScalars {
            guard let (glyph, _) = plainGlyph(scalar.value, item: item, plain: plain) else { return nil }
            if let previous {
                guard let advance = pairAdvance(previous.code, scalar.value, item: item, plain: plain) else { return nil }
                place(previous.glyph, at: x)
                x += advance
            }
            previous = (scalar.value, glyph)
        }
        if let previous, let (_, advance) = plainGlyph(previous.code, item: item, plain: plain) {
            place(previous.glyph, at: x)
            x += advance
        }
        func place(_ glyph: PangoGlyph, at x: Int32) {
            guard glyph != PANGO_GLYPH_EMPTY else { return }
            glyphs.append(cairo_glyph_t(index: UInt(glyph), x: Double(x) / Double(PANGO_SCALE), y: shaping.baseline))
        }
        let loadFlags = plain.loadFlags ?? GlyphPainter.loadFlags(of: font)
        plain.loadFlags = loadFlags
        let run = Run(font: cairo_scaled_font_reference(scaled), loadFlags: loadFlags, glyphs: glyphs)
        return Line(width: Double(x) / Double(PANGO_SCALE), height: shaping.height, unknownGlyphs: 0, runs: [run])
    }

    /// The glyph and advance of `code` shaped alone in `item`, shaped when first asked;
    /// `nil` unless it is one glyph the font has, not moved from its place.
    private func plainGlyph(_ code: UInt32, item: UnsafeMutablePointer<PangoItem>, plain: PlainGlyphs) -> (PangoGlyph, Int32)? {
        if let known = plain.characters[code] { return known }
        let shaped = shape([code], item: item)
        let made: (glyph: PangoGlyph, advance: Int32)? = shaped.count == 1 && shaped[0].isPlain ? (shaped[0].glyph, shaped[0].advance) : nil
        plain.characters[code] = made
        return made
    }

    /// The advance of `first` followed by `second`, shaped together in `item` (shaped when
    /// first asked); `nil` unless the two are their glyphs alone, the second unmoved and
    /// advancing as alone (a kerning pair moves only the first's advance).
    private func pairAdvance(_ first: UInt32, _ second: UInt32, item: UnsafeMutablePointer<PangoItem>, plain: PlainGlyphs) -> Int32? {
        let key = first << 8 | second
        if let known = plain.pairs[key] { return known }
        let shaped = shape([first, second], item: item)
        let alone = [first, second].compactMap { plain.characters[$0] ?? nil }
        let isPair = shaped.count == 2 && alone.count == 2 && shaped.allSatisfy(\.isPlain)
            && shaped[0].glyph == alone[0].glyph && shaped[1].glyph == alone[1].glyph && shaped[1].advance == alone[1].advance
        let advance = isPair ? shaped[0].advance : nil
        // Text of every kind (a log's lines) would meet most of Latin-1's 36,000 pairs:
        // past a few thousand, the pairs are learnt again as met.
        if plain.pairs.count >= PlainGlyphs.pairLimit { plain.pairs.removeAll(keepingCapacity: true) }
        plain.pairs[key] = advance
        return advance
    }

    /// `codes` (Latin-1) shaped by HarfBuzz in `item`: each glyph, its advance, and whether
    /// it sits at its place (no offset) and is one the font has.
    private func shape(_ codes: [UInt32], item: UnsafeMutablePointer<PangoItem>) -> [(glyph: PangoGlyph, advance: Int32, isPlain: Bool)] {
        shaped(String(String.UnicodeScalarView(codes.compactMap(Unicode.Scalar.init))), in: item) { glyphs in
            (0..<Int(glyphs.pointee.num_glyphs)).map { index in
                let info = glyphs.pointee.glyphs[index]
                return (info.glyph, info.geometry.width, info.geometry.x_offset == 0 && info.geometry.y_offset == 0
                            && info.glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0)
            }
        } ?? []
    }

    /// The item shaping of `font`, made from its first lines; `nil` when its lines need a layout.
    private func itemShaping(for font: Font) -> ItemShaping? {
        if let known = itemShaping[font] { return known }
        let made = makeItemShaping(for: font)
        itemShaping[font] = made
        return made
    }

    private func makeItemShaping(for font: Font) -> ItemShaping? {
        pango_context_set_font_description(context, fonts.description(for: font))
        let item = { [context] (text: String) -> UnsafeMutablePointer<PangoItem>? in
            let attributes = pango_attr_list_new()
            defer { pango_attr_list_unref(attributes) }
            guard let items = pango_itemize(context, text, 0, Int32(text.utf8.count), attributes, nil) else { return nil }
            defer { g_list_free(items) }
            // One item, as every line of this text and font will be: kept; any other, freed.
            guard g_list_length(items) == 1, let data = items.pointee.data else {
                var node: UnsafeMutablePointer<GList>? = items
                while let element = node {
                    pango_item_free(element.pointee.data?.assumingMemoryBound(to: PangoItem.self))
                    node = element.pointee.next
                }
                return nil
            }
            return data.assumingMemoryBound(to: PangoItem.self)
        }
        guard let latin = item("a") else { return nil }
        guard let common = item("0") else {
            pango_item_free(latin)
            return nil
        }
        let reference = laidOut("a", font: font)
        let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        return ItemShaping(latin: latin, common: common, height: reference.height, baseline: baseline)
    }

    /// The layout's one line as runs of glyphs; `nil` if a run's font is not Cairo's.
    private func glyphRuns(baseline: Double) -> [Run]? {
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return nil }
        var runs: [Run] = []
        var x = 0.0
        var node = line.pointee.runs
        while let element = node {
            node = element.pointee.next
            // Safe: a layout line's runs are PangoGlyphItems, alive as long as the layout's text.
            let run = element.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
            guard let shaped = glyphRun(run.glyphs.pointee, font: run.item.pointee.analysis.font, from: x, baseline: baseline) else {
                for run in runs { cairo_scaled_font_destroy(run.font) }
                return nil
            }
            runs.append(shaped.run)
            x = shaped.end
        }
        return runs
    }

    /// `glyphString`'s glyphs in `font`, placed from `x` on the line and its `baseline`, and
    /// where they end; `nil` if the font is not Cairo's.
    private func glyphRun(_ glyphString: PangoGlyphString, font: UnsafeMutablePointer<PangoFont>?, from start: Double,
                          baseline: Double) -> (run: Run, end: Double)? {
        guard let font, let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { return nil }
        var glyphs: [cairo_glyph_t] = []
        glyphs.reserveCapacity(Int(glyphString.num_glyphs))
        var x = start
        for index in 0..<Int(glyphString.num_glyphs) {
            let info = glyphString.glyphs[index]
            let geometry = info.geometry
            if info.glyph != PANGO_GLYPH_EMPTY {
                glyphs.append(cairo_glyph_t(index: UInt(info.glyph), x: x + Double(geometry.x_offset) / Double(PANGO_SCALE),
                                            y: baseline + Double(geometry.y_offset) / Double(PANGO_SCALE)))
            }
            x += Double(geometry.width) / Double(PANGO_SCALE)
        }
        return (Run(font: cairo_scaled_font_reference(scaled), loadFlags: GlyphPainter.loadFlags(of: font), glyphs: glyphs), x)
    }
}
