@_spi(Machinery) import ClockworkCore

/// Runs an async action for as long as the view is in the tree.
struct TaskModifier<ID: Equatable>: BuiltinModifier {
    let id: ID
    let priority: TaskPriority
    let action: @MainActor () async -> Void

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { TaskContent(view) }
}

/// `.task`: after the update that mounts the view, the action starts as a task on the
/// main actor (in a daemon, the loop thread); it is cancelled when the view leaves the
/// tree, and with `id`, cancelled and started again after an update that changes the id.
/// The graph keeps count of its running tasks (`ViewGraph/runningTasks`), so tests can
/// wait for them.
@MainActor
private final class TaskContent<Content: View, ID: Equatable>: ModifierContent<Content, TaskModifier<ID>> {
    private var running: ViewTask?
    private var startedFor: ID?

    override func update(_ node: ViewNode) {
        let modifier = self.modifier
        if startedFor != modifier.id {
            let graph = node.graph
            let previous = running
            startedFor = modifier.id
            running = nil
            graph.afterUpdate { [weak self] in
                if let previous { graph.cancel(previous) }
                guard let self, self.startedFor == modifier.id, self.running == nil, node.isMounted else { return }
                self.running = graph.startTask(priority: modifier.priority, modifier.action)
            }
        }
        super.update(node)
    }

    override func unmount(_ node: ViewNode) {
        if let running { node.graph.cancel(running) }
        running = nil
        super.unmount(node)
    }
}

extension View {
    /// Starts `action` when the view appears and cancels it when the view disappears.
    public nonisolated func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void) -> some View {
        modifier(TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Starts `action` when the view appears, and again (cancelling the running one) each
    /// time `id` changes; cancels it when the view disappears.
    public nonisolated func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @MainActor () async -> Void) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}
