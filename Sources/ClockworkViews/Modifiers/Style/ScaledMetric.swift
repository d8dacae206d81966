@_spi(Machinery) import ClockworkCore

/// A dimension that scales with the environment's Dynamic Type size, as text does:
/// `@ScaledMetric var iconSide = 24.0`.
///
/// At the default size (`.large`, a daemon's unless a view sets `\.dynamicTypeSize`) the
/// value is as written; each step up or down scales it as iOS scales body text (from 82 %
/// at `.xSmall` to 312 % at `.accessibility5`), whichever text style it is relative to.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    @Environment(\.dynamicTypeSize) private var size
    private let base: Value

    /// A dimension of `wrappedValue` at the default size, relative to `textStyle` (scaled
    /// as body text is, see above).
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
    }

    /// A dimension of `wrappedValue` at the default size, scaled as body text is.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value at the environment's size.
    public var wrappedValue: Value {
        base * Value(Self.factor(for: size))
    }

    /// How body text scales at `size`, relative to `.large` (iOS's point sizes for body:
    /// 14, 15, 16, 17, 19, 21, 23, then 28, 33, 40, 47, 53).
    static func factor(for size: DynamicTypeSize) -> Double {
        let body: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        return body[min(size.rawValue, body.count - 1)] / 17
    }
}
