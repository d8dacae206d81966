/// The color effects in force below a node (`.brightness`, `.saturation`, `.hueRotation`,
/// `.colorMultiply`, …), as one matrix: each item drawn below takes its colors through it
/// as the display list is built. Colors and gradient stops are transformed where they are
/// (content roles first take their color in the scheme); a resource image carries the
/// matrix to the target, which transforms its pixels. Boxed, so a paint stays small.
@_spi(Machinery) public final class ColorEffect: Sendable {
    /// What every color below goes through.
    package let matrix: ColorMatrix

    /// The effects `matrix` stands for.
    package init(_ matrix: ColorMatrix) {
        self.matrix = matrix
    }

    /// `item` with its colors through ``matrix``; `scheme` resolves dynamic colors and the
    /// content roles (a `nil` style is the primary role).
    @usableFromInline package func applied(to item: DisplayItem, in scheme: ColorScheme) -> DisplayItem {
        var item = item
        switch item.primitive {
        case .text, .symbol:
            item.foreground = applied(to: item.foreground, in: scheme)
        case .image(var image):
            if image.isTemplate {
                item.foreground = applied(to: item.foreground, in: scheme)
            } else {
                image.colorMatrix = image.colorMatrix.map(matrix.concatenating) ?? matrix
                item.primitive = .image(image)
            }
        case let .shape(outline, .fill(style, eoFill)):
            item.primitive = .shape(outline, .fill(applied(to: style, in: scheme), eoFill: eoFill))
        case let .shape(outline, .stroke(style, stroke)):
            item.primitive = .shape(outline, .stroke(applied(to: style, in: scheme), stroke))
        }
        return item
    }

    /// `style` (`nil`: the primary role) in `scheme`, through ``matrix``.
    private func applied(to style: PaintStyle?, in scheme: ColorScheme) -> PaintStyle {
        func color(_ color: Color) -> Color { matrix.apply(to: color.resolved(in: scheme)) }
        func gradient(_ gradient: Gradient) -> Gradient {
            Gradient(stops: gradient.stops.map { Gradient.Stop(color: color($0.color), location: $0.location) })
        }
        switch style {
        case nil: return .color(matrix.apply(to: scheme.contentColors[0]))
        case .color(let value)?: return .color(color(value))
        case .hierarchical(let role)?: return .color(matrix.apply(to: scheme.contentColors[min(role.level, 3)]))
        case let .linearGradient(stops, start, end)?:
            return .linearGradient(gradient(stops), startPoint: start, endPoint: end)
        case let .radialGradient(stops, center, startRadius, endRadius)?:
            return .radialGradient(gradient(stops), center: center, startRadius: startRadius, endRadius: endRadius)
        case let .angularGradient(stops, center, startAngle, endAngle)?:
            return .angularGradient(gradient(stops), center: center, startAngle: startAngle, endAngle: endAngle)
        }
    }
}
