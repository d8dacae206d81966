@_spi(Machinery) import ClockworkCore
import Foundation

/// What a chart's node keeps between ticks, and each step of its life: the content walked
/// into marks and resolved on update; scales, axes, legend and marks laid out in the frame
/// on placement; the picture emitted as display items. The same for every chart content
/// type (the generic `ChartDrawing` only walks the content).
@MainActor
final class ChartEngine {
    private(set) var data = ChartData()
    private(set) var settings = ChartSettings()
    private(set) var locale = Locale.current
    private(set) var calendar = Calendar.current
    /// Where the plot-style view placed the plot area.
    let plotAnchor = PlotAnchor()
    private let animator = ChangeAnimator()
    /// Where each mark was, by identity, when the running change animation started.
    private var animationStart: [MarkIdentity: UnitPlacement] = [:]
    /// Where the last layout put each mark, and the element ids of those marks.
    var presented: [UnitPlacement?] = []
    private var presentedElementIDs: [AnyHashable?] = []
    /// What each child view of the node is, by index.
    private(set) var childRoles: [ChildRole] = []
    /// The axis label views of the user's the last layout asked for.
    var labelViews: [AxisLabelView] = []
    /// What the last layout laid out: drawn by ``appendDisplayItems(node:paint:to:)``.
    var picture = ChartPicture()
    /// How the chart shows in the render tree.
    private(set) var renderAttributes: [String] = []
    /// What the chart says as an accessibility element.
    private(set) var accessibilityValue: String?

    // MARK: Update

    /// Walks the content (`collect`) into marks under dependency tracking, reads the
    /// chart settings above, and resolves them; starts a change animation when the marks
    /// changed in an animated update.
    func update(node: ViewNode, collect: (inout _ChartMarks) -> Void) {
        var collected = _ChartMarks(recordsIdentity: true)
        let (settings, tint, locale, calendar) = node.graph.observeReads(of: node) {
            collect(&collected)
            return (node.trackedEnvironment(\.chartSettings), node.trackedEnvironment(\.tintOrAccent),
                    node.trackedEnvironment(\.locale), node.trackedEnvironment(\.calendar))
        }
        if animator.isRunning(for: node) || animator.isAnimatedUpdate(of: node) {
            if collected.marks != data.marks || collected.elementIDs != data.elementIDs {
                let start = startingPlacements()
                animationStart = animator.changed(node) ? start : [:]
            }
        } else {
            animationStart.removeAll()
        }
        data = ChartData(collected, settings: settings, defaultPaint: tint)
        self.settings = settings
        self.locale = locale
        self.calendar = calendar
        reconcileChildren(node)
        renderAttributes = ["marks=\(data.marks.count)"] + (data.legend.isEmpty ? [] : ["series=\(data.legend.count)"])
        accessibilityValue = describe()
        node.contentChanged()
    }

    /// Where the marks are shown now, by identity: what an animation starting now starts from.
    private func startingPlacements() -> [MarkIdentity: UnitPlacement] {
        var start: [MarkIdentity: UnitPlacement] = [:]
        start.reserveCapacity(presented.count)
        for (identity, placement) in zip(identities(of: presentedElementIDs), presented) {
            if let placement { start[identity] = placement }
        }
        return start
    }

    /// The identity of each mark: its `ForEach` element's id and its place among that
    /// element's marks (a line's vertex and the point drawn on it are two).
    private func identities(of elementIDs: [AnyHashable?]) -> [MarkIdentity] {
        var identities: [MarkIdentity] = []
        identities.reserveCapacity(elementIDs.count)
        var previous: AnyHashable?? = .none
        var ordinal = 0
        for index in elementIDs.indices {
            let id = elementIDs[index]
            if let previous, previous == id { ordinal += 1 } else { ordinal = 0 }
            previous = .some(id)
            identities.append(MarkIdentity(element: id ?? AnyHashable(index), ordinal: ordinal))
        }
        return identities
    }

    /// Mixes the placements laid out now with where the running animation started from:
    /// what is shown this tick. Records it, so a change arriving now starts from it.
    func present(_ targets: [UnitPlacement?], node: ViewNode) -> [UnitPlacement?] {
        var shown = targets
        if !animationStart.isEmpty {
            let identities = identities(of: data.elementIDs)
            let progress = animator.progress(of: node)
            for index in shown.indices {
                guard let target = shown[index], let start = animationStart[identities[index]] else { continue }
                shown[index] = start.mixed(with: target, by: progress)
            }
        }
        presented = shown
        presentedElementIDs = data.elementIDs
        return shown
    }

    // MARK: Children

    /// Mounts and updates the views of the user's a chart shows: the styled plot area, a
    /// legend, the axes' titles and label views, and the marks' annotations.
    private func reconcileChildren(_ node: ViewNode) {
        var roles: [ChildRole] = []
        func add(_ view: AnyView, _ role: ChildRole, id: String) {
            node.reconcileChild(at: roles.count, with: view, id: id)
            roles.append(role)
        }
        if let plotStyle = settings.plotStyle {
            add(plotStyle(ChartPlotContent(anchor: plotAnchor)), .plotArea, id: "plot")
        } else {
            plotAnchor.frame = nil
        }
        if let legend = settings.legend.content { add(legend, .legend, id: "legend") }
        if let title = settings.x.title { add(title.content, .title(isX: true), id: "x-title") }
        if let title = settings.y.title { add(title.content, .title(isX: false), id: "y-title") }
        for (index, label) in labelViews.enumerated() {
            add(label.view, .axisLabel(index), id: "label-\(label.isX ? "x" : "y")-\(label.value.description)")
        }
        for (index, annotation) in data.annotations.enumerated() {
            add(annotation.content, .annotation(index), id: "annotation-\(index)")
        }
        node.removeChildren(from: roles.count)
        childRoles = roles
    }

    /// The index of the child that plays `role`.
    func child(_ role: ChildRole) -> Int? {
        childRoles.firstIndex(of: role)
    }

    // MARK: Size and drawing

    /// All it is offered (a chart is as flexible as a shape); where nothing is offered,
    /// 40 × 10 cells or 300 × 200 points.
    func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let cells = ChartUnits(graph: node.graph).cells
        func pick(_ offered: Double?, _ fallback: Double) -> Double {
            guard let offered, offered.isFinite else { return fallback }
            return max(offered, 0)
        }
        return Size(width: pick(proposal.width, cells ? 40 : 300), height: pick(proposal.height, cells ? 10 : 200))
    }

    /// Appends the picture the last layout made, back to front, with the children's items
    /// where they belong: the plot area's behind everything, label views with the axes,
    /// the legend, titles, and the annotations over the marks.
    func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        func appendChild(_ role: ChildRole) {
            if let index = child(role), index < node.children.count {
                node.children[index].appendDisplayItems(paint: paint, to: &items)
            }
        }
        appendChild(.plotArea)
        for layer in ChartPicture.Layer.allCases {
            for element in picture.elements where element.layer == layer {
                var item = paint.item(element.primitive, in: element.frame)
                if let foreground = element.paint { item.foreground = foreground }
                if let font = element.font { item.font = font }
                item.opacity *= element.opacity
                items.append(item)
            }
            switch layer {
            case .axes:
                for index in labelViews.indices { appendChild(.axisLabel(index)) }
            case .legend:
                appendChild(.legend)
                appendChild(.title(isX: true))
                appendChild(.title(isX: false))
            case .marks:
                break
            case .grid:
                break
            }
        }
        for index in data.annotations.indices { appendChild(.annotation(index)) }
    }

    /// A sentence for the chart's accessibility element: how many marks, what its axes
    /// show, and its series.
    private func describe() -> String {
        var parts = ["\(data.marks.count) mark\(data.marks.count == 1 ? "" : "s")"]
        if let label = data.xLabel?.text.plainString { parts.append("x: \(label)") }
        if let label = data.yLabel?.text.plainString { parts.append("y: \(label)") }
        if !data.legend.isEmpty { parts.append("series: " + data.legend.map(\.key.description).joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }
}

/// A mark's identity across updates: its element's id, and its place among that
/// element's marks.
struct MarkIdentity: Hashable {
    let element: AnyHashable
    let ordinal: Int
}

/// What a child view of a chart's node is.
enum ChildRole: Equatable {
    case plotArea
    case legend
    case title(isX: Bool)
    case axisLabel(Int)
    case annotation(Int)
}

/// An axis label view of the user's, for one value.
struct AxisLabelView {
    let isX: Bool
    let value: PlotValue
    let view: AnyView
}
