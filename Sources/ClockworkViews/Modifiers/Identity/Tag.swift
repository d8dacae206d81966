@_spi(Machinery) import ClockworkCore

/// Tags a view with a value: which value a picker's option (or a tab) stands for.
struct TagModifier: CarrierModifier {
    let carried: AnyHashable
}

extension View {
    /// Sets the value a picker's option stands for: choosing the option sets the picker's
    /// selection to `tag`.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(carried: AnyHashable(tag)))
    }
}
