@_spi(Machinery) import ClockworkCore

/// Confines what the content draws to a shape in the modifier's frame; layout stays as it was.
struct ClipShapeModifier<Outline: Shape>: BuiltinModifier {
    let shape: Outline

    var attributes: [String] {
        Outline.self == Rectangle.self ? ["clipped"] : ["clipShape=\(viewTypeName(Outline.self))"]
    }

    @MainActor func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect) {
        let (outline, inside) = shape.outline(in: frame)
        paint.clips.append(Clip(outline: outline, frame: inside, transform: paint.transform))
    }
}

extension View {
    /// Confines the view's drawing to its frame. (Targets decide on antialiasing: pixel
    /// targets smooth clip edges, terminals have none to smooth.)
    public nonisolated func clipped(antialiased: Bool = false) -> some View {
        modifier(ClipShapeModifier(shape: Rectangle()))
    }

    /// Confines the view's drawing to `shape` in its frame (see ``clipped(antialiased:)``
    /// on antialiasing).
    public nonisolated func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipShapeModifier(shape: shape))
    }
}

extension View {
    /// Clips the view to a rounded rectangle with corners of `radius`.
    public nonisolated func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }
}
