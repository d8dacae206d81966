import Foundation

/// A size constraint for a preview written with `PreviewProvider`, given to
/// `previewLayout(_:)`: the same as the `#Preview` traits `.defaultLayout`,
/// `.sizeThatFitsLayout` and `.fixedLayout(width:height:)`.
public enum PreviewLayout: Sendable, Equatable {
    /// The size of the device screen the preview is shown on (the default).
    case device
    /// The size the content asks for when offered the device's screen.
    case sizeThatFits
    /// A fixed size, in points, the content centered in it.
    case fixed(width: CGFloat, height: CGFloat)

    /// The `#Preview` trait that says the same.
    var trait: PreviewTrait<PreviewViewTraits> {
        switch self {
        case .device: .defaultLayout
        case .sizeThatFits: .sizeThatFitsLayout
        case .fixed(let width, let height): .fixedLayout(width: width, height: height)
        }
    }
}

/// A device a preview is shown as, by name (`"iPhone 15"`): given to `previewDevice(_:)`.
/// Clockwork has no simulated devices; the name is kept, and the preview framed as on
/// the tool's screen.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Equatable {
    /// The device's name.
    public let rawValue: String

    /// The device named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The device named by a string literal.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }
}
