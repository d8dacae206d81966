@_spi(Machinery) import ClockworkCore

/// A view that shows a root view and the screens pushed over it, the top one at a time,
/// under a bar with the top screen's title and a back button.
///
/// Screens are pushed by a `NavigationLink`, or by appending to the path bound with
/// `init(path:root:)`; each value on the path is shown by the `.navigationDestination`
/// registered for its type. The back button, the input socket's `back`, the Escape key,
/// `dismiss` on a pushed screen, or removing values from the path pop them. The screens
/// below the top one keep their state and take no input.
public struct NavigationStack<Data, Root: View> {
    let pathAccess: NavigationContext.PathAccess?
    let root: Root

    @MainActor package func makeContent() -> NodeContent { NavigationStackContent(self) }
}

extension NavigationStack: View, BuiltinView {}

extension NavigationStack where Data == NavigationPath {
    /// A stack that keeps its own path.
    public nonisolated init(@ViewBuilder root: () -> Root) {
        pathAccess = nil
        self.root = root()
    }

    /// A stack whose screens are the values of `path`.
    public nonisolated init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        pathAccess = NavigationContext.PathAccess(
            values: { path.wrappedValue.elements },
            push: { value in
                path.wrappedValue.elements.append(value)
                return true
            },
            pop: { path.wrappedValue.removeLast($0) })
        self.root = root()
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable {
    /// A stack whose screens are the elements of `path`, all of one type.
    public nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        pathAccess = NavigationContext.PathAccess(
            values: { path.wrappedValue.map { AnyHashable($0) } },
            push: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            pop: { path.wrappedValue.removeLast($0) })
        self.root = root()
    }
}

/// Children: the screens (the root, then one per path value, then the pushed views), then
/// the bar, then the bottom bar. Only the top screen and the bars are laid out, drawn and
/// reachable by input.
@MainActor
private final class NavigationStackContent<Data, Root: View>: TypedContent<NavigationStack<Data, Root>>, PoppingStack {
    private let context = NavigationContext()
    /// Whether the stack got a new value from its parent since its last update.
    private var isNewValue = true

    override func receive(_ newView: inout NavigationStack<Data, Root>) -> Bool {
        swap(&view, &newView)
        isNewValue = true
        return true
    }

    override func receive(part pointer: UnsafeMutablePointer<NavigationStack<Data, Root>>, of holder: NodeContent) -> Bool {
        isNewValue = true
        return super.receive(part: pointer, of: holder)
    }

    override func update(_ node: ViewNode) {
        context.node = node
        context.pathAccess = view.pathAccess
        let path = view.pathAccess.map { access in node.graph.observeReads(of: node) { access.values() } } ?? context.ownPath
        context.isUpdating = true
        defer { context.isUpdating = false }

        let root = context.screen(at: 0, showing: AnyHashable(0))
        if isNewValue || node.children.isEmpty {
            node.reconcileChild(at: 0, with: view.root, environment: root.environment(over: node.environment))
        }
        isNewValue = false
        for (offset, value) in path.enumerated() {
            let screen = context.screen(at: offset + 1, showing: value)
            node.reconcileChild(at: offset + 1, with: context.screen(for: value), id: value, environment: screen.environment(over: node.environment))
        }
        for (offset, pushed) in context.pushedViews.enumerated() {
            let depth = path.count + 1 + offset
            let screen = context.screen(at: depth, showing: AnyHashable(PushedView(index: offset)))
            node.reconcileChild(at: depth, with: pushed, id: PushedView(index: offset), environment: screen.environment(over: node.environment))
        }
        let count = path.count + 1 + context.pushedViews.count
        context.keepScreens(count)
        let screens = context.screens
        let below = count > 1 ? screens[count - 2] : nil
        var back: (@MainActor () -> Void)?
        if let below {
            back = { [context] in context.pop(to: below.depth) }
        }
        let top = screens[count - 1]
        let bar = NavigationBar(title: top.title, backTitle: below.map { $0.title ?? "Back" }, back: back, screen: top, chrome: top.chrome)
        // The bars are the top screen's: their items read its environment (its edit mode).
        let environment = top.environment(over: node.environment)
        node.reconcileChild(at: count, with: bar, environment: environment)
        node.reconcileChild(at: count + 1, with: NavigationBottomBar(screen: top, chrome: top.chrome), environment: environment)
        node.removeChildren(from: count + 2)
        var shownChanged = false
        for (index, child) in node.children.enumerated() where child.setOffscreen(index < count - 1) {
            shownChanged = true
        }
        if shownChanged { node.graph.presentations.presentersMayHaveMoved() }
    }

    override var render: RenderRole {
        .element(kind: "NavigationStack", attributes: ["depth=\(max(context.screens.count - 1, 0))"])
    }

    private func parts(of node: ViewNode) -> (top: ViewNode, bar: ViewNode, bottomBar: ViewNode) {
        let count = node.children.count
        return (node.children[count - 3], node.children[count - 2], node.children[count - 1])
    }

    // MARK: Layout

    /// All it is offered: the bar across the top, the bottom bar across the bottom, the
    /// top screen between them (in points centred there).
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let (top, bar, bottomBar) = parts(of: node)
        let barSize = bar.sizeThatFits(ProposedSize(width: proposal.width, height: nil))
        let bottomSize = bottomBar.sizeThatFits(ProposedSize(width: proposal.width, height: nil))
        let bars = barSize.height + bottomSize.height
        let topSize = top.sizeThatFits(ProposedSize(width: proposal.width, height: proposal.height.map { max($0 - bars, 0) }))
        return Size(width: proposal.width ?? max(barSize.width, topSize.width, bottomSize.width), height: proposal.height ?? bars + topSize.height)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        let (top, bar, bottomBar) = parts(of: node)
        let barHeight = bar.sizeThatFits(ProposedSize(width: bounds.size.width, height: nil)).height
        let bottomHeight = bottomBar.sizeThatFits(ProposedSize(width: bounds.size.width, height: nil)).height
        bar.place(in: Rect(x: bounds.minX, y: bounds.minY, width: bounds.size.width, height: barHeight))
        bottomBar.place(in: Rect(x: bounds.minX, y: bounds.maxY - bottomHeight, width: bounds.size.width, height: bottomHeight))
        let room = Size(width: bounds.size.width, height: max(bounds.size.height - barHeight - bottomHeight, 0))
        let size = top.sizeThatFits(ProposedSize(room))
        // In points the screen is centred between the bars, as SwiftUI centres it; a
        // terminal keeps its rows from the top.
        let drop = node.graph.layoutMetrics.measuresPoints ? max(((room.height - size.height) / 2).rounded(.down), 0) : 0
        top.place(in: Rect(x: bounds.minX + ((room.width - size.width) / 2).rounded(.down), y: bounds.minY + barHeight + drop,
                           width: size.width, height: size.height))
    }

    // MARK: Drawing

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        let (top, bar, bottomBar) = parts(of: node)
        for screen in node.children.dropLast(3) { screen.skipDisplayItems(at: items.position) }
        top.appendDisplayItems(paint: paint, to: &items)
        bar.appendDisplayItems(paint: paint, to: &items)
        bottomBar.appendDisplayItems(paint: paint, to: &items)
    }

    // MARK: Back

    var canPop: Bool { context.screens.count > 1 }

    func popTop() {
        context.pop(to: context.screens.count - 2)
    }
}

/// The identity of a screen pushed as a view: its place among those.
private struct PushedView: Hashable {
    let index: Int
}
