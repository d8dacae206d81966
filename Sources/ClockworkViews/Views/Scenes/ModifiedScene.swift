@_spi(Machinery) import ClockworkCore

/// What a scene modifier does to the scene's content: the view it makes of it. The host
/// applies a scene's modifiers to the content it mounts, innermost first.
@MainActor
protocol SceneContentModifier {
    /// `content` with the modifier applied.
    func apply<Content: View>(to content: Content) -> AnyView
}

/// A scene with a modifier applied: what `environmentObject(_:)`, `environment(_:_:)` and
/// `environment(_:)` on a scene return.
public struct ModifiedScene<Content: Scene>: Scene, BuiltinScene {
    public typealias Body = Never
    let content: Content
    let modifier: any SceneContentModifier

    public var body: Never { fatalError("ModifiedScene is a built-in scene") }

    var hostsContent: Bool { (content as? any BuiltinScene)?.hostsContent ?? false }

    func reconcile(into node: ViewNode, modifiers: [any SceneContentModifier]) {
        (content as? any BuiltinScene)?.reconcile(into: node, modifiers: [modifier] + modifiers)
    }
}

/// Several scenes, as a `SceneBuilder` block lists them: a daemon mounts the first that
/// has a window's content (a `WindowGroup` or a `Window`); `Settings` and `MenuBarExtra`
/// have no place on its screen.
///
/// Its conformance is declared apart so that the builder, which is nonisolated as
/// SwiftUI's is, can make one.
public struct _TupleScene<each Part: Scene> {
    let parts: (repeat each Part)
}

extension _TupleScene: Scene, BuiltinScene {
    public typealias Body = Never

    public var body: Never { fatalError("_TupleScene is a built-in scene") }

    var hostsContent: Bool { first != nil }

    @MainActor private var first: (any BuiltinScene)? {
        var scenes: [any Scene] = []
        for part in repeat each parts { scenes.append(part) }
        return scenes.compactMap { $0 as? any BuiltinScene }.first { $0.hostsContent }
    }

    func reconcile(into node: ViewNode, modifiers: [any SceneContentModifier]) {
        first?.reconcile(into: node, modifiers: modifiers)
    }
}

private struct EnvironmentObjectScene<Object: ObservableObject>: SceneContentModifier {
    let object: Object
    func apply<Content: View>(to content: Content) -> AnyView { AnyView(content.environmentObject(object)) }
}

private struct EnvironmentValueScene<Value>: SceneContentModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    func apply<Content: View>(to content: Content) -> AnyView { AnyView(content.environment(keyPath, value)) }
}

private struct ObservableEnvironmentScene<Object: AnyObject & Observable>: SceneContentModifier {
    let object: Object?
    func apply<Content: View>(to content: Content) -> AnyView { AnyView(content.environment(object)) }
}

extension Scene {
    /// Supplies `object` to the views of the scene, as `View.environmentObject(_:)` does.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        ModifiedScene(content: self, modifier: EnvironmentObjectScene(object: object))
    }

    /// Sets the environment value at `keyPath` to `value` for the views of the scene.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        ModifiedScene(content: self, modifier: EnvironmentValueScene(keyPath: keyPath, value: value))
    }

    /// Places the observable `object` in the environment of the scene's views, where
    /// `@Environment(Model.self)` reads it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        ModifiedScene(content: self, modifier: ObservableEnvironmentScene(object: object))
    }
}
