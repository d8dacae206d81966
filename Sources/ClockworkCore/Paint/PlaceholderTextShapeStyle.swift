/// The style of placeholder text: iOS's placeholder text color, a 30 % grey that follows
/// the color scheme. What `ShapeStyle.placeholder` is.
public struct PlaceholderTextShapeStyle: Hashable {
    /// Creates a new placeholder text shape style.
    public init() {}

    /// Paints as `UIColor.placeholderText` does.
    public var paintStyle: PaintStyle { UIColor.placeholderText.color.paintStyle }
}

extension PlaceholderTextShapeStyle: ShapeStyle {}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// A style appropriate for placeholder text.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
