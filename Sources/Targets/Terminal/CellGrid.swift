import ClockworkCore
/// A 24-bit color for a terminal cell.
struct RGB: Equatable {
    var red, green, blue: UInt8

    /// The color's sRGB components, clamped to what a terminal shows.
    init(_ color: Color) {
        func channel(_ value: Double) -> UInt8 { value.isNaN ? 0 : UInt8((min(max(value, 0), 1) * 255).rounded()) }
        let rgb = color.sRGB
        red = channel(rgb.red)
        green = channel(rgb.green)
        blue = channel(rgb.blue)
    }

    init(red: UInt8, green: UInt8, blue: UInt8) {
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    /// This color moved toward `other` by `amount` (0 stays, 1 becomes `other`).
    func blended(toward other: RGB, by amount: Double) -> RGB {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * amount).rounded()) }
        return RGB(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
    }

    /// The nearest of xterm's 256 colors (its 6×6×6 cube).
    var xterm256: Int {
        func level(_ value: UInt8) -> Int { value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40 }
        return 16 + 36 * level(red) + 6 * level(green) + level(blue)
    }
}

/// A cell's character as plain bits, so cells copy and compare without reference
/// counting: a Unicode scalar, or, for a grapheme of several scalars (a flag, an emoji with
/// a modifier, a letter with a combining mark), an index in its grid's table of those.
struct Glyph: Equatable {
    private let raw: UInt32
    private static let firstCluster: UInt32 = 0x11_0000

    static let space = Glyph(" ")

    init(_ scalar: Unicode.Scalar) { raw = scalar.value }

    init(cluster index: Int) { raw = Self.firstCluster + UInt32(index) }

    /// The scalar, unless the glyph is a grapheme of several.
    var scalar: Unicode.Scalar? { raw < Self.firstCluster ? Unicode.Scalar(raw) : nil }

    /// The index in the grid's grapheme table, for a grapheme of several scalars.
    var clusterIndex: Int? { raw < Self.firstCluster ? nil : Int(raw - Self.firstCluster) }
}

/// One terminal cell: a character and how to draw it. Plain bits throughout (no
/// references), so a grid's cells are copied, cleared and compared as memory.
struct Cell: Equatable {
    var glyph = Glyph.space
    /// Whether this is the right half of a wide character (East Asian wide, emoji) drawn
    /// in the cell before it: the terminal shows nothing of its own here.
    var isWideTail = false
    /// Whether this is the left half of a wide character (noted when written, so nothing
    /// reading the grid breaks graphemes again).
    var isWideLead = false
    /// `nil`: the terminal's default.
    var foreground: RGB?
    var background: RGB?
    /// Bold, dim, italic, underline and strikethrough, as one byte: compared and copied
    /// once per cell while a frame is encoded.
    var attributes = CellAttributes()

    var bold: Bool { attributes.contains(.bold) }
    var dim: Bool { attributes.contains(.dim) }
    var italic: Bool { attributes.contains(.italic) }
    var underline: Bool { attributes.contains(.underline) }
    var strikethrough: Bool { attributes.contains(.strikethrough) }

    /// Same look as `other` (character aside): no new SGR sequence needed between them.
    func sameStyle(as other: Cell) -> Bool {
        foreground == other.foreground && background == other.background && attributes == other.attributes
    }
}

/// A cell's text attributes, each an SGR parameter.
struct CellAttributes: OptionSet, Equatable {
    let rawValue: UInt8
    static let bold = CellAttributes(rawValue: 1)
    static let dim = CellAttributes(rawValue: 2)
    static let italic = CellAttributes(rawValue: 4)
    static let underline = CellAttributes(rawValue: 8)
    static let strikethrough = CellAttributes(rawValue: 16)
}

/// How many colors a terminal shows.
public enum TerminalColors: Sendable {
    /// 24-bit color (`COLORTERM=truecolor`).
    case trueColor
    /// xterm's 256 colors.
    case palette256

    /// What the environment says the terminal supports.
    public static func detect(environment: [String: String]) -> TerminalColors {
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        return colorTerm.contains("truecolor") || colorTerm.contains("24bit") ? .trueColor : .palette256
    }
}

/// A terminal's screen as cells: a display list is drawn into it, and the bytes that
/// turn the previous grid into this one touch only the cells that differ. Two grids are
/// equal when they show the same screen.
struct CellGrid: Equatable {
    let width: Int
    let height: Int
    private(set) var cells: [Cell]
    /// The graphemes of several scalars the cells show, by ``Glyph`` index, and each one's
    /// index: rebuilt from the cells once it holds more than ``clusterLimit``, so a
    /// long-running screen of changing emoji does not grow it without bound.
    private var clusters: [Character] = []
    private var clusterIndices: [Character: Int] = [:]
    private static let clusterLimit = 1_024
    /// Where drawing may change cells: the whole grid, or the damaged area being redrawn.
    private var clip: CellArea
    /// The clip regions of the item being drawn: a cell is drawn when its center is in all.
    private var itemClips: [Clip] = []

    init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = Array(repeating: Cell(), count: self.width * self.height)
        clip = CellArea(minX: 0, minY: 0, maxX: self.width, maxY: self.height)
    }

    subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// The character cell (`x`, `y`) shows.
    func character(_ x: Int, _ y: Int) -> Character {
        character(of: cells[y * width + x].glyph)
    }

    private func character(of glyph: Glyph) -> Character {
        glyph.scalar.map(Character.init) ?? clusters[glyph.clusterIndex!]
    }

    /// The glyph for `character`, entered in the grapheme table if it needs to be.
    private mutating func glyph(for character: Character) -> Glyph {
        var scalars = character.unicodeScalars.makeIterator()
        if let first = scalars.next(), scalars.next() == nil { return Glyph(first) }
        if let index = clusterIndices[character] { return Glyph(cluster: index) }
        clusters.append(character)
        clusterIndices[character] = clusters.count - 1
        return Glyph(cluster: clusters.count - 1)
    }

    /// Keeps only the graphemes the cells still show, once the table is past its limit.
    private mutating func compactClustersIfNeeded() {
        guard clusters.count > Self.clusterLimit else { return }
        let old = clusters
        clusters.removeAll()
        clusterIndices.removeAll()
        for index in cells.indices {
            if let cluster = cells[index].glyph.clusterIndex { cells[index].glyph = glyph(for: old[cluster]) }
        }
    }

    static func == (lhs: CellGrid, rhs: CellGrid) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells.indices.allSatisfy { lhs.cell($0, matches: rhs) }
    }

    /// Whether cell `index` shows what cell `index` of `other`, a grid of the same size, does.
    private func cell(_ index: Int, matches other: CellGrid) -> Bool {
        let mine = cells[index], theirs = other.cells[index]
        guard mine.glyph.clusterIndex != nil || theirs.glyph.clusterIndex != nil else { return mine == theirs }
        var mineStyled = mine, theirsStyled = theirs
        (mineStyled.glyph, theirsStyled.glyph) = (.space, .space)
        return mineStyled == theirsStyled && character(of: mine.glyph) == other.character(of: theirs.glyph)
    }

    /// Draws `list`, back to front.
    mutating func draw(_ list: DisplayList) {
        compactClustersIfNeeded()
        for item in list.items { draw(item) }
        mendWidePairs(in: CellArea(minX: 0, minY: 0, maxX: width, maxY: height))
    }

    /// Draws `item` in its cells; a shadow has no cells to fall in.
    private mutating func draw(_ item: DisplayItem) {
        guard !item.isShadow else { return }
        itemClips = item.clips
        defer { itemClips = [] }
        let frame = item.frame
        let x0 = cellCoordinate(frame.minX), y0 = cellCoordinate(frame.minY)
        let width = max(cellCoordinate(frame.size.width), 0)
        let style = TerminalStyle(item)
        switch item.primitive {
        case let .shape(.rectangle, .fill(fillStyle, _)) where item.transform.isIdentity && !fillStyle.isGradient:
            let fill = style.blend(terminalFill(fillStyle, at: frame.center, in: frame), over: nil)
            let area = CellArea(minX: max(x0, clip.minX), minY: max(y0, clip.minY),
                                maxX: min(cellCoordinate(frame.maxX), clip.maxX), maxY: min(cellCoordinate(frame.maxY), clip.maxY))
            guard !area.isEmpty else { return }
            for y in area.minY..<area.maxY {
                for x in area.minX..<area.maxX { paint(x, y) { $0.background = fill; $0.glyph = .space; $0.isWideTail = false; $0.isWideLead = false } }
            }
        case let .shape(.path(path), .stroke(strokeStyle, _)):
            drawBraille(path, paint: strokeStyle, item: item, style: style)
        case let .shape(outline, drawing):
            drawShape(outline, drawing, item: item, style: style)
        case .text(let text):
            if let foreground = item.foreground, foreground.isGradient {
                writeShaded(text, at: x0, y0, within: width, by: foreground, in: frame, style: style)
            } else {
                write(text, at: x0, y0, within: width, style: style)
            }
        case .symbol(let name):
            write(String(symbolGlyph(for: name)), at: x0, y0, style: style)
        case .image(let image):
            drawImageBox(image.name, item: item, style: style)
        }
    }

    /// A resource image as a box bearing its name: `[logo]` on one or two rows, a drawn
    /// box with the name in its middle on three or more.
    @inline(never)  // Rare: kept out of `draw(_:)`, which every item of every frame goes through.
    private mutating func drawImageBox(_ name: String, item: DisplayItem, style: TerminalStyle) {
        let frame = item.frame
        let x0 = cellCoordinate(frame.minX), y0 = cellCoordinate(frame.minY)
        let width = max(cellCoordinate(frame.size.width), 0), height = max(cellCoordinate(frame.size.height), 0)
        guard width > 0, height > 0 else { return }
        guard height >= 3, width >= 3 else {
            write("[" + name + "]", at: x0, y0 + height / 2, within: width, style: style)
            return
        }
        let (x1, y1) = (x0 + width - 1, y0 + height - 1)
        for x in x0...x1 {
            put(x == x0 ? "┌" : x == x1 ? "┐" : "─", at: x, y0, style: style)
            put(x == x0 ? "└" : x == x1 ? "┘" : "─", at: x, y1, style: style)
        }
        for y in (y0 + 1)..<y1 {
            put("│", at: x0, y, style: style)
            put("│", at: x1, y, style: style)
        }
        let shown = min(name.count, width - 2)
        write(String(name.prefix(shown)), at: x0 + (width - shown) / 2, y0 + height / 2, within: width - 2, style: style)
    }

    /// Writes `text` from column `x0`, a wide character taking two cells, stopping before
    /// the first character that would pass `limit` cells.
    private mutating func write(_ text: String, at x0: Int, _ y: Int, within limit: Int? = nil, style: TerminalStyle) {
        guard style.isVisible else { return }
        if writePrintableASCII(text, at: x0, y, within: limit, style: style) { return }
        if writeSimpleScalars(text, at: x0, y, within: limit, style: style) { return }
        var x = x0
        for character in text.streamSafe {
            let shown = visibleCharacter(character)
            let cells = CellTextMeasure.cells(of: shown)
            if let limit, x + cells > x0 + limit { break }
            // A wide character needs its second cell on the screen; a space stands in for it.
            let isWide = cells == 2 && x + 1 < width
            put(isWide || cells == 1 ? glyph(for: shown) : .space, at: x, y, style: style, wideLead: isWide)
            if isWide { put(.space, at: x + 1, y, style: style, wideTail: true) }
            x += cells
        }
    }

    /// Writes `text` in a gradient: each character in the color `shading` has at its cell's
    /// middle, so the gradient runs along the text as it does in pixels.
    @inline(never)  // Rare: kept out of `draw(_:)`, which every item of every frame goes through.
    private mutating func writeShaded(_ text: String, at x0: Int, _ y: Int, within limit: Int, by shading: PaintStyle, in frame: Rect,
                                      style: TerminalStyle) {
        var x = x0
        for character in text {
            let cells = CellTextMeasure.cells(of: visibleCharacter(character))
            guard x + cells <= x0 + limit else { break }
            let middle = Point(x: Double(x) + Double(cells) / 2, y: frame.center.y)
            write(String(character), at: x, y, within: cells, style: style.with(foreground: terminalFill(shading, at: middle, in: frame)))
            x += cells
        }
    }

    /// Writes `text` one byte a cell when it is printable ASCII (each byte a character one
    /// cell wide, nothing to stand in for), without breaking it into graphemes; returns
    /// whether it was.
    private mutating func writePrintableASCII(_ text: String, at x0: Int, _ y: Int, within limit: Int?, style: TerminalStyle) -> Bool {
        let written: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 > 0x7E }) else { return false }
            let count = min(bytes.count, limit ?? bytes.count)
            for offset in 0..<count {
                put(Glyph(Unicode.Scalar(bytes[offset])), at: x0 + offset, y, style: style)
            }
            return true
        }
        return written ?? false
    }

    /// Writes `text` a scalar a cell when each of its scalars is simple (one cell wide, its
    /// own grapheme: see `CellTextMeasure.isSimple`), as a control's glyphs are (`━━●`,
    /// `████░░`), read from its UTF-8 bytes without breaking it into graphemes; returns
    /// whether it was.
    private mutating func writeSimpleScalars(_ text: String, at x0: Int, _ y: Int, within limit: Int?, style: TerminalStyle) -> Bool {
        let written: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.isEmpty else { return true }
            // The scalar whose UTF-8 starts at `index` and its length, if it is simple
            // (every simple scalar is below U+10000: one to three bytes).
            func simpleScalar(at index: Int) -> (scalar: Unicode.Scalar, length: Int)? {
                let lead = UInt32(bytes[index])
                let value: UInt32, length: Int
                switch lead {
                case ..<0x80: (value, length) = (lead, 1)
                case ..<0xE0: (value, length) = ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2)
                case ..<0xF0: (value, length) = ((lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
                default: return nil
                }
                guard let scalar = Unicode.Scalar(value), CellTextMeasure.isSimple(scalar) else { return nil }
                return (scalar, length)
            }
            var x = x0
            let end = limit.map { x0 + $0 } ?? Int.max
            // A run of one glyph (a bar, a track, a rule): decoded once.
            if let (scalar, length) = simpleScalar(at: 0), bytes.count % length == 0,
               (length..<bytes.count).allSatisfy({ bytes[$0] == bytes[$0 % length] }) {
                let glyph = Glyph(scalar)
                for cell in x0..<min(x0 + bytes.count / length, end) { put(glyph, at: cell, y, style: style) }
                return true
            }
            var index = 0
            while index < bytes.count {
                guard let (_, length) = simpleScalar(at: index) else { return false }
                index += length
            }
            index = 0
            while index < bytes.count, x < end, let (scalar, length) = simpleScalar(at: index) {
                put(Glyph(scalar), at: x, y, style: style)
                index += length
                x += 1
            }
            return true
        }
        return written ?? false
    }

    /// Sets one cell (inside the clip) to a character of one cell.
    private mutating func put(_ character: Character, at x: Int, _ y: Int, style: TerminalStyle) {
        put(glyph(for: character), at: x, y, style: style)
    }

    /// Sets one cell (inside the clip).
    private mutating func put(_ glyph: Glyph, at x: Int, _ y: Int, style: TerminalStyle,
                              wideLead: Bool = false, wideTail: Bool = false) {
        paint(x, y) { cell in
            cell.glyph = glyph
            cell.isWideTail = wideTail
            cell.isWideLead = wideLead
            cell.foreground = style.foreground.map { style.blend($0, over: cell.background) }
                ?? (style.opacity < 1 ? style.blend(RGB(red: 255, green: 255, blue: 255), over: cell.background) : nil)
            cell.attributes = style.attributes
        }
    }

    /// Makes every wide character in `area` (and the cells beside it) whole again after
    /// drawing over half of one: a half without its other half becomes a space, as the
    /// terminal shows a wide character half written over.
    private mutating func mendWidePairs(in area: CellArea) {
        for y in area.minY..<area.maxY {
            for x in max(area.minX - 1, 0)..<min(area.maxX + 1, width) {
                let index = y * width + x
                if cells[index].isWideTail {
                    if x == 0 || !cells[index - 1].isWideLead {
                        cells[index].isWideTail = false
                        cells[index].glyph = .space
                    }
                } else if cells[index].isWideLead, x + 1 >= width || !cells[index + 1].isWideTail {
                    cells[index].glyph = .space
                    cells[index].isWideLead = false
                }
            }
        }
    }

    /// Fills or strokes a shape: a cell belongs to it when its center is inside the outline
    /// (the transform undone); a stroke takes the cells inside whose neighbor, a line width
    /// away, is outside, and tints them without hiding their text (a border around a line
    /// of text, one cell high, covers it). Gradients are sampled at each cell's center.
    private mutating func drawShape(_ outline: ShapeOutline, _ drawing: ShapeDrawing, item: DisplayItem, style: TerminalStyle) {
        guard style.isVisible, let inverse = item.transform.inverted else { return }
        let area = CellArea(item.bounds, within: self)
        let frame = item.frame
        let reach: Double = if case .stroke(_, let stroke) = drawing { max(Double(stroke.lineWidth).rounded(), 1) } else { 0 }
        func inside(_ point: Point) -> Bool { outline.contains(point, in: frame) }
        let rows = max(area.minY, clip.minY)..<max(min(area.maxY, clip.maxY), max(area.minY, clip.minY))
        let columns = max(area.minX, clip.minX)..<max(min(area.maxX, clip.maxX), max(area.minX, clip.minX))
        for y in rows {
            for x in columns {
                let point = inverse.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                guard inside(point) else { continue }
                if reach > 0, inside(Point(x: point.x - reach, y: point.y)), inside(Point(x: point.x + reach, y: point.y)),
                   inside(Point(x: point.x, y: point.y - reach)), inside(Point(x: point.x, y: point.y + reach)) { continue }
                let fill = style.blend(terminalFill(drawing.style, at: point, in: frame), over: cells[y * width + x].background)
                if reach > 0 {
                    // A stroke is a thin line: it tints the cells it crosses and keeps what they show.
                    paint(x, y) { $0.background = fill }
                } else {
                    paint(x, y) { $0.background = fill; $0.glyph = .space; $0.isWideTail = false; $0.isWideLead = false }
                }
            }
        }
    }

    /// Strokes a path as braille dots, two columns and four rows of them a cell: a line
    /// one dot wide (a chart's series, a grid line, a shape of the user's), readable where
    /// a stroke of whole cells would be a smear. Dots drawn into a cell that already shows
    /// braille join its dots, so lines crossing in a cell keep both (the later one's color).
    private mutating func drawBraille(_ path: Path, paint: PaintStyle, item: DisplayItem, style: TerminalStyle) {
        guard style.isVisible else { return }
        let bounds = CellArea(item.bounds, within: self)
        let area = CellArea(minX: max(bounds.minX, clip.minX), minY: max(bounds.minY, clip.minY),
                            maxX: min(bounds.maxX, clip.maxX), maxY: min(bounds.maxY, clip.maxY))
        guard !area.isEmpty else { return }
        let (columns, rows) = (area.maxX - area.minX, area.maxY - area.minY)
        var dots = [UInt8](repeating: 0, count: columns * rows)
        let frame = item.frame
        // Dot (column, row) of a cell is bit `brailleBits[row][column]` of U+2800's offset.
        let brailleBits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
        func dot(_ x: Double, _ y: Double) {
            guard x.isFinite, y.isFinite else { return }
            let (dx, dy) = (Int((x * 2).rounded(.down)), Int((y * 4).rounded(.down)))
            let (cx, cy) = (dx >> 1, dy >> 2)
            guard cx >= area.minX, cx < area.maxX, cy >= area.minY, cy < area.maxY else { return }
            dots[(cy - area.minY) * columns + (cx - area.minX)] |= brailleBits[dy & 3][dx & 1]
        }
        for (from, to) in path.strokeSegments() {
            let a = item.transform.apply(to: Point(x: frame.minX + Double(from.x), y: frame.minY + Double(from.y)))
            let b = item.transform.apply(to: Point(x: frame.minX + Double(to.x), y: frame.minY + Double(to.y)))
            // One step a dot along the longer side; a segment reaching far outside the
            // area takes no more steps than the area has dots.
            let length = max(abs(b.x - a.x) * 2, abs(b.y - a.y) * 4)
            guard length.isFinite else { continue }
            let steps = Int(min(length.rounded(.up), Double(4 * (columns * 2 + rows * 4))))
            for step in 0...max(steps, 0) {
                let t = steps == 0 ? 0 : Double(step) / Double(steps)
                dot(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
            }
        }
        let color = terminalColor(paint, at: frame.center, in: frame)
        let dotStyle = color.map { style.with(foreground: $0) } ?? style
        for row in 0..<rows {
            for column in 0..<columns where dots[row * columns + column] != 0 {
                let (x, y) = (area.minX + column, area.minY + row)
                var bits = dots[row * columns + column]
                if let scalar = cells[y * width + x].glyph.scalar, (0x2800...0x28FF).contains(scalar.value) {
                    bits |= UInt8(scalar.value - 0x2800)
                }
                put(Glyph(Unicode.Scalar(0x2800 + UInt32(bits))!), at: x, y, style: dotStyle)
            }
        }
    }

    private mutating func paint(_ x: Int, _ y: Int, _ change: (inout Cell) -> Void) {
        guard clip.contains(x, y) else { return }
        if !itemClips.isEmpty {
            let center = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
            guard itemClips.allSatisfy({ $0.contains(center) }) else { return }
        }
        change(&cells[y * width + x])
    }

    /// Draws `list` again inside `rects` only (the damage since the grid last matched the
    /// terminal) and returns the bytes that bring the terminal up to date there. Costs in
    /// proportion to the damaged area and the list's length, not the screen's size.
    mutating func redraw(_ list: DisplayList, in rects: [Rect], colors: TerminalColors) -> [UInt8] {
        compactClustersIfNeeded()
        var out: [UInt8] = []
        var pen: Cell?
        var before: [Cell] = []
        for rect in rects {
            let area = CellArea(rect, within: self)
            guard !area.isEmpty else { continue }
            before.removeAll(keepingCapacity: true)
            for y in area.minY..<area.maxY {
                before += cells[(y * width + area.minX)..<(y * width + area.maxX)]
                for x in area.minX..<area.maxX { cells[y * width + x] = Cell() }
            }
            clip = area
            // Frames are read in place: copying each item would retain and release its strings.
            // Safe: the buffer is only read, inside the closure, while `list` is alive, and the
            // list's index only names items in it.
            let nearby = list.indices(meeting: rect)
            list.items.withUnsafeBufferPointer { items in
                for index in nearby where items[index].frame.intersects(rect) { draw(items[index]) }
            }
            clip = CellArea(minX: 0, minY: 0, maxX: width, maxY: height)
            mendWidePairs(in: area)
            let areaWidth = area.maxX - area.minX
            encode(area, colors: colors, into: &out, pen: &pen) { x, y in
                before[(y - area.minY) * areaWidth + (x - area.minX)] != cells[y * width + x]
            }
        }
        if pen != nil { out += Self.styleReset }
        return out
    }

    private static let styleReset = Array("\u{1B}[0m".utf8)

    /// The bytes that turn `previous` (what the terminal shows; `nil`: unknown, so all
    /// of it) into this grid: a cursor move before each run of changed cells, a style
    /// sequence only where the style changes.
    func encode(from previous: CellGrid?, colors: TerminalColors) -> [UInt8] {
        var out: [UInt8] = []
        var pen: Cell?
        let whole = CellArea(minX: 0, minY: 0, maxX: width, maxY: height)
        if let previous, previous.width == width, previous.height == height {
            encode(whole, colors: colors, into: &out, pen: &pen) { x, y in !cell(y * width + x, matches: previous) }
        } else {
            encode(whole, colors: colors, into: &out, pen: &pen) { _, _ in true }
        }
        if pen != nil { out += Self.styleReset }
        return out
    }

    /// A grid of `width` × `height` with `list` drawn on it, the list laid out in `units`.
    static func drawn(_ list: DisplayList, width: Int, height: Int, units: TerminalUnits) -> CellGrid {
        var grid = CellGrid(width: width, height: height)
        if case .points(let cell) = units {
            var inCells = list
            inCells.items = list.items.map { $0.inCells(of: cell) }
            grid.draw(inCells)
        } else {
            grid.draw(list)
        }
        return grid
    }

    /// The grid as lines to print where the cursor stands, each ending in a newline: with
    /// `colors`, styled as ``encode(from:colors:)`` styles the cells and reset at each
    /// line's end; without, plain characters.
    func lines(colors: TerminalColors?) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0..<height {
            var pen: Cell?
            for x in 0..<width where !cells[y * width + x].isWideTail {
                let cell = cells[y * width + x]
                if let colors {
                    append(cell, colors: colors, pen: &pen, to: &out)
                } else {
                    appendCharacter(of: cell, to: &out)
                }
            }
            if pen != nil { out += Self.styleReset }
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }

    /// Appends the bytes that write the cells of `area` for which `changed` holds, with
    /// `pen` the style the terminal is writing in.
    private func encode(_ area: CellArea, colors: TerminalColors, into out: inout [UInt8], pen: inout Cell?,
                        changed: (Int, Int) -> Bool) {
        for y in area.minY..<area.maxY {
            var cursorAt: Int?
            for changedX in area.minX..<area.maxX where changed(changedX, y) {
                // The right half of a wide character is written as the character, from its left half.
                var x = changedX
                if cells[y * width + x].isWideTail {
                    if cursorAt == x + 1 { continue }
                    x -= 1
                }
                let cell = cells[y * width + x]
                if cursorAt != x { appendCursorMove(toRow: y + 1, column: x + 1, to: &out) }
                append(cell, colors: colors, pen: &pen, to: &out)
                cursorAt = x + (cell.isWideLead ? 2 : 1)
            }
        }
    }

    /// Appends `cell`'s character, after its style when that is not `pen`'s.
    private func append(_ cell: Cell, colors: TerminalColors, pen: inout Cell?, to out: inout [UInt8]) {
        if pen.map({ !$0.sameStyle(as: cell) }) ?? true {
            appendSGR(cell, colors: colors, to: &out)
            pen = cell
        }
        appendCharacter(of: cell, to: &out)
    }

    /// Appends the UTF-8 of `cell`'s character.
    private func appendCharacter(of cell: Cell, to out: inout [UInt8]) {
        if let scalar = cell.glyph.scalar {
            UTF8.encode(scalar) { out.append($0) }
        } else {
            out += character(of: cell.glyph).utf8
        }
    }

    /// `ESC [ row ; column H`.
    private func appendCursorMove(toRow row: Int, column: Int, to out: inout [UInt8]) {
        out.append(0x1B)
        out.append(UInt8(ascii: "["))
        out.appendDecimal(Int64(row))
        out.append(UInt8(ascii: ";"))
        out.appendDecimal(Int64(column))
        out.append(UInt8(ascii: "H"))
    }

    /// `ESC [ 0 ; … m`: a reset, then the cell's attributes and colors.
    private func appendSGR(_ cell: Cell, colors: TerminalColors, to out: inout [UInt8]) {
        out.append(0x1B)
        out.append(UInt8(ascii: "["))
        out.append(UInt8(ascii: "0"))
        if cell.bold { appendParameter(1, to: &out) }
        if cell.dim { appendParameter(2, to: &out) }
        if cell.italic { appendParameter(3, to: &out) }
        if cell.underline { appendParameter(4, to: &out) }
        if cell.strikethrough { appendParameter(9, to: &out) }
        if let foreground = cell.foreground { appendColor(foreground, base: 38, colors: colors, to: &out) }
        if let background = cell.background { appendColor(background, base: 48, colors: colors, to: &out) }
        out.append(UInt8(ascii: "m"))
    }

    /// `;38;2;r;g;b` (or `;38;5;n` on a 256-color terminal), `48` for a background.
    private func appendColor(_ color: RGB, base: Int, colors: TerminalColors, to out: inout [UInt8]) {
        appendParameter(base, to: &out)
        switch colors {
        case .trueColor:
            appendParameter(2, to: &out)
            appendParameter(Int(color.red), to: &out)
            appendParameter(Int(color.green), to: &out)
            appendParameter(Int(color.blue), to: &out)
        case .palette256:
            appendParameter(5, to: &out)
            appendParameter(color.xterm256, to: &out)
        }
    }

    /// `;value`.
    private func appendParameter(_ value: Int, to out: inout [UInt8]) {
        out.append(UInt8(ascii: ";"))
        out.appendDecimal(Int64(value))
    }
}

/// A coordinate in cells, rounded by `rule` and clamped to ±2^30 (NaN as 0): a frame far
/// off screen, or endless, is clipped like any other, never converted with a trap.
func cellCoordinate(_ value: Double, _ rule: FloatingPointRoundingRule = .towardZero) -> Int {
    guard !value.isNaN else { return 0 }
    return Int(min(max(value.rounded(rule), -0x1p30), 0x1p30))
}

/// A rectangle of cells: columns `minX..<maxX`, rows `minY..<maxY`.
struct CellArea: Equatable {
    var minX, minY, maxX, maxY: Int

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// The cells `rect` touches, inside `grid`.
    init(_ rect: Rect, within grid: CellGrid) {
        self.init(minX: max(cellCoordinate(rect.minX, .down), 0), minY: max(cellCoordinate(rect.minY, .down), 0),
                  maxX: min(cellCoordinate(rect.maxX, .up), grid.width), maxY: min(cellCoordinate(rect.maxY, .up), grid.height))
    }

    var isEmpty: Bool { minX >= maxX || minY >= maxY }

    func contains(_ x: Int, _ y: Int) -> Bool {
        x >= minX && x < maxX && y >= minY && y < maxY
    }
}

/// How a display item's paint shows in a terminal: opacity blends its colors toward what
/// is behind; a bold or heavier font, or a scale of 1.25 or more, is bold; a scale of 0.75
/// or less dim; an italic font italic, an underlined or struck-through one so. A gradient
/// foreground takes its color at the frame's center.
private struct TerminalStyle {
    var foreground: RGB?
    let opacity: Double
    /// Bold, dim, italic, underline and strikethrough, as the cells keep them.
    var attributes: CellAttributes

    init(_ item: DisplayItem) {
        foreground = item.foreground.flatMap { terminalColor($0, at: item.frame.center, in: item.frame) }
        opacity = item.opacity
        let scale = item.transform.isIdentity ? 1 : max(item.transform.scale.x, item.transform.scale.y)
        attributes = []
        if scale >= 1.25 || (item.font.map { $0.weight >= .semibold } ?? false) { attributes.insert(.bold) }
        if scale <= 0.75 { attributes.insert(.dim) }
        if let font = item.font {
            if font.isItalic { attributes.insert(.italic) }
            if font.isUnderlined { attributes.insert(.underline) }
            if font.isStruckThrough { attributes.insert(.strikethrough) }
        }
    }

    /// Nearly transparent items are not drawn at all.
    var isVisible: Bool { opacity >= 0.05 }

    /// This style with another foreground color.
    func with(foreground: RGB) -> TerminalStyle {
        var style = self
        style.foreground = foreground
        return style
    }

    /// `color` at this opacity over `background` (black when the terminal's own).
    func blend(_ color: RGB, over background: RGB?) -> RGB {
        opacity >= 1 ? color : (background ?? RGB(red: 0, green: 0, blue: 0)).blended(toward: color, by: opacity)
    }
}

/// The terminal color `style` paints at `point` of something drawn in `frame`: its color
/// there, grays for the lower content roles; `nil` for the primary role (the terminal's
/// own foreground).
func terminalColor(_ style: PaintStyle, at point: Point, in frame: Rect) -> RGB? {
    if case .hierarchical(let role) = style {
        return [nil, RGB(Color.secondary), RGB(red: 100, green: 100, blue: 105), RGB(red: 70, green: 70, blue: 75)][role.level]
    }
    return style.color(at: point, in: frame).map(RGB.init)
}

/// The cell background `style` paints at `point`: as ``terminalColor(_:at:in:)``, with the
/// primary role as a terminal's usual light-gray foreground (a cell background has no
/// "default foreground" to fall back on).
func terminalFill(_ style: PaintStyle, at point: Point, in frame: Rect) -> RGB {
    terminalColor(style, at: point, in: frame) ?? RGB(red: 229, green: 229, blue: 229)
}

extension Rect {
    var center: Point { Point(x: minX + size.width / 2, y: minY + size.height / 2) }
}
