@_spi(Machinery) import ClockworkCore
import Foundation

/// A proposal for the size of a view: a width and a height, each `nil` for the view's
/// ideal size, `0` for its smallest and `.infinity` for its largest.
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed horizontal size; `nil` asks for the ideal width.
    public var width: CGFloat?
    /// The proposed vertical size; `nil` asks for the ideal height.
    public var height: CGFloat?

    /// Creates a new proposed size using the specified width and height.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a new proposed size from a specified size.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposed size with both dimensions left unspecified: each view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A size proposal that contains zero in both dimensions: each view's smallest.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// A size proposal that contains infinity in both dimensions: each view's largest.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Creates a new proposal that replaces unspecified dimensions in this proposal with
    /// the corresponding dimension of the specified size.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal as layout passes it down.
    var layoutProposal: ProposedSize {
        ProposedSize(width: width.map(Double.init), height: height.map(Double.init))
    }

    init(_ proposal: ProposedSize) {
        self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
    }
}
