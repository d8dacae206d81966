@_spi(Machinery) import ClockworkCore

/// An action that initiates a refresh operation: what `.refreshable` sets, and what a
/// scroll view or a list pulled down past its top runs.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Initiates a refresh action, and returns once it is done.
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// A refresh action stored in a view's environment: `nil` unless a `.refreshable`
    /// above sets one.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

extension View {
    /// Marks this view as refreshable: a list or scroll view inside, pulled down past its
    /// top (scrolled up while at its start, by the input socket's `scroll`, a drag, or the
    /// Up arrow), runs `action` as a task; a second pull while it runs does nothing.
    public nonisolated func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}

/// Runs a pulled view's refresh action, one run at a time.
@MainActor
final class RefreshRunner {
    private var running: Task<Void, Never>?

    /// Whether a refresh is running now.
    var isRefreshing: Bool { running != nil }

    /// Starts `action` unless a run is going; `finished` runs on the main actor once it ends.
    func pull(_ action: RefreshAction, finished: @escaping @MainActor () -> Void) {
        guard running == nil else { return }
        running = Task { @MainActor [weak self] in
            await action()
            self?.running = nil
            finished()
        }
    }
}
