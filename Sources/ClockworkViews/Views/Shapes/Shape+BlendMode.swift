@_spi(Machinery) import ClockworkCore

extension Shape {
    /// The shape filled with a blended style, in its blend mode.
    public nonisolated func fill<S: ShapeStyle>(_ content: BlendedShapeStyle<S>, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .fill(content.paintStyle, style), blendMode: content.mode)
    }

    /// The shape's outline, `lineWidth` wide, in a blended style's blend mode.
    public nonisolated func stroke<S: ShapeStyle>(_ content: BlendedShapeStyle<S>, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .stroke(content.paintStyle, StrokeStyle(lineWidth: lineWidth)), blendMode: content.mode)
    }

    /// The shape's outline as `style` says, in a blended style's blend mode.
    public nonisolated func stroke<S: ShapeStyle>(_ content: BlendedShapeStyle<S>, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .stroke(content.paintStyle, style), blendMode: content.mode)
    }
}

extension GraphicsContext {
    /// How what a context draws mixes with what it drew before: `BlendMode`'s
    /// modes and the Porter–Duff ones.
    public typealias BlendMode = ClockworkCore.BlendMode
}
