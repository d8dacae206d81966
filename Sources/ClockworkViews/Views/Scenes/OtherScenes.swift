@_spi(Machinery) import ClockworkCore

/// A scene of one unique window: on a daemon, like a `WindowGroup`, the root view the host
/// mounts when it is the app's first scene with a window.
public struct Window<Content: View> {
    public typealias Body = Never
    let content: Content
    /// The window's title.
    public let title: Text
    /// The identifier `openWindow(id:)` would name it by.
    public let id: String

    /// A window titled `title`, identified by `id`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.id = id
        self.content = content()
    }

    /// A window titled with the localized `titleKey`, identified by `id`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), id: id, content: content)
    }

    /// A window titled `title`, identified by `id`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(title), id: id, content: content)
    }

    @MainActor public var body: Never { fatalError("Window is a built-in scene") }

    var hostsContent: Bool { true }

    @MainActor func reconcile(into node: ViewNode, modifiers: [any SceneContentModifier]) {
        hostScene(content, modifiers: modifiers, into: node)
    }
}

extension Window: Scene, BuiltinScene {}

/// A Mac app's settings window: a daemon's screen has no window for it, so it is not
/// mounted (a `WindowGroup` beside it is).
public struct Settings<Content: View> {
    public typealias Body = Never
    let content: Content

    /// A settings scene of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public var body: Never { fatalError("Settings is a built-in scene") }

    var hostsContent: Bool { false }

    func reconcile(into node: ViewNode, modifiers: [any SceneContentModifier]) {}
}

extension Settings: Scene, BuiltinScene {}

/// A Mac app's item in the menu bar: a daemon has no menu bar, so it is not mounted (a
/// `WindowGroup` beside it is).
public struct MenuBarExtra<Label: View, Content: View> {
    public typealias Body = Never
    let content: Content
    let label: Label

    /// A menu bar item showing `label`, opening `content`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    @MainActor public var body: Never { fatalError("MenuBarExtra is a built-in scene") }

    var hostsContent: Bool { false }

    func reconcile(into node: ViewNode, modifiers: [any SceneContentModifier]) {}
}

extension MenuBarExtra: Scene, BuiltinScene {}

extension MenuBarExtra where Label == ClockworkViews.Label<Text, Image> {
    /// A menu bar item titled with the localized `titleKey` and the symbol `image`.
    public nonisolated init(_ titleKey: LocalizedStringKey, systemImage image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ClockworkViews.Label(titleKey, systemImage: image) }
    }
}

extension MenuBarExtra where Label == Text {
    /// A menu bar item titled with the localized `titleKey`.
    public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

/// Mounts a scene's `content` into `node`, each of its modifiers applied, innermost first.
@MainActor
func hostScene<Content: View>(_ content: Content, modifiers: [any SceneContentModifier], into node: ViewNode) {
    guard var modified = modifiers.first?.apply(to: content) else {
        node.reconcileChild(at: 0, with: content)
        return
    }
    for modifier in modifiers.dropFirst() { modified = modifier.apply(to: modified) }
    node.reconcileChild(at: 0, with: modified)
}
