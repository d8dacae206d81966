@_spi(Machinery) import ClockworkCore

/// A list of values of any hashable types: the screens a ``NavigationStack`` shows above
/// its root, one a value, each shown by the `.navigationDestination` for its type.
public struct NavigationPath: Equatable {
    /// The values, bottom to top.
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() {
        elements = []
    }

    /// A path of `elements`, bottom to top.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values the path holds: how many screens are pushed.
    public var count: Int { elements.count }

    /// Whether the path is empty: the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a screen for `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops `k` screens.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}
