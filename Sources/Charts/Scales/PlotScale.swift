import Foundation

/// A chart's scale on one axis: values to positions from 0 (the axis's start: the plot's
/// left, or its bottom) to 1 (its end).
struct PlotScale {
    enum Kind {
        /// Numbers or dates from `lower` to `upper`.
        case continuous(lower: Double, upper: Double, transform: ScaleType.Kind, isDate: Bool)
        /// One band per category, in order.
        case categorical([PlotValue])
    }

    var kind: Kind
    /// Whether the axis runs the other way.
    var reversed = false
    /// The positions at the ends the scale leaves free, as fractions of the axis.
    var startInset = 0.0, endInset = 0.0

    /// A scale that places nothing (an axis no mark uses).
    static let empty = PlotScale(kind: .continuous(lower: 0, upper: 1, transform: .linear, isDate: false))

    /// The number of categories, or 0 for a continuous scale.
    var categoryCount: Int {
        if case .categorical(let categories) = kind { return categories.count }
        return 0
    }

    /// Whether the scale places dates.
    var isDate: Bool {
        if case .continuous(_, _, _, let isDate) = kind { return isDate }
        return false
    }

    /// Where `value` falls, 0–1 along the axis (outside for values outside the domain);
    /// `nil` for a value of another kind, or a category not in the domain.
    func position(_ value: PlotValue) -> Double? {
        let fraction: Double
        switch kind {
        case let .continuous(lower, upper, transform, _):
            guard let number = value.continuous else { return nil }
            fraction = Self.fraction(number, lower, upper, transform)
        case .categorical(let categories):
            guard let index = categories.firstIndex(of: value) else { return nil }
            fraction = (Double(index) + 0.5) / Double(categories.count)
        }
        return place(fraction)
    }

    /// Where a continuous `number` falls, 0–1 along the axis.
    func position(number: Double) -> Double {
        guard case let .continuous(lower, upper, transform, _) = kind else { return 0.5 }
        return place(Self.fraction(number, lower, upper, transform))
    }

    /// The band `value` occupies along the axis: a category's band, or nothing for a
    /// continuous value (a bar there takes its width from elsewhere).
    func band(_ value: PlotValue) -> (start: Double, end: Double)? {
        guard case .categorical(let categories) = kind, let index = categories.firstIndex(of: value) else { return nil }
        let a = place(Double(index) / Double(categories.count)), b = place(Double(index + 1) / Double(categories.count))
        return (min(a, b), max(a, b))
    }

    /// A fraction of the domain, with the insets and direction applied.
    private func place(_ fraction: Double) -> Double {
        let directed = reversed ? 1 - fraction : fraction
        return startInset + directed * (1 - startInset - endInset)
    }

    private static func fraction(_ value: Double, _ lower: Double, _ upper: Double, _ transform: ScaleType.Kind) -> Double {
        let (t, a, b) = (apply(transform, value), apply(transform, lower), apply(transform, upper))
        guard b != a, t.isFinite else { return 0.5 }
        return (t - a) / (b - a)
    }

    private static func apply(_ transform: ScaleType.Kind, _ value: Double) -> Double {
        switch transform {
        case .log: value > 0 ? log10(value) : -.infinity
        case .squareRoot: value >= 0 ? value.squareRoot() : -(-value).squareRoot()
        case .symmetricLog: value >= 0 ? log10(1 + value) : -log10(1 - value)
        case .linear, .date, .category: value
        }
    }
}
