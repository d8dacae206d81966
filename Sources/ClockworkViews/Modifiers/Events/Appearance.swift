@_spi(Machinery) import ClockworkCore

/// Runs actions when the view enters and leaves the tree.
struct AppearanceModifier: BuiltinModifier {
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { AppearanceContent(view) }
}

/// `.onAppear` runs after the update pass that mounted the view (before its first frame
/// is drawn); `.onDisappear` after the pass that unmounted it. A new identity (`.id`, a
/// branch of an `if`) disappears and appears again.
@MainActor
private final class AppearanceContent<Content: View>: ModifierContent<Content, AppearanceModifier> {
    private var appeared = false

    override func update(_ node: ViewNode) {
        if !appeared, let action = modifier.onAppear {
            node.graph.afterUpdate(action)
        }
        appeared = true
        super.update(node)
    }

    override func unmount(_ node: ViewNode) {
        if appeared, let action = modifier.onDisappear {
            node.graph.afterUpdate(action)
        }
        super.unmount(node)
    }
}

extension View {
    /// Performs `action` when the view appears: after the update that added it to the tree.
    public nonisolated func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: action, onDisappear: nil))
    }

    /// Performs `action` when the view disappears: after the update that removed it.
    public nonisolated func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: nil, onDisappear: action))
    }
}
