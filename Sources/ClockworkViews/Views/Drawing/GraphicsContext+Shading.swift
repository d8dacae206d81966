@_spi(Machinery) import ClockworkCore
import Foundation

extension GraphicsContext {
    /// A color, gradient or style that paths are filled and stroked with.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case foreground
            case style(PaintStyle)
            case linearGradient(Gradient, start: CGPoint, end: CGPoint)
            case radialGradient(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conicGradient(Gradient, center: CGPoint, angle: Angle)
        }

        let kind: Kind

        /// The foreground style of the canvas's environment.
        nonisolated public static var foreground: Shading { Shading(kind: .foreground) }

        /// A color.
        nonisolated public static func color(_ color: Color) -> Shading {
            Shading(kind: .style(color.paintStyle))
        }

        /// A color from components in `colorSpace`.
        nonisolated public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double,
                                             blue: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A gray from its brightness in `colorSpace`.
        nonisolated public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// Any shape style: a color, a gradient, a material, a content role.
        nonisolated public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading(kind: .style(style.paintStyle))
        }

        /// A gradient along the line from `startPoint` to `endPoint`, in the canvas's
        /// coordinates.
        nonisolated public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                                      options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linearGradient(gradient, start: startPoint, end: endPoint))
        }

        /// A gradient in circles about `center` (canvas coordinates), from `startRadius`
        /// to `endRadius`.
        nonisolated public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat,
                                                      endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radialGradient(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }

        /// A whole turn of `gradient` about `center` (canvas coordinates), starting at
        /// `angle`.
        nonisolated public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                                     options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conicGradient(gradient, center: center, angle: angle))
        }
    }

    /// How a gradient continues past its ends, and in which light it mixes.
    ///
    /// Targets draw a gradient's end colors past its ends, mixed in sRGB, whatever the
    /// options say: a daemon's gradients are a panel's, not a pattern's.
    public struct GradientOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Options from their bits.
        nonisolated public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeat the gradient past its ends.
        nonisolated public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeat the gradient past its ends, mirrored each time.
        nonisolated public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolate in linear light rather than sRGB.
        nonisolated public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// Text resolved in a context's environment: its string and style, measured.
    public struct ResolvedText {
        let string: String
        let font: Font?
        let foreground: PaintStyle?
        let size: CGSize
        /// What the text is painted with; `nil`: its own style, else the foreground.
        public var shading: Shading?

        init(string: String, font: Font?, foreground: PaintStyle?, size: CGSize) {
            (self.string, self.font, self.foreground, self.size) = (string, font, foreground, size)
        }

        /// The size the text takes on one line, within `size`.
        public func measure(in size: CGSize) -> CGSize {
            CGSize(width: min(self.size.width, size.width), height: min(self.size.height, size.height))
        }
    }

    /// An image resolved in a context's environment, with its size.
    public struct ResolvedImage {
        let image: Image
        /// The image's own size, in the canvas's units.
        public let size: CGSize

        init(image: Image, size: CGSize) {
            (self.image, self.size) = (image, size)
        }
    }
}
