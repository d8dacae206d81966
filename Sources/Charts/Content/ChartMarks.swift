import ClockworkCore

/// The marks a chart's content makes, gathered in one walk over the content: what the
/// chart places, scales and draws.
@MainActor
public struct _ChartMarks {
    /// The marks, in the order the content made them (the order they are drawn in).
    var marks: [PlottedMark] = []
    /// The distinct sets of modifier attributes the marks carry; a mark names its set.
    var attributeSets: [MarkAttributes] = [MarkAttributes()]
    /// The attributes of the modifiers around the content being walked.
    var current = MarkAttributes()
    /// The index of ``current`` in ``attributeSets``, or -1 when it has changed since.
    private var currentSet: Int32 = 0
    /// Annotations, each on the marks its modifier wrapped.
    var annotations: [MarkAnnotation] = []
    /// The labels the first marks gave their channels: what accessibility calls them.
    var xLabel: ChartLabel?, yLabel: ChartLabel?, seriesLabel: ChartLabel?
    /// Whether marks keep their `ForEach` element's id (an animated update matches marks
    /// by it; otherwise it is not worth boxing).
    var recordsIdentity = false
    /// The id of the `ForEach` element whose content is being walked.
    var elementID: AnyHashable?
    /// The marks' element ids, by mark, when ``recordsIdentity``.
    var elementIDs: [AnyHashable?] = []

    init(recordsIdentity: Bool = false) {
        self.recordsIdentity = recordsIdentity
    }

    /// Adds a mark of `kind` at `x` and `y`, with the attributes of the modifiers around it.
    mutating func add(_ kind: MarkKind, x: PlotExtent?, y: PlotExtent?, series: PlotValue? = nil,
                      width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                      stacking: MarkStackingMethod = .standard) {
        if currentSet < 0 {
            if current == attributeSets[attributeSets.count - 1] {
                currentSet = Int32(attributeSets.count - 1)
            } else {
                attributeSets.append(current)
                currentSet = Int32(attributeSets.count - 1)
            }
        }
        marks.append(PlottedMark(kind: kind, x: x, y: y, series: series, attributes: currentSet,
                                 width: width, height: height, stacking: stacking))
        if recordsIdentity { elementIDs.append(elementID) }
    }

    /// Notes the channel labels of a mark, for the channels none was noted for yet.
    mutating func note(x: PlottedChannel?, y: PlottedChannel?, series: PlottedChannel? = nil) {
        if xLabel == nil, let x { xLabel = x.label }
        if yLabel == nil, let y { yLabel = y.label }
        if seriesLabel == nil, let series { seriesLabel = series.label }
    }

    /// Walks `content` with `change` applied to the attributes around it.
    mutating func with(_ change: (inout MarkAttributes) -> Void, collect content: some ChartContent) {
        let saved = current, savedSet = currentSet
        change(&current)
        if current != saved { currentSet = -1 }
        content._collect(into: &self)
        current = saved
        currentSet = savedSet
    }
}

/// The kinds of marks.
enum MarkKind: UInt8, Hashable, Sendable {
    case line, area, bar, point, rule, rectangle
}

/// One mark as the chart places it: its kind, where it is on each channel, and the
/// modifiers' attributes (by index into the chart's attribute sets).
struct PlottedMark: Equatable {
    var kind: MarkKind
    /// Where on x; `nil` spans the plot's width (a horizontal rule).
    var x: PlotExtent?
    /// Where on y; `nil` spans the plot's height (a vertical rule).
    var y: PlotExtent?
    /// The series a line or area belongs to, when the mark names one.
    var series: PlotValue?
    var attributes: Int32
    var width: MarkDimension
    var height: MarkDimension
    var stacking: MarkStackingMethod
}

/// What the modifiers around a mark set.
struct MarkAttributes: Equatable {
    /// An explicit style (`.foregroundStyle(.red)`).
    var foreground: PaintStyle?
    /// The value the chart's style scale maps to a color (`.foregroundStyle(by:)`).
    var styleKey: PlotValue?
    /// The value the symbol scale maps to a shape (`.symbol(by:)`).
    var symbolKey: PlotValue?
    /// An explicit symbol (`.symbol(.square)`).
    var symbol: ChartSymbol?
    /// The symbol's area, in square points.
    var symbolSize: Double?
    var interpolation: InterpolationMethod?
    var lineStyle: StrokeStyle?
    var opacity = 1.0
    var cornerRadius: Double?
    /// The value bars are placed side by side by within their band (`.position(by:)`).
    var positionKey: PlotValue?
}

/// An annotation on marks: a view placed beside them.
struct MarkAnnotation {
    /// The marks it annotates (usually one).
    var marks: Range<Int>
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: Double?
    var content: AnyView
}

/// A mark's value on one channel, its type erased: its label and where it is plotted.
///
/// Marks' initializers borrow their `PlottableValue`s, as this does: an owned generic
/// argument must be destroyed through its type's metadata, which a mark built in another
/// module (the app's) looked up for each value: 0.3 million instructions of the demo's
/// chart update.
struct PlottedChannel {
    let label: ChartLabel
    let extent: PlotExtent

    init<Value>(_ value: borrowing PlottableValue<Value>) {
        label = value.label
        extent = value.extent
    }
}
