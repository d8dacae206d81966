@_spi(Machinery) import ClockworkCore

/// The binding `.scrollPosition(id:anchor:)` hands the scroll views below it, without its
/// id's type.
struct ScrollPositionBinding {
    /// The id the app asks to show, if any.
    let read: () -> AnyHashable?
    /// Reports the id of the first target in view.
    let write: (AnyHashable?) -> Void
    /// Where the asked-for view goes in the scroll view; `nil`: its leading or top edge.
    let anchor: UnitPoint?
}

private struct ScrollPositionKey: EnvironmentKey {
    static var defaultValue: ScrollPositionBinding? { nil }
}

extension EnvironmentValues {
    /// The position binding of the scroll views here.
    var scrollPosition: ScrollPositionBinding? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }
}

/// Marks the layout whose views are a scroll view's targets.
struct ScrollTargetLayoutModifier: CarrierModifier {
    let carried: ScrollTargetLayoutMark
}

/// What `.scrollTargetLayout(isEnabled:)` leaves on its layout.
struct ScrollTargetLayoutMark {
    let isEnabled: Bool
}

extension View {
    /// Associates a binding to be updated when a scroll view within this view scrolls:
    /// it holds the id of the first target in view (a view of the layout marked with
    /// `.scrollTargetLayout()`, else one of the scroll view's own rows), and setting it
    /// scrolls that view to `anchor` (the top, or the leading edge, by default).
    ///
    /// The binding changes at the tick after the scroll that moves it.
    public nonisolated func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        environment(\.scrollPosition, ScrollPositionBinding(read: { id.wrappedValue.map { AnyHashable($0) } },
                                                            write: { id.wrappedValue = $0?.base as? ID }, anchor: anchor))
    }

    /// Configures the outermost layout as a scroll target layout: its views are the
    /// targets `.scrollPosition(id:)` reports and scrolls to.
    public nonisolated func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ScrollTargetLayoutModifier(carried: ScrollTargetLayoutMark(isEnabled: isEnabled)))
    }
}

extension ViewNode {
    /// The id of the first of the scroll view's targets in view: the rows of the layout
    /// below it marked with `.scrollTargetLayout()`, else its content's rows; a target is
    /// in view once its far edge is past the view's near edge.
    @MainActor func firstTargetInView(along axis: Axis) -> AnyHashable? {
        let targets = scrollTargets()
        let edge = frame.minimum(axis)
        for target in targets where target.frame.maximum(axis) > edge {
            if let id = target.rowID(below: self) { return id }
        }
        return nil
    }

    /// The views that are this scroll view's targets: the rows of the layout marked with
    /// `.scrollTargetLayout()`, else of the first layout in its content with more than one.
    @MainActor private func scrollTargets() -> [ViewNode] {
        let marked = firstNode(below: self) { ($0.content as? any Carrying<ScrollTargetLayoutMark>)?.carried.isEnabled == true }
        var items = marked?.layoutItems ?? layoutItems(ofChild: 0)
        while items.count == 1, case let inner = items[0].layoutItems, !inner.isEmpty {
            items = inner
        }
        return items
    }

    @MainActor private func firstNode(below node: ViewNode, where matches: (ViewNode) -> Bool) -> ViewNode? {
        for child in node.children {
            if matches(child) { return child }
            if let found = firstNode(below: child, where: matches) { return found }
        }
        return nil
    }

    /// The id this row stands for: its own, or the nearest one above it, below `ancestor`.
    @MainActor private func rowID(below ancestor: ViewNode) -> AnyHashable? {
        var current: ViewNode? = self
        while let node = current, node !== ancestor {
            if let id = node.key.id { return id }
            current = node.parent
        }
        return nil
    }
}
