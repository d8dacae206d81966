import ClockworkCore
import Foundation

/// The values a chart's scale covers on an axis: a range of numbers or dates, a list of
/// categories in order, or chosen from the data (``AutomaticScaleDomain``).
///
/// ```swift
/// .chartYScale(domain: 0...100)
/// .chartXScale(domain: ["Low", "Medium", "High"])
/// .chartYScale(domain: .automatic(includesZero: false))
/// ```
public protocol ScaleDomain {
    /// The domain as the chart reads it.
    var _domain: _ScaleDomainValue { get }
}

/// A scale domain as the chart reads it.
public struct _ScaleDomainValue {
    enum Kind {
        case automatic(includesZero: Bool?, reversed: Bool?)
        case range(PlotValue, PlotValue)
        case categories([PlotValue])
    }

    let kind: Kind
}

/// A domain chosen from the data: from its least to its greatest value (widened to round
/// numbers, and to zero unless told otherwise).
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?

    public var _domain: _ScaleDomainValue { _ScaleDomainValue(kind: .automatic(includesZero: includesZero, reversed: reversed)) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The data's extent; `includesZero` says whether a number scale reaches zero
    /// (by default it does), `reversed` runs the scale the other way.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }

    /// The data's extent, chosen as the chart chooses it.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    /// From the lower bound to the upper bound.
    public var _domain: _ScaleDomainValue { _ScaleDomainValue(kind: .range(lowerBound.plotValue, upperBound.plotValue)) }
}

extension Range: ScaleDomain where Bound: Plottable {
    /// From the lower bound to the upper bound.
    public var _domain: _ScaleDomainValue { _ScaleDomainValue(kind: .range(lowerBound.plotValue, upperBound.plotValue)) }
}

extension Array: ScaleDomain where Element: Plottable {
    /// These categories, in this order; or, for two numbers or dates, the range between them.
    public var _domain: _ScaleDomainValue {
        let values = map(\.plotValue)
        if values.count == 2, values[0].kind != .category, values[0].kind == values[1].kind {
            return _ScaleDomainValue(kind: .range(values[0], values[1]))
        }
        return _ScaleDomainValue(kind: .categories(values))
    }
}

/// How a scale maps values to positions.
public struct ScaleType: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case linear, log, squareRoot, symmetricLog, date, category }
    let kind: Kind

    /// Equal steps of value, equal distances.
    public static let linear = ScaleType(kind: .linear)
    /// Equal ratios, equal distances (values above zero).
    public static let log = ScaleType(kind: .log)
    /// Distance grows with the value's square root.
    public static let squareRoot = ScaleType(kind: .squareRoot)
    /// Logarithmic on both sides of zero, linear near it.
    public static let symmetricLog = ScaleType(kind: .symmetricLog)
    /// Time.
    public static let date = ScaleType(kind: .date)
    /// A band per category.
    public static let category = ScaleType(kind: .category)
}

/// The part of the plot a scale uses: all of it, or less some padding at the ends.
public struct PositionScaleRange {
    let startPadding: Double
    let endPadding: Double

    /// The plot's length less `padding` at each end.
    public static func plotDimension(padding: CGFloat = 0) -> PositionScaleRange {
        PositionScaleRange(startPadding: Double(padding), endPadding: Double(padding))
    }

    /// The plot's length less `startPadding` and `endPadding`.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PositionScaleRange {
        PositionScaleRange(startPadding: Double(startPadding), endPadding: Double(endPadding))
    }
}
