import Foundation

/// A setting of a preview, as `#Preview(traits:)` takes it: its layout and orientation.
///
/// SwiftUI's canvas uses traits to frame a preview; a preview in Clockwork is a view type
/// of its own, and the traits say how a tool should frame it. They change nothing else.
public struct PreviewTrait<Kind>: Sendable {
    /// What the trait sets.
    public enum Setting: Sendable, Equatable {
        /// The preview takes the size of a device screen.
        case deviceLayout
        /// The preview takes the size its content asks for.
        case sizeThatFits
        /// The preview has this size, in points.
        case fixedSize(width: Double, height: Double)
        /// The preview is shown in this orientation.
        case orientation(InterfaceOrientation)
    }

    /// What the trait sets.
    public let setting: Setting
}

/// The kind of traits a view preview takes.
public enum PreviewViewTraits: Sendable {}

/// The orientation a preview is shown in.
public enum InterfaceOrientation: Sendable, Equatable {
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned so the top is on the left.
    case landscapeLeft
    /// Turned so the top is on the right.
    case landscapeRight
}

extension PreviewTrait where Kind == PreviewViewTraits {
    /// The size of a device screen (the default).
    public static var defaultLayout: PreviewTrait { PreviewTrait(setting: .deviceLayout) }
    /// The size the content asks for.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(setting: .sizeThatFits) }
    /// A fixed size, in points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(setting: .fixedSize(width: Double(width), height: Double(height)))
    }
    /// Upright.
    public static var portrait: PreviewTrait { PreviewTrait(setting: .orientation(.portrait)) }
    /// Upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(setting: .orientation(.portraitUpsideDown)) }
    /// Turned so the top is on the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(setting: .orientation(.landscapeLeft)) }
    /// Turned so the top is on the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(setting: .orientation(.landscapeRight)) }
}

extension PreviewTrait: CustomStringConvertible {
    /// The trait as `#Preview(traits:)` is written: `.fixedLayout(width: 320, height: 120)`.
    public var description: String {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
        }
        switch setting {
        case .deviceLayout: return ".defaultLayout"
        case .sizeThatFits: return ".sizeThatFitsLayout"
        case .fixedSize(let width, let height): return ".fixedLayout(width: \(number(width)), height: \(number(height)))"
        case .orientation(let orientation): return ".\(orientation)"
        }
    }
}
