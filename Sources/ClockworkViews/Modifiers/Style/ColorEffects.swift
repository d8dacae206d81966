@_spi(Machinery) import ClockworkCore

/// A color effect: every color drawn below (text, symbols, shapes and their gradients,
/// resource images' pixels) goes through the effect's matrix, after the effects inside it.
/// The amount animates.
struct ColorEffectModifier: BuiltinModifier {
    enum Effect: Equatable {
        case brightness(Double)
        case contrast(Double)
        case saturation(Double)
        case grayscale(Double)
        case hueRotation(Angle)
        case multiply(Color)
        case invert
        case luminanceToAlpha
    }

    let effect: Effect

    var attributes: [String] { [Self.attribute(effect)] }

    var animatableVector: AnimationVector? {
        switch effect {
        case .brightness(let amount), .contrast(let amount), .saturation(let amount), .grayscale(let amount):
            AnimationVector(amount, 0, 0, 0)
        case .hueRotation(let angle): AnimationVector(angle.degrees, 0, 0, 0)
        case .multiply(let color): color.components
        case .invert, .luminanceToAlpha: nil
        }
    }

    func attributes(presenting vector: AnimationVector) -> [String] { [Self.attribute(presented(vector))] }

    func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect) {
        let matrix = Self.matrix(presented.map(self.presented) ?? effect)
        paint.colorEffect = ColorEffect(paint.colorEffect.map { $0.matrix.concatenating(matrix) } ?? matrix)
    }

    /// The effect with an animation's value for its amount.
    private func presented(_ vector: AnimationVector) -> Effect {
        switch effect {
        case .brightness: .brightness(vector[0])
        case .contrast: .contrast(vector[0])
        case .saturation: .saturation(vector[0])
        case .grayscale: .grayscale(vector[0])
        case .hueRotation: .hueRotation(.degrees(vector[0]))
        case .multiply: .multiply(Color(vector))
        case .invert, .luminanceToAlpha: effect
        }
    }

    private static func matrix(_ effect: Effect) -> ColorMatrix {
        switch effect {
        case .brightness(let amount): .brightness(amount)
        case .contrast(let amount): .contrast(amount)
        case .saturation(let amount): .saturation(amount)
        case .grayscale(let amount): .saturation(1 - min(max(amount, 0), 1))
        case .hueRotation(let angle): .hueRotation(angle)
        case .multiply(let color): .multiply(by: color)
        case .invert: .inversion
        case .luminanceToAlpha: .luminanceToAlpha
        }
    }

    private static func attribute(_ effect: Effect) -> String {
        switch effect {
        case .brightness(let amount): "brightness=\(formatNumber(amount))"
        case .contrast(let amount): "contrast=\(formatNumber(amount))"
        case .saturation(let amount): "saturation=\(formatNumber(amount))"
        case .grayscale(let amount): "grayscale=\(formatNumber(amount))"
        case .hueRotation(let angle): "hueRotation=\(formatNumber(angle.degrees))"
        case .multiply(let color): "colorMultiply=\(color.styleDescription)"
        case .invert: "colorInvert"
        case .luminanceToAlpha: "luminanceToAlpha"
        }
    }
}

extension View {
    /// Brightens this view by `amount`: 0 no effect, 1 full white brightening (negative
    /// values darken).
    public nonisolated func brightness(_ amount: Double) -> some View {
        modifier(ColorEffectModifier(effect: .brightness(amount)))
    }

    /// Sets the contrast and separation between similar colors: 1 the view's own colors,
    /// 0 a flat grey, values between them less contrast, above 1 more, negative inverted.
    public nonisolated func contrast(_ amount: Double) -> some View {
        modifier(ColorEffectModifier(effect: .contrast(amount)))
    }

    /// Adjusts the color saturation of this view: 0 grey, 1 its own colors, above 1 more
    /// vivid.
    public nonisolated func saturation(_ amount: Double) -> some View {
        modifier(ColorEffectModifier(effect: .saturation(amount)))
    }

    /// Removes color from this view: 0 no effect, 1 fully grey (each color its luminance).
    public nonisolated func grayscale(_ amount: Double) -> some View {
        modifier(ColorEffectModifier(effect: .grayscale(amount)))
    }

    /// Turns every hue in this view round the color wheel by `angle`, keeping luminance.
    public nonisolated func hueRotation(_ angle: Angle) -> some View {
        modifier(ColorEffectModifier(effect: .hueRotation(angle)))
    }

    /// Multiplies every color in this view by `color`, component by component: white
    /// changes nothing, a color tints the view as a filter over it would.
    public nonisolated func colorMultiply(_ color: Color) -> some View {
        modifier(ColorEffectModifier(effect: .multiply(color)))
    }

    /// Inverts the colors in this view (each red, green and blue `1 - c`).
    public nonisolated func colorInvert() -> some View {
        modifier(ColorEffectModifier(effect: .invert))
    }

    /// Makes this view a mask of its luminance: black, transparent where it was dark and
    /// opaque where it was light.
    public nonisolated func luminanceToAlpha() -> some View {
        modifier(ColorEffectModifier(effect: .luminanceToAlpha))
    }
}
