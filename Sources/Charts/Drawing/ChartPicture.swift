import ClockworkCore

/// What a chart draws itself, laid out: primitives in frames, in layers drawn back to
/// front (grid, marks, axes, legend); the views of the user's go between them.
struct ChartPicture {
    /// The layers, back to front.
    enum Layer: CaseIterable {
        case grid, marks, axes, legend
    }

    /// One primitive the chart draws.
    struct Element {
        let layer: Layer
        let primitive: DisplayItem.Primitive
        let frame: Rect
        /// Its own color; `nil`: the foreground the modifiers above set.
        let paint: PaintStyle?
        var font: Font? = nil
        var opacity = 1.0
    }

    var elements: [Element] = []

    mutating func add(_ layer: Layer, _ primitive: DisplayItem.Primitive, in frame: Rect, paint: PaintStyle?,
                      font: Font? = nil, opacity: Double = 1) {
        elements.append(Element(layer: layer, primitive: primitive, frame: frame, paint: paint, font: font, opacity: opacity))
    }
}

/// A mark's place in the plot, 0–1 along each axis (x from the leading edge, y from the
/// bottom): a point's, or a bar's or a rule's extent.
struct UnitPlacement: Equatable {
    var x0: Double, x1: Double, y0: Double, y1: Double

    /// A point's place.
    init(x: Double, y: Double) {
        (x0, x1, y0, y1) = (x, x, y, y)
    }

    init(x0: Double, x1: Double, y0: Double, y1: Double) {
        (self.x0, self.x1, self.y0, self.y1) = (x0, x1, y0, y1)
    }

    /// The place `fraction` of the way from this one to `target` (a spring may pass 1).
    func mixed(with target: UnitPlacement, by fraction: Double) -> UnitPlacement {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        return UnitPlacement(x0: mix(x0, target.x0), x1: mix(x1, target.x1), y0: mix(y0, target.y0), y1: mix(y1, target.y1))
    }

    var centerX: Double { (x0 + x1) / 2 }
    var centerY: Double { (y0 + y1) / 2 }
}
