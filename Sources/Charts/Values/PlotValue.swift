import Foundation

/// A value on one of a mark's channels as the chart's scales read it: a number, an
/// instant, or a category's name.
enum PlotValue: Hashable, Sendable {
    /// A quantity.
    case number(Double)
    /// An instant, in seconds since the reference date (`Date.timeIntervalSinceReferenceDate`).
    case date(Double)
    /// A category, by its name.
    case category(String)

    /// What kind of scale the value is placed on.
    var kind: PlotValueKind {
        switch self {
        case .number: .number
        case .date: .date
        case .category: .category
        }
    }

    /// The value as a position on a continuous scale; `nil` for a category.
    var continuous: Double? {
        switch self {
        case .number(let value), .date(let value): value
        case .category: nil
        }
    }

    /// The value as text, for categories and the render tree.
    var description: String {
        switch self {
        case .number(let value): value.formatted(.number)
        case .date(let seconds): Date(timeIntervalSinceReferenceDate: seconds).formatted()
        case .category(let name): name
        }
    }
}

/// The kinds of data a chart plots, each with its own kind of scale.
enum PlotValueKind: Sendable {
    /// Quantities: a linear (or log, or square-root) scale.
    case number
    /// Instants: a time scale, marked at calendar strides.
    case date
    /// Categories: a band per category, in the order they first appear.
    case category
}

/// A primitive plottable value as a chart reads it. It has no initializer of its own:
/// the framework's primitive types (numbers, `Date`, `String`) make it.
public struct _PrimitivePlotValue: Sendable {
    let value: PlotValue
}
