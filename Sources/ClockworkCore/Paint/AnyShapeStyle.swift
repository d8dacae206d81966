/// A type-erased ShapeStyle value: for code that picks among styles of several types
/// (`isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.gray)`).
public struct AnyShapeStyle: Hashable {
    /// The style as render targets paint it.
    public let paintStyle: PaintStyle

    /// Create an instance from `style`.
    public init<S: ShapeStyle>(_ style: S) {
        paintStyle = style.paintStyle
    }

    /// The style that paints as `paint`.
    package init(paint: PaintStyle) {
        paintStyle = paint
    }
}

extension AnyShapeStyle: ShapeStyle {}
