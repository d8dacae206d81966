import ClockworkCore
import Foundation

/// Content of a chart's axis: one or more ``AxisMarks``.
@MainActor @preconcurrency
public protocol AxisContent {
    /// Adds the axis marks this content sets up.
    func _collect(into axes: inout [AxisMarksSpec])
}

/// A result builder that combines ``AxisMarks``: one for the grid, another for labels.
@MainActor
@resultBuilder
public enum AxisContentBuilder {
    /// Passes content through.
    public static func buildExpression<Content: AxisContent>(_ content: Content) -> Content { content }
    /// No axis marks: the axis draws nothing.
    public static func buildBlock() -> AxisContentGroup { AxisContentGroup([]) }
    /// One content.
    public static func buildBlock<Content: AxisContent>(_ content: Content) -> Content { content }
    /// Several contents, drawn in order.
    public static func buildBlock(_ content: any AxisContent...) -> AxisContentGroup { AxisContentGroup(content) }
    /// An `if` without `else`.
    public static func buildIf(_ content: (any AxisContent)?) -> AxisContentGroup { AxisContentGroup(content.map { [$0] } ?? []) }
    /// The `if` branch of a conditional.
    public static func buildEither(first: any AxisContent) -> AxisContentGroup { AxisContentGroup([first]) }
    /// The `else` branch of a conditional.
    public static func buildEither(second: any AxisContent) -> AxisContentGroup { AxisContentGroup([second]) }
}

/// Several axis contents, in order.
public struct AxisContentGroup: AxisContent {
    let contents: [any AxisContent]

    init(_ contents: [any AxisContent]) {
        self.contents = contents
    }

    public func _collect(into axes: inout [AxisMarksSpec]) {
        for content in contents { content._collect(into: &axes) }
    }
}

/// One ``AxisMarks`` as a chart lays its axis out.
public struct AxisMarksSpec {
    let preset: AxisMarkPreset
    let position: AxisMarkPosition
    let values: AxisMarkValues
    /// Grid lines, ticks and labels for each value; `nil`: the axis's default ones.
    let content: (@MainActor (AxisValue) -> _AxisMarkElements)?
    /// The stroke of the default grid lines and ticks.
    let stroke: StrokeStyle?
    /// How the default labels format values; `nil`: as the axis does.
    let format: ((PlotValue) -> String?)?
}

/// A group of marks a chart draws along an axis: at each of its values, grid lines,
/// ticks and labels, built by the content closure (or the axis's default ones).
///
/// ```swift
/// .chartXAxis {
///     AxisMarks(values: .stride(by: .minute, count: 10)) { value in
///         AxisGridLine()
///         AxisValueLabel(format: .dateTime.hour().minute())
///     }
/// }
/// ```
public struct AxisMarks<Content: AxisMark>: AxisContent {
    let spec: AxisMarksSpec

    /// Marks at `values`, each drawn by `content`, which is given the value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        spec = AxisMarksSpec(preset: preset, position: position, values: values, content: { value in
            var elements = _AxisMarkElements()
            content(value)._collect(into: &elements)
            return elements
        }, stroke: nil, format: nil)
    }

    /// Marks at `values`, each drawn by `content`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping () -> Content) {
        self.init(preset: preset, position: position, values: values) { (_: AxisValue) in content() }
    }

    /// Marks at exactly `values`, each drawn by `content`, which is given the value.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.init(preset: preset, position: position, values: .listed(values), content: content)
    }

    /// Marks at exactly `values`, each drawn by `content`.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  @AxisMarkBuilder content: @escaping () -> Content) {
        self.init(preset: preset, position: position, values: .listed(values)) { (_: AxisValue) in content() }
    }

    public func _collect(into axes: inout [AxisMarksSpec]) {
        axes.append(spec)
    }
}

extension AxisMarks where Content == Never {
    /// Marks at `values` with the axis's default grid lines, ticks and labels.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(preset: preset, position: position, values: values, content: nil, stroke: stroke, format: nil)
    }

    /// Marks at exactly `values` with the default grid lines, ticks and labels.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  stroke: StrokeStyle? = nil) {
        self.init(preset: preset, position: position, values: .listed(values), stroke: stroke)
    }

    /// Marks at `values` with the default grid lines and ticks, labels formatted by `format`.
    public init<Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                     values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil)
    where Format.FormatInput: Plottable, Format.FormatOutput == String {
        spec = AxisMarksSpec(preset: preset, position: position, values: values, content: nil, stroke: stroke,
                             format: { value in Format.FormatInput(plotValue: value).map { format.format($0) } })
    }

    /// Marks at exactly `values`, labels formatted by `format`.
    public init<Value: Plottable, Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic,
                                                       position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil)
    where Value == Format.FormatInput, Format.FormatOutput == String {
        spec = AxisMarksSpec(preset: preset, position: position, values: .listed(values), content: nil, stroke: stroke,
                             format: { value in Format.FormatInput(plotValue: value).map { format.format($0) } })
    }
}

extension Never: AxisMark {
    public func _collect(into elements: inout _AxisMarkElements) {}
}
