@_spi(Machinery) import ClockworkCore

/// Tags a view with a value: which value a picker's option (or a tab) stands for.
struct TagModifier: CarrierModifier {
    let carried: AnyHashable
}

extension View {
    /// Sets the value a picker's option (or a tab) stands for: choosing the option sets the
    /// picker's selection to `tag`. The tag also matches a selection of type `V?` holding
    /// `tag`, as SwiftUI's does by default; `includeOptional: false` is matched the same
    /// way (Clockwork compares the values, not their static types).
    public nonisolated func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(TagModifier(carried: AnyHashable(tag)))
    }
}
