import ClockworkCore
/// A field of a request line as it was written: what ``RequestLineParser`` reads each
/// line's fields into, so they can be checked one by one with precise errors (`true` is
/// never a number, `1` never a boolean).
///
/// Requests are flat objects, so a nested array or object keeps only its type.
package enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    /// An array, checked and skipped.
    case array
    /// An object inside the request, checked and skipped.
    case object

    /// The JSON type's name, for error messages.
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

/// A JSON number: its nearest double, and its exact value when it was written as an
/// integer that fits 64 bits (so an id like `9007199254740993` is echoed as sent).
package struct JSONNumber: Equatable {
    /// The nearest double: infinite when the literal is beyond a double's range, zero when
    /// it is too small to tell from zero.
    package let value: Double
    /// The exact value of an integer literal (no fraction, no exponent) that fits `Int64`.
    package let integer: Int64?
    /// Whether the literal writes a whole number (`1e3`, `1.50e2`; not `1e-400`, which a
    /// double rounds to zero), decided on its digits.
    package let isIntegral: Bool
}
