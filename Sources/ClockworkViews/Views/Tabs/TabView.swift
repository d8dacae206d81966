@_spi(Machinery) import ClockworkCore

/// A view that switches between tabs: the selected tab fills it above a bar of every
/// tab's `.tabItem` label.
///
/// Each view `content` builds is a tab, standing for its `.tag` (else its id in a
/// `ForEach`, else its index). Tapping a label in the bar (the input socket's `tap`, a
/// pointer, `TestHost.tap`), or setting the bound selection, selects a tab. The other tabs
/// keep their state and take no input.
public struct TabView<SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// A tab view whose selected tab is `selection`'s value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    @MainActor package func makeContent() -> NodeContent { TabViewContent(self) }
}

extension TabView: View, BuiltinView {}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection, the first tab at first.
    public nonisolated init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// The tabs are the layout items of child 0; the bar is child 1.
@MainActor
private final class TabViewContent<SelectionValue: Hashable, Content: View>: TypedContent<TabView<SelectionValue, Content>>, HidingTabBar {
    /// Where the value's `content` lies in it: read there, never copied.
    private let contentOffset = MemoryLayout<TabView<SelectionValue, Content>>.offset(of: \.content)!
    /// A tab: its node and the value it stands for.
    private struct Tab {
        let node: ViewNode
        let tag: AnyHashable
    }

    private var tabs: [Tab] = []
    private var selectedIndex = 0
    /// The selection when no binding holds it.
    private var ownSelection: AnyHashable?
    /// The views that hide the bar (`.toolbar(.hidden, for: .tabBar)`) while they show.
    private var barHiders: [ObjectIdentifier: WeakNode] = [:]
    /// Whether the bar is hidden: a view hiding it shows in the selected tab (or, for
    /// pages, the dots are not shown).
    private var isBarHidden = false
    /// The bar of tabs, or pages with dots over the bottom (`tabViewStyle(_:)`).
    private var look = TabViewLook.tabBar
    // unowned(unsafe): the content lives in its node and dies with it.
    private unowned(unsafe) var node: ViewNode?

    override func update(_ node: ViewNode) {
        self.node = node
        reconcilePart(Content.self, at: contentOffset, child: 0, of: node)
        var labels: [(AnyView, String?)] = []
        tabs = node.layoutItems(ofChild: 0).enumerated().map { index, item in
            let (tag, label) = Self.tagAndLabel(of: item)
            labels.append((label ?? AnyView(EmptyView()), Self.badge(of: item)))
            return Tab(node: item, tag: tag ?? Self.rowID(of: item) ?? AnyHashable(index))
        }
        // The selection and the style in one observed read: each read is an evaluation of
        // its own, which keeps only the dependencies it made.
        let (bound, look) = node.graph.observeReads(of: node) {
            (view.selection.map { AnyHashable($0.wrappedValue) }, node.trackedEnvironment(\.tabViewLook))
        }
        self.look = look
        let selected = bound ?? ownSelection
        selectedIndex = tabs.firstIndex { $0.tag == selected } ?? 0
        var dotsHidden = false
        switch look {
        case .tabBar:
            let entries = zip(tabs, labels).enumerated().map { index, tab in
                TabBar.Entry(label: tab.1.0, tag: tab.0.tag, isSelected: index == selectedIndex, badge: tab.1.1)
            }
            node.reconcileChild(at: 1, with: TabBar(entries: entries) { [unowned self, unowned node] tag in select(tag, node: node) })
        case .page(let mode):
            let tags = tabs.map(\.tag)
            node.reconcileChild(at: 1, with: PageDots(count: tabs.count, selected: selectedIndex) { [unowned self, unowned node] index in
                if tags.indices.contains(index) { select(tags[index], node: node) }
            })
            dotsHidden = mode.shows.map { !$0 } ?? (tabs.count < 2)
        }
        var shownChanged = false
        for (index, tab) in tabs.enumerated() where tab.node.setOffscreen(index != selectedIndex) {
            shownChanged = true
        }
        let hidden = dotsHidden || barHiders.values.contains { $0.node.map { isShowing($0, below: node) } ?? false }
        if hidden != isBarHidden {
            isBarHidden = hidden
            _ = node.children[1].setOffscreen(hidden)
            node.graph.surface.contentChanged(node)
        }
        if shownChanged { node.graph.presentations.presentersMayHaveMoved() }
    }

    func setBarHidden(_ hidden: Bool, by source: ViewNode) {
        let key = ObjectIdentifier(source)
        guard (barHiders[key] != nil) != hidden else { return }
        barHiders[key] = hidden ? WeakNode(node: source) : nil
        if let node, node.isMounted { node.graph.markDirty(node) }
    }

    /// Whether `source` shows: no view between it and the tab view is off screen (a tab
    /// not selected, a navigation screen under the top one).
    private func isShowing(_ source: ViewNode, below tabView: ViewNode) -> Bool {
        var next: ViewNode? = source
        while let current = next, current !== tabView {
            if current.isOffscreen || !current.isMounted { return false }
            next = current.parent
        }
        return next === tabView
    }

    /// The tag and the tab label found down the chain of one-child views an item is.
    private static func tagAndLabel(of item: ViewNode) -> (AnyHashable?, AnyView?) {
        var tag: AnyHashable?, label: AnyView?
        var next: ViewNode? = item
        while let node = next {
            if tag == nil, let tagged = node.content as? any Carrying<AnyHashable> { tag = tagged.carried }
            if label == nil, let labelled = node.content as? any Carrying<AnyView> { label = labelled.carried }
            next = node.children.count == 1 ? node.children[0] : nil
        }
        return (tag, label)
    }

    /// The badge found down the chain of one-child views an item is.
    private static func badge(of item: ViewNode) -> String? {
        var next: ViewNode? = item
        while let node = next {
            if let badge = node.content as? any Carrying<BadgeValue> { return badge.carried.text }
            next = node.children.count == 1 ? node.children[0] : nil
        }
        return nil
    }

    private static func rowID(of item: ViewNode) -> AnyHashable? {
        item.parent?.content is IdentifiesRows ? item.key.id : nil
    }

    private func select(_ tag: AnyHashable, node: ViewNode) {
        if let selection = view.selection {
            if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
        } else if ownSelection != tag {
            ownSelection = tag
            node.graph.markDirty(node)
        }
    }

    override var render: RenderRole {
        .element(kind: "TabView", attributes: ["selection=\(tabs.indices.contains(selectedIndex) ? String(describing: tabs[selectedIndex].tag.base) : "none")"])
    }

    // MARK: Layout

    /// All it is offered: the selected tab above the bar.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let bar = isBarHidden || look != .tabBar ? .zero : node.children[1].sizeThatFits(ProposedSize(width: proposal.width, height: nil))
        let tab = tabs.indices.contains(selectedIndex)
            ? tabs[selectedIndex].node.sizeThatFits(ProposedSize(width: proposal.width, height: proposal.height.map { max($0 - bar.height, 0) }))
            : Size.zero
        return Size(width: proposal.width ?? max(bar.width, tab.width), height: proposal.height ?? bar.height + tab.height)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        let bar = node.children[1]
        let barSize = isBarHidden ? .zero : bar.sizeThatFits(ProposedSize(width: bounds.size.width, height: nil))
        // A page fills the view, its dots over the bottom, centred; the tab bar takes its
        // own height under the tab.
        let isPaged = look != .tabBar
        let barWidth = isPaged ? barSize.width : bounds.size.width
        bar.place(in: Rect(x: bounds.minX + ((bounds.size.width - barWidth) / 2).rounded(.down), y: bounds.maxY - barSize.height,
                           width: barWidth, height: barSize.height))
        guard tabs.indices.contains(selectedIndex) else { return }
        let room = Size(width: bounds.size.width, height: max(bounds.size.height - (isPaged ? 0 : barSize.height), 0))
        let tab = tabs[selectedIndex].node
        let size = tab.sizeThatFits(ProposedSize(room))
        tab.place(in: Rect(x: bounds.minX + ((room.width - size.width) / 2).rounded(.down),
                           y: bounds.minY + ((room.height - size.height) / 2).rounded(.down), width: size.width, height: size.height))
    }

    // MARK: Drawing

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        node.children[0].skipDisplayItems(at: items.position)
        if tabs.indices.contains(selectedIndex) { tabs[selectedIndex].node.appendDisplayItems(paint: paint, to: &items) }
        if isBarHidden {
            node.children[1].skipDisplayItems(at: items.position)
        } else {
            node.children[1].appendDisplayItems(paint: paint, to: &items)
        }
    }
}

/// A node held weakly.
struct WeakNode {
    weak var node: ViewNode?
}
