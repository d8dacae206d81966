import CCairo
import ClockworkCore

/// Shows runs of glyphs for the text painters: through Cairo, or, while the canvas draws a
/// line of text in one color with nothing between it and its pixels (``target``), by
/// blending each glyph's coverage mask straight into them.
///
/// A glyph's mask is rasterized once, the first time the glyph is shown straight, and
/// kept: redrawing a label is then a blit of its glyphs, with none of Cairo's work per
/// call (its state, its compositor, its glyph cache's lookups). The mask is made as Cairo's
/// FreeType backend makes a glyph's image (the same face at the same size, the same load
/// flags, the outline rasterized on whole pixels), not by Cairo itself: a glyph Cairo
/// draws on an image goes through its global glyph cache, a table of a quarter of a
/// mebibyte that stays resident once made. The blend is pixman's own (a solid source over
/// through an 8-bit mask, rounded as pixman rounds), at the whole pixel Cairo places each
/// glyph on, so the pixels are Cairo's. A font that fontconfig renders otherwise (subpixel,
/// monochrome, autohinted, emboldened, vertical) is shown by Cairo.
///
/// Cost: a glyph shown straight costs a table lookup and a few instructions a pixel of
/// its mask (four blank pixels at a time); a glyph met for the first time, one FreeType
/// load and rasterization. The masks of the glyphs shown are kept (a panel's text: tens of
/// kibibytes), up to ``maskBytesLimit``, past which they are made again as they are met.
@MainActor
final class GlyphPainter {
    /// Where glyphs are blended while a line of text is drawn straight into the pixels.
    struct Target {
        /// The surface's first row, and its length in bytes.
        let pixels: UnsafeMutableRawPointer
        let stride: Int
        /// The pixels the text may change, in the surface's rows.
        let clip: PixelRect
        /// What is added to a glyph's position (user space) to give its place in the surface.
        let offsetX: Double, offsetY: Double
        /// The text's color.
        let color: SolidColor
    }

    /// How many bytes of masks are kept at most.
    static let maskBytesLimit = 1 << 20

    /// A glyph's mask: its rows in ``coverage`` from `start`, and where its top-left pixel
    /// lies from the whole pixel the glyph is placed on. Empty (width 0) for a glyph
    /// without ink; `nil` in a font's table for one FreeType could not rasterize.
    private struct Mask {
        let start: Int
        let width: Int, height: Int
        let left: Int, top: Int
    }

    /// One font's masks by glyph: a table of the last glyph seen in each of 256 slots,
    /// then a dictionary.
    private final class FontMasks {
        static let slots = 256
        let font: OpaquePointer
        let loadFlags: Int32
        // Used by the painter alone, no access overlapping another: no runtime exclusivity check.
        @exclusivity(unchecked) var recentGlyphs = [UInt](repeating: .max, count: slots)
        @exclusivity(unchecked) var recentMasks = [Int](repeating: 0, count: slots)
        @exclusivity(unchecked) var others: [UInt: Int] = [:]

        init(font: OpaquePointer, loadFlags: Int32) {
            self.font = font
            self.loadFlags = loadFlags
        }

        func forget() {
            for slot in recentGlyphs.indices { recentGlyphs[slot] = .max }
            others.removeAll()
        }
    }

    private let context: OpaquePointer
    // The painter is used on the loop thread alone, and no access to these fields
    // overlaps another: no runtime exclusivity check.
    /// While set, shown glyphs go straight into these pixels.
    @exclusivity(unchecked) var target: Target?
    /// Each font met by its scaled font, whose reference is owned here, so that its address
    /// keys its masks for as long as they are kept.
    @exclusivity(unchecked) private var fonts: [OpaquePointer: FontMasks] = [:]
    @exclusivity(unchecked) private var masks: [Mask?] = []
    /// Every kept mask's coverage, one byte a pixel, rows after rows.
    @exclusivity(unchecked) private var coverage: [UInt8] = []
    /// The masks of the run being shown and where they go, reused from run to run.
    @exclusivity(unchecked) private var placed: [(mask: Mask, x: Int, y: Int)] = []

    /// How many glyphs' masks are kept.
    var keptMasks: Int { masks.count }

    /// A painter showing glyphs in `context` (the canvas's).
    init(context: OpaquePointer) {
        self.context = context
    }

    isolated deinit {
        for font in fonts.keys { cairo_scaled_font_destroy(font) }
    }

    /// The FreeType load flags Cairo loads `font`'s glyphs with when they are drawn
    /// antialiased in grey, read from the fontconfig pattern Pango made the font from;
    /// `nil` when Cairo draws its glyphs some other way.
    static func loadFlags(of font: UnsafeMutablePointer<PangoFont>) -> Int32? {
        // Safe: a PangoFont is a GObject, whose instance begins with its GTypeInstance, and
        // it is read as a PangoFcFont only once GObject has said it is one.
        guard g_type_check_instance_is_a(UnsafeMutableRawPointer(font).assumingMemoryBound(to: GTypeInstance.self),
                                         pango_fc_font_get_type()) != 0,
              let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
        else { return nil }
        let flag = { (name: String, absent: Bool) -> Bool in
            var value: FcBool = 0
            return FcPatternGetBool(pattern, name, 0, &value) == FcResultMatch ? value != 0 : absent
        }
        let number = { (name: String, absent: Int32) -> Int32 in
            var value: Int32 = 0
            return FcPatternGetInteger(pattern, name, 0, &value) == FcResultMatch ? value : absent
        }
        let subpixelOrders = [FC_RGBA_RGB, FC_RGBA_BGR, FC_RGBA_VRGB, FC_RGBA_VBGR].map { Int32($0) }
        guard flag(FC_ANTIALIAS, true), !flag(FC_AUTOHINT, false), !flag(FC_EMBOLDEN, false),
              !flag(FC_VERTICAL_LAYOUT, false), !subpixelOrders.contains(number(FC_RGBA, Int32(FC_RGBA_UNKNOWN))) else { return nil }
        let style = flag(FC_HINTING, true) ? number(FC_HINT_STYLE, Int32(FC_HINT_FULL)) : Int32(FC_HINT_NONE)
        switch style {
        case Int32(FC_HINT_NONE): return Int32(FT_LOAD_NO_HINTING)
        case Int32(FC_HINT_SLIGHT): return Int32(clockwork_ft_load_target_light)
        default: return Int32(FT_LOAD_DEFAULT)
        }
    }

    /// Shows `glyphs` (placed in user space; read during the call) in `font`, Cairo's
    /// scaled font, whose glyphs load with `loadFlags` (``loadFlags(of:)``; `nil`: Cairo
    /// shows them).
    func show(_ glyphs: UnsafeBufferPointer<cairo_glyph_t>, font: OpaquePointer, loadFlags: Int32?) {
        guard !glyphs.isEmpty else { return }
        guard let target, let loadFlags, let fontMasks = masks(of: font, loadFlags: loadFlags) else {
            cairo_set_scaled_font(context, font)
            cairo_show_glyphs(context, glyphs.baseAddress, Int32(glyphs.count))
            return
        }
        // Past the limit, the masks are made again as met: forgotten between runs, never
        // during one, whose placed masks point into the coverage.
        if coverage.count > Self.maskBytesLimit {
            for font in fonts.values { font.forget() }
            masks.removeAll(keepingCapacity: true)
            coverage.removeAll(keepingCapacity: true)
        }
        placed.removeAll(keepingCapacity: true)
        var unmade: [cairo_glyph_t] = []
        for glyph in glyphs {
            guard let mask = mask(of: glyph.index, in: fontMasks) else {
                unmade.append(glyph)
                continue
            }
            // Cairo places a glyph's image on the pixel nearest its position.
            guard mask.width > 0, let x = nearestPixel(glyph.x + target.offsetX), let y = nearestPixel(glyph.y + target.offsetY)
            else { continue }
            placed.append((mask, x + mask.left, y + mask.top))
        }
        coverage.withUnsafeBufferPointer { coverage in
            for (mask, x, y) in placed {
                // Safe: the mask's rows lie inside `coverage`.
                blend(coverage.baseAddress! + mask.start, width: mask.width, height: mask.height, atX: x, y: y, into: target)
            }
        }
        // A glyph FreeType could not rasterize (none in an outline font) is left to Cairo.
        if !unmade.isEmpty {
            cairo_set_scaled_font(context, font)
            cairo_show_glyphs(context, unmade, Int32(unmade.count))
        }
    }

    /// `font`'s masks; `nil` when its glyphs are not drawn at the screen's own scale.
    private func masks(of font: OpaquePointer, loadFlags: Int32) -> FontMasks? {
        if let known = fonts[font] { return known.loadFlags == loadFlags ? known : nil }
        var ctm = cairo_matrix_t()
        cairo_scaled_font_get_ctm(font, &ctm)
        guard ctm.xx == 1, ctm.yy == 1, ctm.xy == 0, ctm.yx == 0,
              cairo_ft_font_face_get_synthesize(cairo_scaled_font_get_font_face(font)) == 0 else { return nil }
        let masks = FontMasks(font: cairo_scaled_font_reference(font), loadFlags: loadFlags)
        fonts[font] = masks
        return masks
    }

    /// The mask of `glyph` in `font`, rasterized when first met; `nil` if FreeType cannot.
    private func mask(of glyph: UInt, in font: FontMasks) -> Mask? {
        let slot = Int(glyph % UInt(FontMasks.slots))
        if font.recentGlyphs[slot] == glyph { return masks[font.recentMasks[slot]] }
        let index: Int
        if let known = font.others[glyph] {
            index = known
        } else {
            index = masks.count
            masks.append(rasterize(glyph, in: font))
            font.others[glyph] = index
        }
        font.recentGlyphs[slot] = glyph
        font.recentMasks[slot] = index
        return masks[index]
    }

    /// Loads `glyph` as Cairo's FreeType backend does and rasterizes its outline on whole
    /// pixels into 8-bit coverage, keeping the rows and columns it covers.
    private func rasterize(_ glyph: UInt, in font: FontMasks) -> Mask? {
        guard let face = cairo_ft_scaled_font_lock_face(font.font) else { return nil }
        defer { cairo_ft_scaled_font_unlock_face(font.font) }
        guard FT_Load_Glyph(face, FT_UInt(glyph), font.loadFlags) == 0, let slot = face.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&slot.pointee.outline, &box)
        // The box on whole pixels (26.6 fixed point).
        let (minX, minY) = (box.xMin & -64, box.yMin & -64)
        let (maxX, maxY) = ((box.xMax + 63) & -64, (box.yMax + 63) & -64)
        let (width, height) = (Int((maxX - minX) >> 6), Int((maxY - minY) >> 6))
        let empty = Mask(start: coverage.count, width: 0, height: 0, left: 0, top: 0)
        guard width > 0, height > 0 else { return empty }
        // A glyph larger than a screen is left to Cairo rather than kept.
        guard width * height <= Self.maskBytesLimit / 4 else { return nil }
        let pitch = (width + 3) & ~3
        var rows = [UInt8](repeating: 0, count: pitch * height)
        let status = rows.withUnsafeMutableBufferPointer { buffer in
            var bitmap = FT_Bitmap()
            bitmap.rows = UInt32(height)
            bitmap.width = UInt32(width)
            bitmap.pitch = Int32(pitch)
            bitmap.buffer = buffer.baseAddress
            bitmap.num_grays = 256
            bitmap.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
            FT_Outline_Translate(&slot.pointee.outline, -minX, -minY)
            return FT_Outline_Get_Bitmap(slot.pointee.library, &slot.pointee.outline, &bitmap)
        }
        guard status == 0 else { return nil }
        var (inkLeft, inkTop, inkRight, inkBottom) = (width, height, -1, -1)
        for y in 0..<height {
            for x in 0..<width where rows[y * pitch + x] != 0 {
                (inkLeft, inkTop, inkRight, inkBottom) = (min(inkLeft, x), min(inkTop, y), max(inkRight, x), max(inkBottom, y))
            }
        }
        guard inkRight >= inkLeft else { return empty }
        let start = coverage.count
        for y in inkTop...inkBottom {
            coverage.append(contentsOf: rows[(y * pitch + inkLeft)...(y * pitch + inkRight)])
        }
        // The image's top-left pixel lies at the box's left and top (y grows down on screen).
        return Mask(start: start, width: inkRight - inkLeft + 1, height: inkBottom - inkTop + 1,
                    left: Int(minX >> 6) + inkLeft, top: -Int(maxY >> 6) + inkTop)
    }
}

/// Blends `target`'s color through a mask of `width` × `height` levels (rows after rows
/// from `levels`), its top-left pixel at (`x`, `y`) in the surface, inside the target's
/// clip: pixman's over of a solid color through an 8-bit mask, rounded as pixman rounds.
private func blend(_ levels: UnsafePointer<UInt8>, width: Int, height: Int, atX x: Int, y: Int, into target: GlyphPainter.Target) {
    let clip = target.clip
    let minX = max(x, clip.x), maxX = min(x + width, clip.x + clip.width)
    let minY = max(y, clip.y), maxY = min(y + height, clip.y + clip.height)
    guard minX < maxX, minY < maxY else { return }
    let count = maxX - minX
    for row in minY..<maxY {
        // Safe: every row and column here lies inside the clip, which lies inside the surface.
        let pixels = (target.pixels + row * target.stride).assumingMemoryBound(to: UInt32.self) + minX
        let rowLevels = levels + (row - y) * width + (minX - x)
        var column = 0
        while column < count {
            // Four blank pixels at a time: much of a glyph's box.
            if column + 4 <= count, UnsafeRawPointer(rowLevels + column).loadUnaligned(as: UInt32.self) == 0 {
                column += 4
                continue
            }
            target.color.blend(pixels + column, level: UInt32(rowLevels[column]))
            column += 1
        }
    }
}

/// The whole pixel nearest `position`, halves rounded up as Cairo rounds them (without
/// libm's `floor`); `nil` far outside any image.
private func nearestPixel(_ position: Double) -> Int? {
    let shifted = position + 0.5
    guard shifted > -1e9, shifted < 1e9 else { return nil }
    let truncated = Int(shifted)
    return Double(truncated) > shifted ? truncated - 1 : truncated
}
