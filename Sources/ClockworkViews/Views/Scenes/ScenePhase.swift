@_spi(Machinery) import ClockworkCore

/// Whether a scene is in use: SwiftUI's phases. A daemon's one scene is on its screen for
/// as long as the daemon runs, so it is `.active` throughout (`.onChange(of: scenePhase)`
/// sees no change); a process that stops is stopped, not moved to the background.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// In the background: not on any screen.
    case background
    /// On a screen but not taking events.
    case inactive
    /// On a screen and taking events.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The phase of the scene the view is in: `.active` on a daemon.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
