import ClockworkCore
import Foundation

/// A type that can serve as data to plot in a chart: a number for quantities, a `Date`
/// for time, a `String` for categories, or a type of yours that stands for one of them.
///
/// ```swift
/// enum Status: String, Plottable {
///     case active = "Active"
///     case inactive = "Inactive"
/// }
/// ```
public protocol Plottable {
    /// The primitive type the value stands for.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol

    /// The primitive value this value stands for.
    var primitivePlottable: PrimitivePlottable { get }

    /// The value that stands for `primitivePlottable`, if any.
    init?(primitivePlottable: PrimitivePlottable)
}

/// A primitive plottable type: a number, `Date` or `String`. Don't conform types of your
/// own; conform them to ``Plottable`` in terms of one of these.
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {
    /// The value as the chart reads it.
    var _plotValue: _PrimitivePlotValue { get }
    /// The value a chart's reading stands for, if it is of this type.
    init?(_plotValue: _PrimitivePlotValue)
}

extension PrimitivePlottableProtocol {
    /// The value itself.
    public var primitivePlottable: Self { self }

    /// The value itself.
    public init?(primitivePlottable: Self) {
        self = primitivePlottable
    }
}

extension Plottable {
    /// The value as the chart's scales read it.
    var plotValue: PlotValue { primitivePlottable._plotValue.value }

    /// The value of this type a reading stands for, if any.
    init?(plotValue: PlotValue) {
        guard let primitive = PrimitivePlottable(_plotValue: _PrimitivePlotValue(value: plotValue)) else { return nil }
        self.init(primitivePlottable: primitive)
    }
}

extension Plottable where Self: RawRepresentable, RawValue: PrimitivePlottableProtocol {
    /// The raw value: an enum with `String` raw values plots as categories.
    public var primitivePlottable: RawValue { rawValue }

    /// The case whose raw value is `primitivePlottable`.
    public init?(primitivePlottable: RawValue) {
        self.init(rawValue: primitivePlottable)
    }
}

extension String: PrimitivePlottableProtocol {
    public var _plotValue: _PrimitivePlotValue { _PrimitivePlotValue(value: .category(self)) }
    public init?(_plotValue: _PrimitivePlotValue) {
        guard case .category(let name) = _plotValue.value else { return nil }
        self = name
    }
}

extension Date: PrimitivePlottableProtocol {
    public var _plotValue: _PrimitivePlotValue { _PrimitivePlotValue(value: .date(timeIntervalSinceReferenceDate)) }
    public init?(_plotValue: _PrimitivePlotValue) {
        guard case .date(let seconds) = _plotValue.value else { return nil }
        self.init(timeIntervalSinceReferenceDate: seconds)
    }
}

/// A number plotted as a quantity.
protocol QuantityPlottable: PrimitivePlottableProtocol {
    var quantity: Double { get }
    init?(quantity: Double)
}

extension QuantityPlottable {
    public var _plotValue: _PrimitivePlotValue { _PrimitivePlotValue(value: .number(quantity)) }
    public init?(_plotValue: _PrimitivePlotValue) {
        guard case .number(let value) = _plotValue.value else { return nil }
        self.init(quantity: value)
    }
}

extension BinaryFloatingPoint {
    var quantity: Double { Double(self) }
    init?(quantity: Double) { self.init(quantity) }
}

extension BinaryInteger {
    var quantity: Double { Double(self) }
    init?(quantity: Double) { self.init(exactly: quantity.rounded()) }
}

extension Double: QuantityPlottable {}
extension Float: QuantityPlottable {}
extension CGFloat: QuantityPlottable {}
extension Int: QuantityPlottable {}
extension Int8: QuantityPlottable {}
extension Int16: QuantityPlottable {}
extension Int32: QuantityPlottable {}
extension Int64: QuantityPlottable {}
extension UInt: QuantityPlottable {}
extension UInt8: QuantityPlottable {}
extension UInt16: QuantityPlottable {}
extension UInt32: QuantityPlottable {}
extension UInt64: QuantityPlottable {}

extension Decimal: QuantityPlottable {
    var quantity: Double { NSDecimalNumber(decimal: self).doubleValue }
    init?(quantity: Double) { self.init(quantity) }
}
