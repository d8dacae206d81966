/// Compile-time checks the `@Observable` macro's expansion makes before it declares a
/// model `Sendable`.
public enum SendableCheck {
    /// Compiles only when the property at `keyPath` holds a `Sendable` type.
    public static func require<Root, Value: Sendable>(_ keyPath: KeyPath<Root, Value>) {}
}
