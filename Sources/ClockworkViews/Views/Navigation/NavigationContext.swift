@_spi(Machinery) import ClockworkCore
import Logging

/// One navigation stack's state, which the views inside reach through the environment:
/// the path (the binding's, or the stack's own), the screens pushed by view, the
/// destinations registered by type, and each screen's title.
@MainActor
final class NavigationContext {
    /// How the stack reads and changes a path bound from outside.
    struct PathAccess {
        let values: () -> [AnyHashable]
        /// Appends a value; false when the path cannot hold its type.
        let push: (AnyHashable) -> Bool
        let pop: (Int) -> Void
    }

    /// A destination registered by `.navigationDestination(for:)`.
    struct Destination {
        /// The registering modifier's node.
        let source: ObjectIdentifier
        let make: (AnyHashable) -> AnyView?
    }

    /// The stack's node.
    // unowned(unsafe): the context is held by the stack's content, which its node owns.
    unowned(unsafe) var node: ViewNode?
    var pathAccess: PathAccess?
    /// The path when no binding holds it.
    private(set) var ownPath: [AnyHashable] = []
    /// Screens pushed as views (`NavigationLink(destination:)`, `.navigationDestination(
    /// isPresented:)`), above the path's.
    private(set) var pushedViews: [AnyView] = []
    /// Who pushed each of ``pushedViews`` by a binding, and what tells it the screen is gone.
    private var pushers: [(owner: ObjectIdentifier?, popped: (() -> Void)?)] = []
    /// The destinations, by the type of value they show.
    private var destinations: [ObjectIdentifier: Destination] = [:]
    /// The screens as of the last update, bottom (the root) to top.
    private(set) var screens: [NavigationScreen] = []
    /// Whether the stack is updating now (it sees changes as they happen).
    var isUpdating = false

    /// The path's values now.
    var path: [AnyHashable] { pathAccess?.values() ?? ownPath }

    // MARK: Changing the path

    /// Pushes the screen the destination for `value`'s type shows.
    func push(_ value: AnyHashable) {
        if let pathAccess {
            if !pathAccess.push(value) {
                node?.graph.logger.error("a NavigationLink's value does not fit the stack's path", metadata: ["type": "\(type(of: value.base))"])
            }
        } else {
            ownPath.append(value)
            stackChanged()
        }
    }

    /// Pushes `view` as a screen.
    func push(view: AnyView, owner: ObjectIdentifier? = nil, popped: (() -> Void)? = nil) {
        pushedViews.append(view)
        pushers.append((owner, popped))
        stackChanged()
    }

    /// Whether `owner` has a screen pushed.
    func hasPushed(_ owner: ObjectIdentifier) -> Bool {
        pushers.contains { $0.owner == owner }
    }

    /// Pops the screen `owner` pushed, and those above it, without telling `owner`.
    func popPushed(_ owner: ObjectIdentifier) {
        guard let index = pushers.firstIndex(where: { $0.owner == owner }) else { return }
        pushers[index].popped = nil
        pop(to: path.count + index)
    }

    /// Pops the screens above `depth` (0: back to the root).
    func pop(to depth: Int) {
        var count = max(screens.count - 1 - depth, 0)
        let fromViews = min(count, pushedViews.count)
        pushedViews.removeLast(fromViews)
        let gone = pushers.suffix(fromViews)
        pushers.removeLast(fromViews)
        for pusher in gone.reversed() { pusher.popped?() }
        count -= fromViews
        if fromViews > 0 { stackChanged() }
        guard count > 0 else { return }
        if let pathAccess {
            pathAccess.pop(min(count, pathAccess.values().count))
        } else {
            ownPath.removeLast(min(count, ownPath.count))
            stackChanged()
        }
    }

    // MARK: Destinations

    /// Registers what shows values of type `type`.
    func register(_ type: Any.Type, _ destination: Destination) {
        destinations[ObjectIdentifier(type)] = destination
        if screens.count > 1 { stackChanged() }
    }

    /// Forgets the destination `source` registered for `type`.
    func unregister(_ type: Any.Type, source: ObjectIdentifier) {
        guard destinations[ObjectIdentifier(type)]?.source == source else { return }
        destinations[ObjectIdentifier(type)] = nil
    }

    /// The screen for `value`: what its type's destination shows, or nothing (with an
    /// error logged, as SwiftUI does) when no destination is registered for it.
    func screen(for value: AnyHashable) -> AnyView {
        if let view = destinations[ObjectIdentifier(type(of: value.base))]?.make(value) { return view }
        node?.graph.logger.error("no navigationDestination for a pushed value", metadata: ["type": "\(type(of: value.base))"])
        return AnyView(EmptyView())
    }

    // MARK: Screens

    /// The screen object for depth `depth` showing `identity`: the same one while it shows
    /// the same thing, so its title and environment stay.
    func screen(at depth: Int, showing identity: AnyHashable) -> NavigationScreen {
        if depth < screens.count, screens[depth].identity == identity { return screens[depth] }
        let screen = NavigationScreen(context: self, depth: depth, identity: identity)
        if depth < screens.count { screens[depth] = screen } else { screens.append(screen) }
        return screen
    }

    /// Keeps the first `count` screens.
    func keepScreens(_ count: Int) {
        if screens.count > count { screens.removeLast(screens.count - count) }
    }

    /// Has the stack updated at the next opportunity (now, if it is not updating).
    func stackChanged() {
        guard !isUpdating, let node, node.isMounted else { return }
        node.graph.markDirty(node)
    }
}

/// One screen of a navigation stack: its depth, what it shows, its title.
@MainActor
final class NavigationScreen {
    // unowned(unsafe): the context owns its screens.
    unowned(unsafe) let context: NavigationContext
    let depth: Int
    /// The path value (or pushed view's place) it shows.
    let identity: AnyHashable
    /// What `.navigationTitle` set inside it.
    var title: String? {
        didSet { if title != oldValue { context.stackChanged() } }
    }
    /// How its bars look, as the modifiers inside it set them (see `ScreenChrome`).
    var chrome = ScreenChrome() {
        didSet { if chrome != oldValue { context.stackChanged() } }
    }
    /// The changes to its chrome, by the modifier that makes each, in the order they came.
    var chromeChanges: [(source: ObjectIdentifier, change: (inout ScreenChrome) -> Void)] = []
    /// The items `.toolbar` modifiers inside it hold, by modifier, in the order they came.
    var toolbar: [(source: ObjectIdentifier, entries: [ToolbarEntry])] = []
    /// The views drawing its toolbar items, told when the items change.
    var toolbarHosts: [WeakToolbarHost] = []
    /// The screen's edit mode: what `\.editMode` binds to on it.
    private let editMode = EditModeStore()
    /// The environment of the screen's views, made from the stack's.
    private var environment: (base: EnvironmentValues, derived: EnvironmentValues)?

    init(context: NavigationContext, depth: Int, identity: AnyHashable) {
        self.context = context
        self.depth = depth
        self.identity = identity
    }

    /// The screen's environment over `base`: the context and this screen, and above the
    /// root a `dismiss` that pops back to the screen below.
    func environment(over base: EnvironmentValues) -> EnvironmentValues {
        if let environment, environment.base.isSame(as: base) { return environment.derived }
        var derived = base.adding(context).adding(self)
        derived.editMode = editMode.binding
        if depth > 0 {
            derived.dismiss = DismissAction(owner: self) { [unowned self] in context.pop(to: depth - 1) }
            derived.isPresented = true
        }
        environment = (base, derived)
        return derived
    }
}
