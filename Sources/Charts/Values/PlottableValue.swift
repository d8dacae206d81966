import ClockworkCore
import ClockworkViews
import Foundation

/// Labeled data that you plot in a chart with a mark: what a mark's `x`, `y` and series
/// parameters take, made with `PlottableValue.value(_:_:)`.
///
/// ```swift
/// LineMark(x: .value("Time", reading.time), y: .value("°C", reading.celsius))
/// ```
public struct PlottableValue<Value: Plottable> {
    /// What the value is called: the axis's and the accessibility element's name for it.
    let label: ChartLabel
    /// Where the value is plotted.
    let extent: PlotExtent

    init(label: ChartLabel, extent: PlotExtent) {
        self.label = label
        self.extent = extent
    }

    /// A value labeled with a localized string key.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: .key(label), extent: .at(value.plotValue))
    }

    /// A value labeled with a string.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: .verbatim(String(label)), extent: .at(value.plotValue))
    }

    /// A value labeled with a text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: .text(label), extent: .at(value.plotValue))
    }

    /// A value labeled with a localized string resource.
    @_disfavoredOverload
    public static func value(_ labelResource: LocalizedStringResource, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: .resource(labelResource), extent: .at(value.plotValue))
    }
}

extension PlottableValue where Value == Date {
    /// A date that stands for the whole `unit` of time it falls in (a bar a day wide;
    /// a line's point in the middle of its day).
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: .key(label), extent: interval(of: value, unit: unit, calendar: calendar))
    }

    /// A date that stands for the whole `unit` of time it falls in, labeled with a string.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component,
                                                calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: .verbatim(String(label)), extent: interval(of: value, unit: unit, calendar: calendar))
    }

    /// A date that stands for the whole `unit` of time it falls in, labeled with a text.
    public static func value(_ label: Text, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: .text(label), extent: interval(of: value, unit: unit, calendar: calendar))
    }

    private static func interval(of date: Date, unit: Calendar.Component, calendar: Calendar) -> PlotExtent {
        guard let interval = calendar.dateInterval(of: unit, for: date) else { return .at(date.plotValue) }
        return .unit(.date(interval.start.timeIntervalSinceReferenceDate), .date(interval.end.timeIntervalSinceReferenceDate))
    }
}

/// Where a value is plotted on its channel.
enum PlotExtent: Hashable, Sendable {
    /// At one value.
    case at(PlotValue)
    /// Over the span of a unit (a day, an hour): a bar fills it, a point sits in its middle.
    case unit(PlotValue, PlotValue)
    /// From one value to another, as a mark's start and end parameters give them.
    case span(PlotValue, PlotValue)
    /// Between positions fixed in points from the plot's top-leading corner, whatever the
    /// data; an end that is `nil` is the plot's edge (a rule across the plot, a band of a
    /// rectangle mark).
    case fixed(Double?, Double?)

    /// The value a point or a line's vertex sits at.
    var center: PlotValue {
        switch self {
        case .at(let value): value
        case .fixed: .number(0)
        case let .unit(start, end), let .span(start, end):
            switch (start, end) {
            case let (.date(a), .date(b)): .date((a + b) / 2)
            case let (.number(a), .number(b)): .number((a + b) / 2)
            default: start
            }
        }
    }
}

extension PlotExtent {
    /// A span from `start` to `end`.
    init(_ start: PlottedChannel, _ end: PlottedChannel) {
        self = .span(start.extent.center, end.extent.center)
    }

    /// A span between fixed positions, in points (`nil`: the plot's edge).
    init(fixed start: CGFloat?, _ end: CGFloat?) {
        self = .fixed(start.map(Double.init), end.map(Double.init))
    }

    /// Whether the extent is fixed in the plot rather than a value of the data.
    var isFixed: Bool {
        if case .fixed = self { return true }
        return false
    }
}

/// A plotted value's label as it was given; made into a text only when shown.
enum ChartLabel {
    case verbatim(String)
    case key(LocalizedStringKey)
    case resource(LocalizedStringResource)
    case text(Text)

    /// The label as a text view.
    @MainActor var text: Text {
        switch self {
        case .verbatim(let string): Text(verbatim: string)
        case .key(let key): Text(key)
        case .resource(let resource): Text(resource)
        case .text(let text): text
        }
    }
}
