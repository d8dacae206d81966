import ClockworkCore
import Foundation

/// A visual part of an axis drawn at each of its values: a grid line, a tick, a label.
/// ``AxisMarks`` builds them from a closure run for each value.
@MainActor @preconcurrency
public protocol AxisMark {
    /// Adds what this mark draws at one value.
    func _collect(into elements: inout _AxisMarkElements)
}

/// What an axis draws at one of its values, gathered from ``AxisMarks``'s content.
@MainActor
public struct _AxisMarkElements {
    var items: [AxisMarkElement] = []
    /// The style, font and offset of the modifiers around the marks being walked.
    var style: AxisMarkStyle = AxisMarkStyle()
}

/// One thing drawn at an axis value.
enum AxisMarkElement {
    case gridLine(centered: Bool?, stroke: StrokeStyle?, style: AxisMarkStyle)
    case tick(centered: Bool?, length: Double?, stroke: StrokeStyle?, style: AxisMarkStyle)
    case label(AxisLabelContent, AxisLabelPlacement, style: AxisMarkStyle)
}

/// What an axis mark's modifiers set.
struct AxisMarkStyle {
    var foreground: PaintStyle?
    var font: Font?
    var offset = CGSize.zero
}

/// A label's text: the value formatted (by the axis's default, or a format style), a
/// string, or a view of the user's.
enum AxisLabelContent {
    case automatic
    case formatted((PlotValue) -> String?)
    case string(String)
    case view(AnyView)
}

/// Where a label sits against its value.
struct AxisLabelPlacement {
    var centered: Bool?
    var anchor: UnitPoint?
    var collisionResolution: AxisValueLabelCollisionResolution
    var horizontalSpacing: Double?
    var verticalSpacing: Double?
}

/// A result builder that combines axis marks: `AxisGridLine(); AxisTick(); AxisValueLabel()`.
@MainActor
@resultBuilder
public enum AxisMarkBuilder {
    /// Passes a mark through.
    public static func buildExpression<Mark: AxisMark>(_ mark: Mark) -> Mark { mark }
    /// No marks.
    public static func buildBlock() -> AxisMarkGroup { AxisMarkGroup([]) }
    /// One mark.
    public static func buildBlock<Mark: AxisMark>(_ mark: Mark) -> Mark { mark }
    /// Several marks, drawn in order.
    public static func buildBlock(_ marks: any AxisMark...) -> AxisMarkGroup { AxisMarkGroup(marks) }
    /// An `if` without `else`.
    public static func buildIf(_ mark: (any AxisMark)?) -> AxisMarkGroup { AxisMarkGroup(mark.map { [$0] } ?? []) }
    /// The `if` branch of a conditional.
    public static func buildEither(first: any AxisMark) -> AxisMarkGroup { AxisMarkGroup([first]) }
    /// The `else` branch of a conditional.
    public static func buildEither(second: any AxisMark) -> AxisMarkGroup { AxisMarkGroup([second]) }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ mark: any AxisMark) -> AxisMarkGroup { AxisMarkGroup([mark]) }
}

/// Several axis marks drawn at each value, in order.
public struct AxisMarkGroup: AxisMark {
    let marks: [any AxisMark]

    init(_ marks: [any AxisMark]) {
        self.marks = marks
    }

    public func _collect(into elements: inout _AxisMarkElements) {
        for mark in marks { mark._collect(into: &elements) }
    }
}

/// An axis mark whose type is erased.
public struct AnyAxisMark: AxisMark {
    let mark: any AxisMark

    /// Erases the type of `content`.
    public init(_ content: any AxisMark) {
        mark = content
    }

    public func _collect(into elements: inout _AxisMarkElements) {
        mark._collect(into: &elements)
    }
}

extension AxisMark {
    /// Draws the mark in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        StyledAxisMark(mark: self) { $0.foreground = style.paintStyle }
    }

    /// Sets the font of labels.
    public func font(_ font: Font?) -> some AxisMark {
        StyledAxisMark(mark: self) { $0.font = font }
    }

    /// Moves the mark by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark {
        StyledAxisMark(mark: self) { $0.offset = CGSize(width: $0.offset.width + x, height: $0.offset.height + y) }
    }

    /// Moves the mark by `offset`.
    public func offset(_ offset: CGSize) -> some AxisMark {
        self.offset(x: offset.width, y: offset.height)
    }
}

/// An axis mark with a modifier's style applied.
struct StyledAxisMark<Mark: AxisMark>: AxisMark {
    let mark: Mark
    let change: (inout AxisMarkStyle) -> Void

    func _collect(into elements: inout _AxisMarkElements) {
        let saved = elements.style
        change(&elements.style)
        mark._collect(into: &elements)
        elements.style = saved
    }
}

/// A line across the plot at an axis value.
public struct AxisGridLine: AxisMark {
    let centered: Bool?
    let stroke: StrokeStyle?

    /// A grid line; `centered` puts it in the middle of a category's band (or a date
    /// unit) instead of at its start; `stroke` sets its width and dashes.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        self.centered = centered
        self.stroke = stroke
    }

    public func _collect(into elements: inout _AxisMarkElements) {
        elements.items.append(.gridLine(centered: centered, stroke: stroke, style: elements.style))
    }
}

/// A short line at an axis value, between the plot and the labels.
public struct AxisTick: AxisMark {
    /// How long a tick is.
    public struct Length: Sendable {
        let value: Double?
        /// As long as the chart draws ticks.
        public static let automatic = Length(value: nil)
        /// Reaching the label.
        public static let label = Length(value: nil)
        /// Reaching the longest label.
        public static let longestLabel = Length(value: nil)
        /// `length` points.
        public static func length(_ length: CGFloat) -> Length { Length(value: Double(length)) }
    }

    let centered: Bool?
    let length: Length
    let stroke: StrokeStyle?

    /// A tick; `centered` puts it in the middle of a band, `length` sets how long it is.
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        self.centered = centered
        self.length = length
        self.stroke = stroke
    }

    public func _collect(into elements: inout _AxisMarkElements) {
        elements.items.append(.tick(centered: centered, length: length.value, stroke: stroke, style: elements.style))
    }
}

/// How an axis resolves labels that would overlap.
public struct AxisValueLabelCollisionResolution: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, greedy, truncate, disabled }
    let kind: Kind

    /// Chosen by the axis: labels that would overlap the one before are left out.
    public static let automatic = AxisValueLabelCollisionResolution(kind: .automatic)
    /// Labels that would overlap the one before are left out.
    public static let greedy = AxisValueLabelCollisionResolution(kind: .greedy)
    /// Labels are cut to the room they have.
    public static let truncate = AxisValueLabelCollisionResolution(kind: .truncate)
    /// Every label is drawn, overlapping or not.
    public static let disabled = AxisValueLabelCollisionResolution(kind: .disabled)
}

/// The label of an axis value: the value formatted (by the axis, or a format style of
/// yours), a string, or a view.
public struct AxisValueLabel: AxisMark {
    let content: AxisLabelContent
    let placement: AxisLabelPlacement

    /// The value, formatted as the axis formats it.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        content = .automatic
        placement = AxisLabelPlacement(centered: centered, anchor: anchor, collisionResolution: collisionResolution,
                                       horizontalSpacing: horizontalSpacing.map(Double.init), verticalSpacing: verticalSpacing.map(Double.init))
    }

    /// The value formatted by `format`: `AxisValueLabel(format: .dateTime.hour().minute())`.
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil,
                                     collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                                     horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil)
    where Format.FormatInput: Plottable, Format.FormatOutput == String {
        content = .formatted { value in Format.FormatInput(plotValue: value).map { format.format($0) } }
        placement = AxisLabelPlacement(centered: centered, anchor: anchor, collisionResolution: collisionResolution,
                                       horizontalSpacing: horizontalSpacing.map(Double.init), verticalSpacing: verticalSpacing.map(Double.init))
    }

    /// `label`, in place of the value; none when `nil`.
    public init<S: StringProtocol>(_ label: S?, centered: Bool? = nil, anchor: UnitPoint? = nil,
                                   collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                                   horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        content = label.map { .string(String($0)) } ?? .string("")
        placement = AxisLabelPlacement(centered: centered, anchor: anchor, collisionResolution: collisionResolution,
                                       horizontalSpacing: horizontalSpacing.map(Double.init), verticalSpacing: verticalSpacing.map(Double.init))
    }

    /// A view of yours, in place of the value: `AxisValueLabel { Text("\(celsius)°") }`.
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                               horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                               @ViewBuilder content: () -> Content) {
        self.content = .view(AnyView(content()))
        placement = AxisLabelPlacement(centered: centered, anchor: anchor, collisionResolution: collisionResolution,
                                       horizontalSpacing: horizontalSpacing.map(Double.init), verticalSpacing: verticalSpacing.map(Double.init))
    }

    public func _collect(into elements: inout _AxisMarkElements) {
        elements.items.append(.label(content, placement, style: elements.style))
    }
}
