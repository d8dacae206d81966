@_spi(Machinery) import ClockworkCore

/// One of two views by what the target lays out in: `points` on a screen laid out in
/// points, where the built-in views take iOS's look, and `cells` on a terminal's cells.
///
/// Built again when the target's medium changes (``ViewGraph/layoutMetrics``); the views
/// it shows are otherwise passed through as they are.
struct MediumChoice<Points: View, Cells: View> {
    let points: Points
    let cells: Cells

    init(@ViewBuilder points: () -> Points, @ViewBuilder cells: () -> Cells) {
        self.points = points()
        self.cells = cells()
    }

    @MainActor package func makeContent() -> NodeContent { MediumChoiceContent(self) }
}

extension MediumChoice: View, BuiltinView {}

/// Child 0 is the view of the medium in force.
@MainActor
private final class MediumChoiceContent<Points: View, Cells: View>: TypedContent<MediumChoice<Points, Cells>> {
    override var drawingFollowsFrame: Bool { false }
    override var isAlwaysTransparent: Bool { true }

    override func update(_ node: ViewNode) {
        if node.graph.layoutMetrics.measuresPoints {
            node.reconcileChild(at: 0, with: view.points)
        } else {
            node.reconcileChild(at: 0, with: view.cells)
        }
    }
}
