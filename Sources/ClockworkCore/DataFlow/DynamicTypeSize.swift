/// The size of type a person chose: what `\.dynamicTypeSize` holds and
/// `.dynamicTypeSize(_:)` sets or bounds.
///
/// A daemon's screen has no type-size setting: the environment holds `.large` (the
/// default on Apple's platforms) unless a view sets it, and the text styles keep their
/// sizes; views read it to adapt their own layout, as on a phone.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    /// An extra small size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size: the default.
    case large
    /// An extra large size.
    case xLarge
    /// An extra extra large size.
    case xxLarge
    /// An extra extra extra large size.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The fifth accessibility size.
    case accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Whether `lhs` is the smaller size.
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
    /// The size of type views below show text in.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the type size of this view.
    public nonisolated func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Bounds the type size of this view to `range`: a size outside it is brought to its
    /// nearer end.
    public nonisolated func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            guard !range.contains(size) else { return }
            let inside = DynamicTypeSize.allCases.filter(range.contains)
            guard let first = inside.first, let last = inside.last else { return }
            size = size < first ? first : last
        }
    }
}
