@_spi(Machinery) import ClockworkCore
import ClockworkLoop

/// A type that represents the structure and behavior of an app.
///
/// Mark it `@main` with `import Clockwork`: `main()` (from `ClockworkDaemon`) runs the
/// first scene's content as a `Daemon` on the process's main thread until SIGINT or
/// SIGTERM. When standard output is a terminal the app draws there (`TerminalTarget`,
/// following window resizes, restoring the terminal when it stops); otherwise it writes
/// each changed display list as a line of JSON (`DisplayListTarget`). Its input socket
/// takes events from other processes.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene

    /// The content and behavior of the app.
    @SceneBuilder var body: Self.Body { get }

    /// Creates an instance of the app using the body that you define for its content.
    init()
}

extension App {
    /// The view a host mounts for this app: its first scene's content, with the app's own
    /// dynamic properties (`@StateObject`) kept in the root node.
    public var rootView: some View { AppRoot(app: self) }
}

/// A part of an app's user interface with a life cycle managed by the system.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behavior of the scene.
    @SceneBuilder var body: Self.Body { get }
}

extension Never: Scene {}

/// A scene that presents a group of identically structured windows: on a daemon, the one
/// root view the host mounts.
public struct WindowGroup<Content: View> {
    public typealias Body = Never
    let content: Content

    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a window group whose content is made when a window opens: on a daemon, at
    /// once, for its one window.
    public init(@ViewBuilder makeContent: @escaping () -> Content) {
        content = makeContent()
    }

    /// Creates a window group titled `title` (a Mac's window title: shown nowhere on a
    /// daemon).
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a window group titled with the localized `titleKey` (a Mac's window title:
    /// shown nowhere on a daemon).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a window group identified by `id`, for `openWindow(id:)`: a daemon has one
    /// window, this group's.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public var body: Never { fatalError("WindowGroup is a built-in scene") }

    var hostsContent: Bool { true }

    @MainActor func reconcile(into node: ViewNode, modifiers: [any SceneContentModifier]) {
        hostScene(content, modifiers: modifiers, into: node)
    }
}

extension WindowGroup: Scene, BuiltinScene {}

/// A result builder for scenes.
@resultBuilder
public enum SceneBuilder {
    /// A single scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes: a daemon mounts the first with a window's content (see `_TupleScene`).
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(parts: (repeat each content))
    }
}

/// A scene the host knows how to mount.
@MainActor
protocol BuiltinScene: Scene {
    /// Whether the scene has a window's content a daemon mounts (a `WindowGroup`, a
    /// `Window`), rather than a Mac's settings or menu bar item.
    var hostsContent: Bool { get }

    /// Mounts the scene's content into `node`, with `modifiers` (the scene modifiers
    /// around it, innermost first) applied.
    func reconcile(into node: ViewNode, modifiers: [any SceneContentModifier])
}

/// The root view of an app: the app's dynamic properties (`@StateObject`) live in this
/// node, and its body's first scene's content is the child.
struct AppRoot<A: App> {
    let app: A

    @MainActor package func makeContent() -> NodeContent { AppContent(self) }
}

extension AppRoot: View, BuiltinView {}

@MainActor
private final class AppContent<A: App>: TypedContent<AppRoot<A>> {
    /// Draws nothing itself: a move changes nothing it draws.
    override var drawingFollowsFrame: Bool { false }

    private let layout = FieldLayout.of(A.self)

    override func update(_ node: ViewNode) {
        var app = view.app
        layout.attach(&app, to: node)
        view = AppRoot(app: app)
        let scene = node.graph.evaluateBody(of: node) { app.body }
        guard let builtin = scene as? any BuiltinScene, builtin.hostsContent else {
            fatalError("Clockwork hosts a WindowGroup or a Window scene; \(A.Body.self) has neither")
        }
        builtin.reconcile(into: node, modifiers: [])
    }
}
