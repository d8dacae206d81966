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
public struct WindowGroup<Content: View>: Scene, BuiltinScene {
    public typealias Body = Never
    let content: Content

    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("WindowGroup is a built-in scene") }

    func reconcile(into node: ViewNode) {
        node.reconcileChild(at: 0, with: content)
    }
}

/// A result builder for scenes.
@MainActor
@resultBuilder
public enum SceneBuilder {
    /// A single scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene the host knows how to mount.
@MainActor
protocol BuiltinScene: Scene {
    func reconcile(into node: ViewNode)
}

/// The root view of an app: the app's dynamic properties (`@StateObject`) live in this
/// node, and its body's first scene's content is the child.
struct AppRoot<A: App>: View, BuiltinView {
    let app: A

    package func makeContent() -> NodeContent { AppContent(self) }
}

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
        guard let builtin = scene as? any BuiltinScene else {
            fatalError("Clockwork hosts a WindowGroup scene; \(A.Body.self) is not one")
        }
        builtin.reconcile(into: node)
    }
}
