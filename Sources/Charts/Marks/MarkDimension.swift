import Foundation

/// How wide a bar is across its band (or how tall a horizontal one is): chosen by the
/// chart, a fixed length, a share of the band, or the band less an inset.
public struct MarkDimension: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    enum Kind: Hashable, Sendable {
        case automatic, fixed(Double), ratio(Double), inset(Double)
    }

    let kind: Kind

    /// Chosen by the chart: most of the band, leaving a gap between neighbors.
    public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }

    /// A fixed length, in points (cells on a terminal).
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(Double(value))) }

    /// A share of the band, 0–1.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(Double(value))) }

    /// The band less `value` points at each side.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(Double(value))) }

    /// A fixed length.
    public init(floatLiteral value: Double) { kind = .fixed(value) }

    /// A fixed length.
    public init(integerLiteral value: Int) { kind = .fixed(Double(value)) }

    private init(kind: Kind) { self.kind = kind }

    /// The length in a band `band` long: the fixed length, or as much of the band as asked.
    func length(in band: Double, automaticRatio: Double) -> Double {
        switch kind {
        case .automatic: band * automaticRatio
        case .fixed(let value): value
        case .ratio(let ratio): band * min(max(ratio, 0), 1)
        case .inset(let inset): max(band - 2 * inset, 0)
        }
    }
}

/// How marks at the same place on one axis stack along the other: bars and areas of
/// several series at one category or date.
public struct MarkStackingMethod: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case standard, normalized, center, unstacked }
    let kind: Kind

    /// Each mark starts where the one before it ended (negative values below zero).
    public static var standard: MarkStackingMethod { MarkStackingMethod(kind: .standard) }
    /// Stacked, then scaled so each stack reaches 1.
    public static var normalized: MarkStackingMethod { MarkStackingMethod(kind: .normalized) }
    /// Stacked, then centered on zero (a streamgraph).
    public static var center: MarkStackingMethod { MarkStackingMethod(kind: .center) }
    /// Not stacked: each mark starts at zero, drawn over the ones before it.
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(kind: .unstacked) }
}
