/// Compile-time checks the `@Observable` macro's expansion makes before it declares a
/// model `Sendable`.
public enum SendableCheck {
    /// Compiles only when `value` — a model's stored constant, borrowed so a noncopyable
    /// one such as a `Mutex` can be checked too — is of a `Sendable` type.
    public static func require<Value: Sendable & ~Copyable>(_ value: borrowing Value) {}
}
