import Foundation

/// A matrix to use in an RGBA color transformation: five columns, each with a red, green,
/// blue and alpha component. A color's components become
/// `r′ = r1·r + r2·g + r3·b + r4·a + r5` (and likewise `g′`, `b′`, `a′`), in sRGB, clamped
/// to 0–1. What the color effects (`.brightness`, `.saturation`, `.hueRotation`, …) apply.
@frozen public struct ColorMatrix: Hashable, Sendable {
    /// The first column: how much of the input's red each component takes.
    public var r1: Float = 1, g1: Float = 0, b1: Float = 0, a1: Float = 0
    /// The second column: how much of the input's green each component takes.
    public var r2: Float = 0, g2: Float = 1, b2: Float = 0, a2: Float = 0
    /// The third column: how much of the input's blue each component takes.
    public var r3: Float = 0, g3: Float = 0, b3: Float = 1, a3: Float = 0
    /// The fourth column: how much of the input's alpha each component takes.
    public var r4: Float = 0, g4: Float = 0, b4: Float = 0, a4: Float = 1
    /// The fifth column: a constant added to each component.
    public var r5: Float = 0, g5: Float = 0, b5: Float = 0, a5: Float = 0

    /// Creates the identity matrix.
    @inlinable public init() {}

    /// The matrix from its rows: red's, green's, blue's and alpha's five coefficients.
    package init(rows: [[Float]]) {
        (r1, r2, r3, r4, r5) = (rows[0][0], rows[0][1], rows[0][2], rows[0][3], rows[0][4])
        (g1, g2, g3, g4, g5) = (rows[1][0], rows[1][1], rows[1][2], rows[1][3], rows[1][4])
        (b1, b2, b3, b4, b5) = (rows[2][0], rows[2][1], rows[2][2], rows[2][3], rows[2][4])
        (a1, a2, a3, a4, a5) = (rows[3][0], rows[3][1], rows[3][2], rows[3][3], rows[3][4])
    }

    /// The rows: red's, green's, blue's and alpha's five coefficients.
    package var rows: [[Float]] {
        [[r1, r2, r3, r4, r5], [g1, g2, g3, g4, g5], [b1, b2, b3, b4, b5], [a1, a2, a3, a4, a5]]
    }

    /// `self` applied after `inner`: one matrix doing both (an effect around another).
    package func concatenating(_ inner: ColorMatrix) -> ColorMatrix {
        let outer = rows, first = inner.rows
        var product = [[Float]](repeating: [0, 0, 0, 0, 0], count: 4)
        for row in 0..<4 {
            for column in 0..<5 {
                var sum: Float = column == 4 ? outer[row][4] : 0
                for k in 0..<4 { sum += outer[row][k] * first[k][column] }
                product[row][column] = sum
            }
        }
        return ColorMatrix(rows: product)
    }

    /// `(red, green, blue, alpha)` transformed, each clamped to 0–1.
    package func apply(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> (Double, Double, Double, Double) {
        func component(_ c1: Float, _ c2: Float, _ c3: Float, _ c4: Float, _ c5: Float) -> Double {
            min(max(Double(c1) * red + Double(c2) * green + Double(c3) * blue + Double(c4) * alpha + Double(c5), 0), 1)
        }
        return (component(r1, r2, r3, r4, r5), component(g1, g2, g3, g4, g5), component(b1, b2, b3, b4, b5),
                component(a1, a2, a3, a4, a5))
    }

    /// `color` transformed, in sRGB.
    package func apply(to color: Color) -> Color {
        let rgb = color.sRGB
        let (red, green, blue, alpha) = apply(rgb.red, rgb.green, rgb.blue, rgb.opacity)
        return Color(red: red, green: green, blue: blue, opacity: alpha)
    }
}

extension ColorMatrix {
    /// The weights of red, green and blue in a color's luminance (Rec. 709), which the
    /// saturation, grayscale and luminance effects keep.
    private static let luma: (Float, Float, Float) = (0.2125, 0.7154, 0.0721)

    /// Adds `amount` to red, green and blue: Core Image's brightness, as SwiftUI's
    /// `brightness(_:)` is (0 no change, 1 white).
    package static func brightness(_ amount: Double) -> ColorMatrix {
        var matrix = ColorMatrix()
        (matrix.r5, matrix.g5, matrix.b5) = (Float(amount), Float(amount), Float(amount))
        return matrix
    }

    /// Moves red, green and blue away from (or towards) middle grey: 1 no change, 0 grey,
    /// negative values invert.
    package static func contrast(_ amount: Double) -> ColorMatrix {
        let scale = Float(amount), offset = Float((1 - amount) / 2)
        return ColorMatrix(rows: [[scale, 0, 0, 0, offset], [0, scale, 0, 0, offset], [0, 0, scale, 0, offset], [0, 0, 0, 1, 0]])
    }

    /// Mixes each color with its luminance's grey: 1 no change, 0 fully grey, more than 1
    /// more vivid.
    package static func saturation(_ amount: Double) -> ColorMatrix {
        let s = Float(amount), (lr, lg, lb) = luma
        return ColorMatrix(rows: [[lr + (1 - lr) * s, lg - lg * s, lb - lb * s, 0, 0],
                                  [lr - lr * s, lg + (1 - lg) * s, lb - lb * s, 0, 0],
                                  [lr - lr * s, lg - lg * s, lb + (1 - lb) * s, 0, 0],
                                  [0, 0, 0, 1, 0]])
    }

    /// Turns hues round the color wheel by `angle`, keeping luminance.
    package static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let cosine = Float(cos(angle.radians)), sine = Float(sin(angle.radians))
        return ColorMatrix(rows: [
            [0.213 + cosine * 0.787 - sine * 0.213, 0.715 - cosine * 0.715 - sine * 0.715, 0.072 - cosine * 0.072 + sine * 0.928, 0, 0],
            [0.213 - cosine * 0.213 + sine * 0.143, 0.715 + cosine * 0.285 + sine * 0.140, 0.072 - cosine * 0.072 - sine * 0.283, 0, 0],
            [0.213 - cosine * 0.213 - sine * 0.787, 0.715 - cosine * 0.715 + sine * 0.715, 0.072 + cosine * 0.928 + sine * 0.072, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// Multiplies each component by `color`'s (in sRGB).
    package static func multiply(by color: Color) -> ColorMatrix {
        let rgb = color.sRGB
        var matrix = ColorMatrix()
        (matrix.r1, matrix.g2, matrix.b3, matrix.a4) = (Float(rgb.red), Float(rgb.green), Float(rgb.blue), Float(rgb.opacity))
        return matrix
    }

    /// Red, green and blue inverted (`1 - c`), alpha kept.
    package static let inversion = ColorMatrix(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])

    /// Black, as opaque as the color was light: a mask from the content's luminance.
    package static let luminanceToAlpha: ColorMatrix = {
        let (lr, lg, lb) = luma
        return ColorMatrix(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [lr, lg, lb, 0, 0]])
    }()
}
