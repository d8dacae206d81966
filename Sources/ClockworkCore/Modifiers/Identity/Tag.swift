/// Tags a view with a value: which value a picker's option stands for.
struct TagModifier: BuiltinModifier {
    let tag: AnyHashable

    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { TagContent(view) }
}

/// Content carrying a tag, for a picker to find among its options.
@MainActor
protocol TaggedContent: AnyObject {
    var tag: AnyHashable { get }
}

@MainActor
private final class TagContent<Content: View>: ModifierContent<Content, TagModifier>, TaggedContent {
    var tag: AnyHashable { view.modifier.tag }
    override var isAlwaysTransparent: Bool { true }
}

extension View {
    /// Sets the value a picker's option stands for: choosing the option sets the picker's
    /// selection to `tag`.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(tag: AnyHashable(tag)))
    }
}
