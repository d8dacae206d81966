/// What the views present over everything else: sheets, alerts and confirmation dialogs.
/// A presenting modifier adds its presentation while its binding says so and withdraws it
/// after; the graph's ``PresentationRoot`` shows those whose presenter is on screen (not
/// in a tab not selected, nor on a screen under a navigation stack's top), in the order of
/// their presenters in the tree, so a sheet presented from inside a sheet is above it.
/// Only the frontmost takes input.
@MainActor
package final class Presentations {
    /// The presentations asked for, in the order they were.
    private(set) var requested: [Presentation] = []
    /// The presentations shown as of the root's last update, bottom to top.
    private(set) var shown: [Presentation] = []
    /// The root node showing them; told when they change.
    // unowned(unsafe): the root node lives as long as the graph, which owns this table.
    unowned(unsafe) package var root: ViewNode?
    /// Whether the root node is updating now: it sees changes as they happen, in the same
    /// update, and needs no second one.
    var isReconciling = false

    /// Shows `presentation`, or updates the one from the same source in place.
    package func present(_ presentation: Presentation) {
        if let index = requested.firstIndex(where: { $0.source == presentation.source }) {
            requested[index] = presentation
        } else {
            requested.append(presentation)
        }
        rootNeedsUpdate()
    }

    /// Takes away what `source` presented, if it presents anything.
    package func withdraw(_ source: ObjectIdentifier) {
        guard let index = requested.firstIndex(where: { $0.source == source }) else { return }
        requested.remove(at: index)
        rootNeedsUpdate()
    }

    /// Decides what shows: the requested presentations whose presenter is on screen, in
    /// the presenters' tree order.
    func updateShown() {
        shown = requested.filter { !$0.presenter.isInOffscreenSubtree }.sorted { $0.presenter.treePosition.lexicographicallyPrecedes($1.presenter.treePosition) }
    }

    /// Tells that views were put on or taken off screen (a tab selected, a screen pushed or
    /// popped): what shows is decided again if anything is presented.
    package func presentersMayHaveMoved() {
        if !requested.isEmpty { rootNeedsUpdate() }
    }

    /// Has the root update at the next opportunity (now, if it is updating).
    private func rootNeedsUpdate() {
        guard !isReconciling, let root, root.isMounted else { return }
        root.graph.markDirty(root)
    }
}

/// One presented view and how it is placed.
@MainActor
package struct Presentation {
    /// Where a presentation is placed on the surface.
    package enum Placement {
        /// A card over the surface below its top row, content at its top.
        case sheet
        /// The whole surface.
        case fullScreen
        /// A box of its own size in the middle.
        case alert
        /// A box across the bottom.
        case dialog
        /// A box of its own size under the presenter (above it when there is no room below),
        /// kept on the surface: an open menu.
        case menu
        /// A box across the bottom, the whole width: the on-screen keyboard. What it covers
        /// is laid out above it, and what is below it still takes input.
        case keyboard
    }

    /// The presenting modifier's node (it withdraws the presentation when unmounted).
    unowned(unsafe) let presenter: ViewNode
    /// The presenter's identity.
    var source: ObjectIdentifier { ObjectIdentifier(presenter) }
    let placement: Placement
    /// Mounts or updates the presented view as child `index` of the root node.
    let reconcile: @MainActor (_ root: ViewNode, _ index: Int) -> Void
    /// Dismisses it as a user does (the socket's `back`, the Escape key).
    let dismiss: () -> Void

    package init(presenter: ViewNode, placement: Placement, reconcile: @escaping @MainActor (_ root: ViewNode, _ index: Int) -> Void,
                 dismiss: @escaping () -> Void) {
        (self.presenter, self.placement, self.reconcile, self.dismiss) = (presenter, placement, reconcile, dismiss)
    }

    /// The frame of `node`, the presented view, on a surface of `surface`. Laid out in
    /// points, a sheet, an alert and a dialog cover the surface, and their view places its
    /// card on it over a dimming of what is behind, as iOS draws them.
    func frame(of node: ViewNode, on surface: Size) -> Rect {
        let margin = min(2, (surface.width / 8).rounded(.down))
        if node.graph.layoutMetrics.measuresPoints, placement == .sheet || placement == .alert || placement == .dialog {
            return Rect(x: 0, y: 0, width: surface.width, height: surface.height)
        }
        switch placement {
        case .fullScreen:
            return Rect(x: 0, y: 0, width: surface.width, height: surface.height)
        case .sheet:
            let top = min(1, surface.height - 1)
            return Rect(x: margin, y: top, width: max(surface.width - 2 * margin, 0), height: max(surface.height - top, 0))
        case .alert:
            let width = min(max(surface.width - 2 * margin, 0), 52)
            let size = node.sizeThatFits(ProposedSize(width: width, height: nil))
            let height = min(size.height, surface.height)
            return Rect(x: ((surface.width - size.width) / 2).rounded(.down), y: ((surface.height - height) / 2).rounded(.down),
                        width: size.width, height: height)
        case .keyboard:
            let height = min(node.sizeThatFits(ProposedSize(width: surface.width, height: nil)).height, surface.height / 2)
            return Rect(x: 0, y: surface.height - height, width: surface.width, height: height)
        case .dialog:
            let width = max(surface.width - 2 * margin, 0)
            let height = min(node.sizeThatFits(ProposedSize(width: width, height: nil)).height, surface.height)
            return Rect(x: margin, y: surface.height - height, width: width, height: height)
        case .menu:
            // As wide as its widest item, every item (a divider too) offered that width.
            let ideal = node.sizeThatFits(.unspecified)
            let size = node.sizeThatFits(ProposedSize(width: min(ideal.width, surface.width), height: nil))
            let (width, height) = (min(size.width, surface.width), min(size.height, surface.height))
            let anchor = presenter.frame
            let below = anchor.maxY + height <= surface.height
            let y = below ? anchor.maxY : max(anchor.minY - height, 0)
            let x = min(max(anchor.minX, 0), surface.width - width)
            return Rect(x: x, y: y, width: width, height: height)
        }
    }
}

extension ViewNode {
    /// Whether the node is inside a subtree kept but not shown.
    var isInOffscreenSubtree: Bool {
        var next: ViewNode? = self
        while let node = next {
            if node.isOffscreen { return true }
            next = node.parent
        }
        return false
    }

    /// The node's place in tree order: its index among its parent's children, from the root down.
    var treePosition: [Int] {
        var position: [Int] = []
        var node = self
        while let parent = node.parent {
            position.append(parent.children.firstIndex { $0 === node } ?? 0)
            node = parent
        }
        return position.reversed()
    }
}
