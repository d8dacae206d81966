@_spi(Machinery) import ClockworkCore

/// The styles `.foregroundStyle(_:_:)` and `.foregroundStyle(_:_:_:)` give a symbol's
/// second and third layers (the first takes the foreground style).
struct SymbolPalette: Equatable {
    var secondary: PaintStyle?
    var tertiary: PaintStyle?
}

private struct SymbolPaletteKey: EnvironmentKey {
    static let defaultValue = SymbolPalette()
}

extension EnvironmentValues {
    /// The styles of symbols' second and third layers below a two- or three-style
    /// `.foregroundStyle`.
    var symbolPalette: SymbolPalette {
        get { self[SymbolPaletteKey.self] }
        set { self[SymbolPaletteKey.self] = newValue }
    }
}

extension View {
    /// Sets the primary and secondary levels of the foreground style: text and a
    /// symbol's first layer take `primary`; in `.palette` rendering a symbol's second
    /// layer takes `secondary`.
    public nonisolated func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(ForegroundStyleModifier(style: primary))
            .environment(\.symbolPalette, SymbolPalette(secondary: secondary.paintStyle, tertiary: nil))
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style: text and
    /// a symbol's first layer take `primary`; in `.palette` rendering its second layer
    /// `secondary` and its third `tertiary`.
    public nonisolated func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(ForegroundStyleModifier(style: primary))
            .environment(\.symbolPalette, SymbolPalette(secondary: secondary.paintStyle, tertiary: tertiary.paintStyle))
    }
}

/// A symbol drawn as SF Symbols' layers, where its name has two: an enclosed symbol
/// (`checkmark.circle.fill`) is its enclosure (`circle.fill`, the second layer) and the
/// symbol inside it (`checkmark`, the first, drawn 11/20 of the enclosure's size), as
/// `.hierarchical` and `.palette` rendering color them. A name of one layer, and every
/// name in `.monochrome` and `.multicolor` (the icon set has no colors of its own), is
/// drawn whole.
struct SymbolLayers: Equatable {
    /// The enclosure's name and the enclosed symbol's.
    let enclosure: String
    let inner: String

    /// The enclosed symbol's size against its enclosure's.
    static let innerScale = 11.0 / 20
    /// How opaque `.hierarchical` draws the second layer against the first.
    static let secondaryOpacity = 0.3

    /// The layers of `name`: a trailing `circle` or `square` after a symbol's name (a
    /// `fill` part anywhere fills both), except after `on` (`square.on.square` is one
    /// drawing of two squares).
    init?(_ name: String) {
        var parts = name.split(separator: ".").map(String.init)
        let isFilled = parts.contains("fill")
        parts.removeAll { $0 == "fill" }
        guard parts.count >= 2, let shape = parts.last, shape == "circle" || shape == "square", parts[parts.count - 2] != "on" else {
            return nil
        }
        let fill = isFilled ? ".fill" : ""
        enclosure = shape + fill
        inner = parts.dropLast().joined(separator: ".") + fill
    }

    /// The enclosed symbol's frame in the enclosure's `frame`: the same centre, scaled by
    /// ``innerScale``.
    static func innerFrame(in frame: Rect) -> Rect {
        let width = frame.size.width * innerScale, height = frame.size.height * innerScale
        return Rect(x: frame.minX + (frame.size.width - width) / 2, y: frame.minY + (frame.size.height - height) / 2,
                    width: width, height: height)
    }

    /// The two layers' items, back to front, in `mode` (`.hierarchical` or `.palette`):
    /// the enclosure in the second layer's style, the symbol inside over it in the first's.
    func items(in frame: Rect, mode: SymbolRenderingMode, palette: SymbolPalette, paint: Paint) -> [DisplayItem] {
        var back = paint.item(.symbol(enclosure), in: frame)
        if mode == .palette, let secondary = palette.secondary {
            // Through the paint, so a dynamic color takes the scheme's value.
            back = paint.item(.symbol(enclosure), in: frame, foreground: secondary, font: back.font)
        } else {
            back.opacity *= Self.secondaryOpacity
        }
        return [back, paint.item(.symbol(inner), in: Self.innerFrame(in: frame))]
    }
}
