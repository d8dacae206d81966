import ClockworkCore

/// One value an axis marks, handed to the content of ``AxisMarks``: where it is among the
/// axis's values, and the value itself.
public struct AxisValue {
    /// The value's place among the marked values, from 0.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int
    let value: PlotValue

    /// The value as `type`, if it is one: `value.as(Double.self)`, `value.as(Date.self)`.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        P(plotValue: value)
    }
}

/// The values an axis marks: chosen for the axis's length, at a fixed stride, or listed.
public struct AxisMarkValues {
    enum Kind {
        case automatic(desiredCount: Int?, minimumStride: Double?, roundLowerBound: Bool?, roundUpperBound: Bool?)
        case numberStride(Double)
        case dateStride(Calendar.Component, count: Int, calendar: Calendar)
        case listed([PlotValue])
    }

    let kind: Kind

    /// As many values as fit the axis's length, at round numbers or calendar steps.
    public static var automatic: AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: nil, minimumStride: nil, roundLowerBound: nil, roundUpperBound: nil))
    }

    /// About `desiredCount` values at round numbers or calendar steps.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, minimumStride: nil, roundLowerBound: roundLowerBound,
                                        roundUpperBound: roundUpperBound))
    }

    /// About `desiredCount` values, at least `minimumStride` apart.
    public static func automatic<P: BinaryFloatingPoint>(minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                                         roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, minimumStride: Double(minimumStride),
                                        roundLowerBound: roundLowerBound, roundUpperBound: roundUpperBound))
    }

    /// Every multiple of `stepSize` along the axis.
    public static func stride<P: BinaryFloatingPoint>(by stepSize: P, roundLowerBound: Bool? = nil,
                                                      roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .numberStride(Double(stepSize)))
    }

    /// The start of every `count`th `component` (every 10 minutes, every day) along a
    /// date axis.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, count: max(count, 1), calendar: calendar ?? .current))
    }

    /// Exactly `values`.
    static func listed<Value: Plottable>(_ values: [Value]) -> AxisMarkValues {
        AxisMarkValues(kind: .listed(values.map(\.plotValue)))
    }
}

/// Where an axis's marks go.
public struct AxisMarkPosition: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, leading, trailing, top, bottom }
    let kind: Kind

    /// The axis's usual side: the bottom for x, the trailing side for y.
    public static let automatic = AxisMarkPosition(kind: .automatic)
    /// The leading side (a y axis).
    public static let leading = AxisMarkPosition(kind: .leading)
    /// The trailing side (a y axis).
    public static let trailing = AxisMarkPosition(kind: .trailing)
    /// The top (an x axis).
    public static let top = AxisMarkPosition(kind: .top)
    /// The bottom (an x axis).
    public static let bottom = AxisMarkPosition(kind: .bottom)
}

/// A preset look for an axis's marks.
public struct AxisMarkPreset: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, extended, aligned, inset }
    let kind: Kind

    /// The axis's usual look.
    public static let automatic = AxisMarkPreset(kind: .automatic)
    /// Labels beside the plot, lines across it.
    public static let extended = AxisMarkPreset(kind: .extended)
    /// Labels aligned with their lines.
    public static let aligned = AxisMarkPreset(kind: .aligned)
    /// Labels inside the plot, at their lines.
    public static let inset = AxisMarkPreset(kind: .inset)
}
