@_spi(Machinery) import ClockworkCore

/// A shape used to draw a button's border: the backdrop of a `.bordered` or
/// `.borderedProminent` button.
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable {
        case automatic
        case capsule
        case roundedRectangle(radius: Double?)
        case circle
    }

    let kind: Kind

    /// A shape that defers to the system to determine an appropriate shape for the given
    /// context and platform: a rectangle rounded by a third of a line.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule shape.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A rounded rectangle shape.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    /// A circular shape.
    public static let circle = ButtonBorderShape(kind: .circle)

    /// A rounded rectangle shape with the given corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: Double(radius)))
    }

    /// The outline of a backdrop of `size`, where a line of text is `lineHeight` tall.
    func outline(in size: Size, lineHeight: Double) -> ShapeOutline {
        switch kind {
        case .automatic, .roundedRectangle(radius: nil):
            // A third of a line, or on a taller backdrop (a large button's) a fifth of it.
            let radius = min(max(lineHeight / 3, size.height / 5), size.height / 2)
            return .roundedRectangle(cornerWidth: radius, cornerHeight: radius, style: .continuous)
        case .roundedRectangle(radius: let radius?):
            let clamped = min(radius, size.height / 2, size.width / 2)
            return .roundedRectangle(cornerWidth: clamped, cornerHeight: clamped, style: .continuous)
        case .capsule:
            return .capsule
        case .circle:
            return .circle
        }
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    /// The border shape of the bordered buttons in this view.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the border shape for buttons in this view.
    public nonisolated func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
