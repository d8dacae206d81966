/// What a render target draws: the visible items of the laid-out tree in paint order
/// (back to front), each with its frame and paint. Tests and remote clients read it;
/// targets turn it into cells or pixels.
public struct DisplayList: Equatable, Sendable {
    /// The items, back to front.
    public var items: [DisplayItem]
    /// Finds items by area; kept by the surface that made the list while its items stay
    /// in place.
    let index: DisplayListIndex?

    init(items: [DisplayItem], index: DisplayListIndex? = nil) {
        self.items = items
        self.index = index
    }

    /// Two lists are equal when their items are.
    public static func == (lhs: DisplayList, rhs: DisplayList) -> Bool {
        lhs.items == rhs.items
    }

    /// The indices of the items whose bounds may meet `area`, in paint order: all that do,
    /// and perhaps a few that only share a row with it. A target redrawing a damaged area
    /// draws these and skips the rest of the list.
    public func indices(meeting area: Rect) -> [Int] {
        if let index { return index.candidates(meeting: area) }
        return items.indices.filter { items[$0].bounds.intersects(area) }
    }

    /// One line per item, in paint order: `text (2,1 5x1) "Hello" foreground=red opacity=0.5`.
    public var textDump: String {
        items.map(\.description).joined(separator: "\n")
    }

    /// The list in the versioned wire format of docs/PROTOCOL.md:
    /// `{"version":5,"items":[…]}`, one object per item.
    public func json() -> String {
        var wire: [UInt8] = []
        write(to: &wire)
        return String(decoding: wire, as: UTF8.self)
    }
}

/// One drawn thing: a primitive in a frame, with the paint the modifiers above it set.
public struct DisplayItem: Equatable, Sendable, CustomStringConvertible {
    /// What is drawn.
    public enum Primitive: Equatable, Sendable {
        /// A line of text, in the item's font.
        case text(String)
        /// A named symbol (`Image(systemName:)`); targets map it to a glyph.
        case symbol(String)
        /// A resource image (`Image("logo")`) over the frame. Boxed, so the common items
        /// stay small.
        indirect case image(ImageItem)
        /// A shape's outline in the frame, filled or stroked (a color view or a background
        /// is a filled rectangle). Boxed, so the common items (texts) stay small.
        indirect case shape(ShapeOutline, ShapeDrawing)

        /// The whole frame filled with `style`.
        public static func fill(_ style: some ShapeStyle) -> Primitive {
            .shape(.rectangle, .fill(style.paintStyle, eoFill: false))
        }

        /// Whether the primitive shows text, so the item's font applies to it.
        @usableFromInline var showsText: Bool {
            switch self {
            case .text, .symbol: true
            case .shape, .image: false
            }
        }
    }

    /// What is drawn.
    public var primitive: Primitive
    /// How the item mixes with what is drawn behind it. (Declared here, it takes a byte of
    /// the padding after ``primitive``.)
    public var blendMode = BlendMode.normal
    /// How far the item is blurred, in the target's units (0: sharp); a shadow's softness.
    public var blurRadius: UInt8 = 0
    /// Whether the item is a shadow's copy of another, drawn beneath it (terminals draw
    /// none).
    public var isShadow = false
    /// Where it is drawn, in the target's units, before ``transform`` (offsets applied).
    public var frame: Rect
    /// The foreground style, if a modifier set one (`nil`: the target's primary content color).
    public var foreground: PaintStyle?
    /// The font of text-bearing items, if a modifier set one (`nil`: the target's body font).
    public var font: Font?
    /// Opacity, 0–1: the product of the opacities above it.
    public var opacity: Double
    /// Scale and rotation effects above the item, in absolute target units.
    public var transform: Transform
    /// Regions drawing is confined to, outermost first (clipping modifiers above it).
    public var clips: [Clip]

    /// An item of `primitive` in `frame` with the given paint.
    @inlinable public init(primitive: Primitive, frame: Rect, foreground: PaintStyle? = nil, font: Font? = nil, opacity: Double = 1,
                transform: Transform = .identity, clips: [Clip] = [], blendMode: BlendMode = .normal, blurRadius: UInt8 = 0) {
        self.primitive = primitive
        self.blendMode = blendMode
        self.blurRadius = blurRadius
        self.frame = frame
        self.foreground = foreground
        self.font = font
        self.opacity = opacity
        self.transform = transform
        self.clips = clips
    }

    /// The area the item may cover: its frame (widened by half a stroke's width) as
    /// transformed, inside its clips.
    public var bounds: Rect {
        var area = frame
        var margin = 2 * Double(blurRadius)
        if case .shape(_, .stroke(_, let stroke)) = primitive { margin += Double(stroke.lineWidth) / 2 }
        if margin > 0 {
            area = Rect(x: area.minX - margin, y: area.minY - margin, width: area.size.width + 2 * margin,
                        height: area.size.height + 2 * margin)
        }
        area = transform.boundingBox(of: area)
        for clip in clips { area = area.intersection(clip.bounds) }
        return area
    }

    /// One line: the primitive, its frame, and the paint that differs from the defaults.
    public var description: String {
        var words: [String]
        switch primitive {
        case .text(let text): words = ["text", "\(frame)", quoted(text)]
        case .symbol(let name): words = ["symbol", "\(frame)", name]
        case .image(let image):
            words = ["image", "\(frame)", image.name]
            if image.isTemplate { words.append("template") }
            if image.isTiled { words.append("tiled") }
            if image.interpolation != .high { words.append("interpolation=\(image.interpolation.rawValue)") }
        case let .shape(outline, drawing):
            words = [drawing.isFill ? "fill" : "stroke", "\(frame)"]
            if outline != .rectangle { words.append(outline.description) }
            words.append(drawing.style.description)
            if case .stroke(_, let stroke) = drawing { words.append("width=\(formatNumber(Double(stroke.lineWidth)))") }
        }
        if let font { words.append("font=(\(font))") }
        if let foreground { words.append("foreground=\(foreground)") }
        if opacity != 1 { words.append("opacity=\(formatNumber(opacity))") }
        if blendMode != .normal { words.append("blend=\(blendMode.name)") }
        if blurRadius > 0 { words.append("blur=\(blurRadius)") }
        if isShadow { words.append("shadow") }
        if !transform.isIdentity { words.append(transformDescription) }
        for clip in clips { words.append("clip=\(clip.outline)\(clip.frame)") }
        return words.joined(separator: " ")
    }

    /// `scale=1.5` or `scale=(2,1)` for a scale about the frame's center, else the matrix.
    private var transformDescription: String {
        let center = Point(x: frame.minX + frame.size.width / 2, y: frame.minY + frame.size.height / 2)
        let moved = transform.apply(to: center)
        guard transform.b == 0, transform.c == 0, abs(moved.x - center.x) < 1e-9, abs(moved.y - center.y) < 1e-9 else {
            return "transform=\(transform)"
        }
        let (x, y) = (transform.a, transform.d)
        return x == y ? "scale=\(formatNumber(x))" : "scale=(\(formatNumber(x)),\(formatNumber(y)))"
    }
}

extension ShapeDrawing {
    var isFill: Bool {
        if case .fill = self { return true }
        return false
    }
}

/// The paint the modifiers above a node set, handed down while the list is built.
@_spi(Machinery) public struct Paint {
    @usableFromInline package var foreground: PaintStyle?
    package var font: Font?
    /// A weight set by `.bold()` or `.fontWeight(_:)`, applied to whatever font is in force.
    package var fontWeight: Font.Weight?
    /// Whether `.italic()` is in force.
    package var isItalic = false
    /// Whether `.monospacedDigit()` is in force.
    package var hasMonospacedDigits = false
    /// The blend mode `.blendMode(_:)` set.
    @usableFromInline package var blendMode = BlendMode.normal
    /// The blur `.blur(radius:)` set, in the target's units.
    @usableFromInline package var blurRadius: UInt8 = 0
    /// Whether `.underline()` is in force.
    package var isUnderlined = false
    /// Whether `.strikethrough()` is in force.
    package var isStruckThrough = false
    /// A family set by `.fontDesign(_:)` or `.monospaced()`, applied to whatever font is in force.
    package var fontDesign: Font.Design?
    @usableFromInline package var opacity = 1.0
    /// The color effects above (`.brightness`, `.hueRotation`, …) as one matrix, or `nil`.
    @usableFromInline package var colorEffect: ColorEffect?
    @usableFromInline package var transform = Transform.identity
    @usableFromInline package var clips: [Clip] = []
    /// The color scheme in force below (`.environment(\.colorScheme, _:)` sets another
    /// than the host's): dynamic colors take their value in it, and where it is not the
    /// host's, content roles their color in it too.
    @usableFromInline package var colorScheme = ColorScheme.dark
    /// The scheme the host draws in, whose content roles the target colors itself.
    @usableFromInline package var hostColorScheme = ColorScheme.dark

    /// The font text below is drawn in, `nil` when no modifier chose one.
    @usableFromInline package var resolvedFont: Font? {
        guard fontWeight != nil || isItalic || hasMonospacedDigits || isUnderlined || isStruckThrough || fontDesign != nil
        else { return font }
        var resolved = font ?? .body
        if let fontWeight { resolved = resolved.weight(fontWeight) }
        if isItalic { resolved = resolved.italic() }
        if hasMonospacedDigits { resolved = resolved.monospacedDigit() }
        if let fontDesign { resolved = resolved.withDesign(fontDesign) }
        if isUnderlined || isStruckThrough {
            resolved = resolved.decorated(underline: isUnderlined || resolved.isUnderlined,
                                          strikethrough: isStruckThrough || resolved.isStruckThrough)
        }
        return resolved
    }

    /// An item of `primitive` in `frame` with this paint. A transform that only moves is
    /// applied to the frame, so every target draws the item moved.
    @inlinable package func item(_ primitive: DisplayItem.Primitive, in frame: Rect) -> DisplayItem {
        item(primitive, in: frame, foreground: foreground, font: primitive.showsText ? resolvedFont : nil)
    }

    /// An item of `primitive` in `frame` with this paint's opacity, transform, clips and
    /// blending, in `foreground` and `font` (a control's look chooses its own).
    @inlinable package func item(_ primitive: DisplayItem.Primitive, in frame: Rect, foreground: PaintStyle?, font: Font?) -> DisplayItem {
        var frame = frame, transform = transform
        if transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1, transform.tx != 0 || transform.ty != 0 {
            frame = Rect(x: frame.minX + transform.tx, y: frame.minY + transform.ty, width: frame.size.width, height: frame.size.height)
            transform = .identity
        }
        if let colorEffect {
            return colorEffect.applied(to: DisplayItem(primitive: primitive, frame: frame, foreground: foreground, font: font, opacity: opacity,
                                                       transform: transform, clips: clips, blendMode: blendMode, blurRadius: blurRadius),
                                       in: colorScheme)
        }
        // A dark screen's own colors need nothing resolved: the common case costs a compare.
        if colorScheme != .dark || colorScheme != hostColorScheme {
            return DisplayItem(primitive: resolved(primitive), frame: frame, foreground: resolved(foreground), font: font, opacity: opacity,
                               transform: transform, clips: clips, blendMode: blendMode, blurRadius: blurRadius)
        }
        return DisplayItem(primitive: primitive, frame: frame, foreground: foreground, font: font, opacity: opacity, transform: transform, clips: clips, blendMode: blendMode, blurRadius: blurRadius)
    }

    /// `style` in ``colorScheme``: dynamic colors (gradient stops too) take their value in
    /// it; content roles, and no style at all (the primary role), take their color in it
    /// when it is not the host's.
    @usableFromInline package func resolved(_ style: PaintStyle?) -> PaintStyle? {
        let rolesResolve = colorScheme != hostColorScheme
        func gradient(_ gradient: Gradient) -> Gradient {
            Gradient(stops: gradient.stops.map { Gradient.Stop(color: $0.color.resolved(in: colorScheme), location: $0.location) })
        }
        switch style {
        case nil:
            return rolesResolve ? .color(colorScheme.contentColors[0]) : nil
        case .color(let color)?:
            return .color(color.resolved(in: colorScheme))
        case .hierarchical(let role)?:
            return rolesResolve ? .color(colorScheme.contentColors[min(role.level, 3)]) : style
        case let .linearGradient(stops, start, end)?:
            return .linearGradient(gradient(stops), startPoint: start, endPoint: end)
        case let .radialGradient(stops, center, startRadius, endRadius)?:
            return .radialGradient(gradient(stops), center: center, startRadius: startRadius, endRadius: endRadius)
        case let .angularGradient(stops, center, startAngle, endAngle)?:
            return .angularGradient(gradient(stops), center: center, startAngle: startAngle, endAngle: endAngle)
        }
    }

    /// `primitive` with the style a shape is filled or stroked with resolved in
    /// ``colorScheme``.
    @usableFromInline package func resolved(_ primitive: DisplayItem.Primitive) -> DisplayItem.Primitive {
        guard case let .shape(outline, drawing) = primitive else { return primitive }
        switch drawing {
        case let .fill(style, eoFill): return .shape(outline, .fill(resolved(style) ?? style, eoFill: eoFill))
        case let .stroke(style, stroke): return .shape(outline, .stroke(resolved(style) ?? style, stroke))
        }
    }
}

/// Collects display items in paint order, recording where each node's items land.
@_spi(Machinery) public struct DisplayListBuilder {
    /// Where ``items`` starts in the whole list (non-zero when one subtree is emitted again).
    let base: Int
    @usableFromInline package private(set) var items: [DisplayItem] = []

    package init(base: Int = 0) {
        self.base = base
    }

    /// The index in the whole list the next item gets.
    package var position: Int { base + items.count }

    @inlinable package mutating func append(_ item: DisplayItem) {
        items.append(item)
    }
}

extension ViewGraph {
    /// The display list of the tree as of the last ``layout(in:)`` and render phase, built
    /// from the whole tree.
    public func displayList() -> DisplayList {
        var builder = DisplayListBuilder()
        root.appendDisplayItems(paint: Paint(), to: &builder)
        return DisplayList(items: builder.items)
    }

    /// The current display list, brought up to date with what changed since the last
    /// call, and the damage that change did on a surface of `size`.
    ///
    /// The items of each changed subtree are emitted again in place, with the paint the
    /// modifiers above it set; an item that differs damages the area it covered and the one
    /// it covers now. Mounted, unmounted or reordered views rebuild the list, damaging what
    /// differs between the two lists (``Damage/between(_:_:on:)``), and what the subtrees
    /// emitted in place before the rebuild turned out to be needed; the first list, or
    /// `full` (a new layout size), damages everything.
    func refreshDisplayList(on size: Size, full: Bool) -> (list: DisplayList, damage: Damage) {
        var damage = Damage(surface: size)
        if !full, surface.listIsCurrent, !surface.structureChanged, redrawChangedSubtrees(into: &damage) {
            return (DisplayList(items: surface.items, index: surface.currentIndex()), damage)
        }
        let previous = !full && surface.listIsCurrent ? surface.items : nil
        surface.drawCandidates.removeAll(keepingCapacity: true)
        surface.structureChanged = false
        surface.items = displayList().items
        surface.itemsIndex = nil
        surface.listIsCurrent = true
        if let previous {
            damage.formUnion(Damage.between(previous, surface.items, on: size))
        } else {
            damage = .full(size)
        }
        return (DisplayList(items: surface.items, index: surface.currentIndex()), damage)
    }

    /// Emits the changed subtrees again in place, adding to `damage` the area of each item
    /// that changed; `false` if one now has a different number of items (the list must be
    /// rebuilt; the items changed before it are in `damage`).
    private func redrawChangedSubtrees(into damage: inout Damage) -> Bool {
        let visit = surface.nextVisit()
        var candidates = surface.drawCandidates
        surface.drawCandidates.removeAll(keepingCapacity: true)
        if copyingViews > 0 { candidates = candidates.map(\.redrawRoot) }
        for node in candidates where node.isMounted { node.visit = visit }
        for node in candidates where node.isMounted && !node.isRedrawnElsewhere(visitedIn: visit) {
            // Read before emitting: emitting records the node's new range.
            let start = Int(node.itemStart), count = Int(node.itemCount)
            var builder = DisplayListBuilder(base: start)
            node.appendDisplayItems(paint: node.inheritedPaint, to: &builder)
            guard builder.items.count == count else { return false }
            for (offset, item) in builder.items.enumerated() where surface.items[start + offset] != item {
                let before = surface.items[start + offset].bounds
                if DisplayListIndex.bands(of: before) != DisplayListIndex.bands(of: item.bounds) { surface.itemsIndex = nil }
                damage.add(before)
                damage.add(item.bounds)
                surface.items[start + offset] = item
            }
        }
        return true
    }
}

extension ViewNode {
    /// Appends what this node and its subtree draw, back to front, and records where.
    package func appendDisplayItems(paint: Paint, to items: inout DisplayListBuilder) {
        let start = items.position
        content.appendDisplayItems(node: self, paint: paint, to: &items)
        itemStart = Int32(start)
        itemCount = Int32(items.position - start)
    }

    /// Appends what the children draw, in drawing order (by z-index), then what the
    /// views departing from this node draw.
    package func appendChildrenDisplayItems(paint: Paint, to items: inout DisplayListBuilder) {
        for child in childrenInDrawingOrder { child.appendDisplayItems(paint: paint, to: &items) }
        if !graph.departures.isEmpty { graph.appendDepartingItems(of: self, paint: paint, to: &items) }
    }

    /// The paint the modifiers above this node hand down to it.
    package var inheritedPaint: Paint {
        var paint = Paint()
        parent?.handDownPaint(&paint)
        return paint
    }

    /// Applies to `paint` what this node's ancestors, root first, and then this node hand
    /// down to the node's children.
    private func handDownPaint(_ paint: inout Paint) {
        parent?.handDownPaint(&paint)
        content.paintChildren(&paint, node: self)
    }

    /// Whether a refresh leaves this changed node to others: a proper ancestor stamped
    /// `visit` emits it again with its own subtree, and a subtree kept offscreen (a tab
    /// not selected) is in the list only once it is shown, which rebuilds the list.
    func isRedrawnElsewhere(visitedIn visit: UInt32) -> Bool {
        if isOffscreen { return true }
        var next = parent
        while let node = next {
            if node.visit == visit || node.isOffscreen { return true }
            next = node.parent
        }
        return false
    }
}

extension ViewNode {
    /// Records that this subtree draws nothing in the list being built (a menu's options
    /// other than the chosen one): its ranges are empty at `position`, so a later change
    /// inside it, which would draw something, rebuilds the list instead of writing over
    /// items it does not own.
    package func skipDisplayItems(at position: Int) {
        itemStart = Int32(position)
        itemCount = 0
        for child in children { child.skipDisplayItems(at: position) }
    }
}
