import ClockworkCore
import Foundation

/// One axis laid out for a plot of a given length: its scale, the values it marks, and
/// what each value draws.
struct AxisLayout {
    var scale: PlotScale
    var ticks: [TickLayout] = []
    /// Whether the axis draws anything.
    var isVisible = true
    /// Where the labels go: for y, trailing (or leading); for x, the bottom (or the top).
    var atStart = false

    /// How far the labels reach from the plot: the widest label (y) or a line (x), with
    /// the gap and tick before them; 0 when no value has a label.
    func labelReach(units: ChartUnits, isX: Bool) -> Double {
        let labels = ticks.compactMap(\.label)
        guard isVisible, !labels.isEmpty else { return 0 }
        let tick = ticks.contains { $0.tick != nil } ? units.tickLength : 0
        if isX { return tick + units.rowGap + (labels.map(\.size.height).max() ?? units.lineHeight) }
        return tick + units.gap + (labels.map(\.size.width).max() ?? 0)
    }
}

/// One marked value of an axis and what is drawn there.
struct TickLayout {
    let value: PlotValue
    /// Where the value is, 0–1 along the axis (a band's start or middle, as asked).
    let position: Double
    var gridLine: AxisStroke?
    var tick: AxisStroke?
    var label: LabelLayout?
}

/// A grid line or tick: where it is (0–1 along the axis), its stroke, color and length.
struct AxisStroke {
    let stroke: StrokeStyle
    let paint: PaintStyle
    let offset: CGSize
    let position: Double
    /// A tick's length; `nil`: the chart's.
    var length: Double? = nil
}

/// An axis label: its text (or the child view that shows it), size and placement.
struct LabelLayout {
    enum Content {
        case text(String)
        /// A view of the user's: child `index` of the chart's node.
        case view(Int)
    }

    var content: Content
    var size: Size
    let placement: AxisLabelPlacement
    let paint: PaintStyle
    let font: Font?
    let offset: CGSize
    /// Whether it sits in the middle of its band (categories) rather than at its value.
    let centered: Bool
    /// The view of the user's that shows it, when it is one.
    let view: AnyView?
}

/// Works out the scales and axes of a chart from its data and settings.
@MainActor
struct AxisBuilder {
    let units: ChartUnits
    let locale: Locale
    let calendar: Calendar

    /// The scale of an axis whose data covers `extent`, for about `count` marked values.
    /// Categories on y run down from the top, in order, as a list reads.
    func scale(_ settings: ChartAxisSettings, extent: AxisExtent, count: Int, lengthInUnits length: Double, isX: Bool) -> PlotScale {
        var includesZero: Bool?
        var reversed = false
        var scale: PlotScale
        switch settings.domain {
        case .categories(let categories):
            scale = PlotScale(kind: .categorical(categories))
        case let .range(lower, upper):
            let (a, b) = (lower.continuous ?? 0, upper.continuous ?? 1)
            scale = PlotScale(kind: .continuous(lower: min(a, b), upper: max(a, b), transform: settings.type?.kind ?? .linear,
                                                isDate: lower.kind == .date))
            reversed = a > b
        case let .automatic(zero, reverse):
            includesZero = zero
            reversed = reverse ?? false
            scale = automaticScale(settings, extent: extent, includesZero: includesZero, count: count)
        case nil:
            scale = automaticScale(settings, extent: extent, includesZero: nil, count: count)
        }
        scale.reversed = scale.categoryCount > 0 && !isX ? !reversed : reversed
        if let range = settings.range, length > 0 {
            scale.startInset = min(max(range.startPadding / length, 0), 0.45)
            scale.endInset = min(max(range.endPadding / length, 0), 0.45)
        }
        return scale
    }

    private func automaticScale(_ settings: ChartAxisSettings, extent: AxisExtent, includesZero: Bool?, count: Int) -> PlotScale {
        if settings.type?.kind == .category || extent.kind == .category {
            return PlotScale(kind: .categorical(extent.categories))
        }
        let isDate = extent.kind == .date || settings.type?.kind == .date
        var (lower, upper) = extent.hasRange ? (extent.lower, extent.upper) : (0.0, 1.0)
        let transform = settings.type?.kind ?? .linear
        if !isDate, includesZero ?? (transform == .linear || transform == .squareRoot) {
            lower = min(lower, 0)
            upper = max(upper, 0)
        }
        if lower == upper {
            if isDate {
                lower -= 60
                upper += 60
            } else {
                (lower, upper) = lower == 0 ? (0, 1) : (min(lower, 0), max(upper, 0))
            }
        }
        if !isDate, transform == .linear || transform == .squareRoot {
            (lower, upper) = NiceNumbers.widened(lower, upper, step: NiceNumbers.step(for: upper - lower, count: count))
        }
        if transform == .log, lower <= 0 { lower = min(upper / 10, 1) }
        return PlotScale(kind: .continuous(lower: lower, upper: upper, transform: transform, isDate: isDate))
    }

    /// The values `values` names on `scale`, with the format their labels take by default.
    func values(_ values: AxisMarkValues, on scale: PlotScale, count: Int) -> (values: [PlotValue], format: (PlotValue) -> String) {
        switch scale.kind {
        case .categorical(let categories):
            switch values.kind {
            case .listed(let listed): return (listed, Self.categoryName)
            default: return (categories, Self.categoryName)
            }
        case let .continuous(lower, upper, transform, isDate):
            if isDate { return dateValues(values, lower: lower, upper: upper, count: count) }
            var step: Double
            switch values.kind {
            case .listed(let listed):
                let numbers = listed.compactMap(\.continuous)
                let spacing = zip(numbers, numbers.dropFirst()).map { abs($1 - $0) }.min() ?? 1
                return (listed, numberFormat(step: spacing))
            case .numberStride(let stride):
                step = stride
            case .dateStride:
                step = NiceNumbers.step(for: upper - lower, count: count)
            case let .automatic(desired, minimumStride, _, _):
                if transform == .log {
                    let decades = NiceNumbers.multiples(of: 1, from: log10(lower).rounded(.down), to: log10(upper).rounded(.up))
                    let numbers = decades.map { pow(10, $0) }.filter { $0 >= lower * 0.999 && $0 <= upper * 1.001 }
                    return (numbers.map(PlotValue.number), numberFormat(step: numbers.first ?? 1))
                }
                step = NiceNumbers.step(for: upper - lower, count: desired ?? count)
                if let minimumStride { step = max(step, minimumStride) }
            }
            let numbers = NiceNumbers.multiples(of: step, from: lower, to: upper)
            return (numbers.map(PlotValue.number), numberFormat(step: step))
        }
    }

    private func dateValues(_ values: AxisMarkValues, lower: Double, upper: Double, count: Int) -> (values: [PlotValue], format: (PlotValue) -> String) {
        let component: Calendar.Component, every: Int, stepCalendar: Calendar
        switch values.kind {
        case .listed(let listed):
            let seconds = listed.compactMap(\.continuous)
            let spacing = zip(seconds, seconds.dropFirst()).map { abs($1 - $0) }.min() ?? 86_400
            return (listed, dateFormat(DateStrides.step(for: spacing, count: 1).0))
        case let .dateStride(given, count, calendar):
            (component, every, stepCalendar) = (given, count, calendar)
        case .numberStride(let seconds):
            let numbers = NiceNumbers.multiples(of: seconds, from: lower, to: upper)
            return (numbers.map(PlotValue.date), dateFormat(DateStrides.step(for: seconds, count: 1).0))
        case let .automatic(desired, _, _, _):
            (component, every) = DateStrides.step(for: upper - lower, count: desired ?? count)
            stepCalendar = calendar
        }
        let dates = DateStrides.dates(from: lower, to: upper, every: component, count: every, calendar: stepCalendar)
        return (dates.map(PlotValue.date), dateFormat(component))
    }

    private static func categoryName(_ value: PlotValue) -> String {
        if case .category(let name) = value { return name }
        return value.description
    }

    /// Numbers with as many decimals as `step` needs: 0, 25, 50; 0.5, 1.0, 1.5.
    private func numberFormat(step: Double) -> (PlotValue) -> String {
        let decimals = step > 0 && step.isFinite ? max(0, min(6, Int((-log10(step)).rounded(.up)))) : 0
        let style = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(decimals)).locale(locale)
        return { value in
            guard let number = value.continuous else { return value.description }
            return style.format(abs(number) < 1e-12 ? 0 : number)
        }
    }

    /// Dates as a `component` step shows them: 10:15:30, 10:15, Nov 26, Nov, 2026.
    private func dateFormat(_ component: Calendar.Component) -> (PlotValue) -> String {
        var style = DateStrides.format(for: component).locale(locale)
        style.calendar = calendar
        style.timeZone = calendar.timeZone
        return { value in
            guard let seconds = value.continuous else { return value.description }
            return style.format(Date(timeIntervalSinceReferenceDate: seconds))
        }
    }
}
