import Foundation

/// A printf-style format of one value, as `Text`'s `specifier:` takes it (`"%.1f"`,
/// `"%5d"`, `"%.0f%%"`).
///
/// The forms a panel formats every tick — integers (`d i u x X o`) and fixed-point numbers
/// (`f F`) with flags, width and precision, and literal text around them — are written here
/// digit by digit, with C's results (ties, which only C's exact decimal expansion decides,
/// go to Foundation). Anything else is formatted by Foundation's `String(format:)`, which
/// costs microseconds.
struct PrintfFormat {
    private let specifier: String
    private var prefix = ""
    private var suffix = ""
    private var leftAlign = false
    private var zeroPad = false
    private var plusSign = false
    private var spaceSign = false
    private var width = 0
    private var precision: Int?
    /// The conversion character; 0 when the specifier is not one this type writes.
    private var conversion: UInt8 = 0

    init(_ specifier: String) {
        self.specifier = specifier
        parse(Array(specifier.utf8))
    }

    /// Appends `value` formatted.
    func append(_ value: Double, to text: inout String) {
        guard conversion == UInt8(ascii: "f") || conversion == UInt8(ascii: "F"),
              let digits = Self.fixedPoint(value.magnitude, precision: precision ?? 6) else {
            return text += String(format: specifier, value)
        }
        write(digits, negative: value.sign == .minus, to: &text)
    }

    /// Appends `value` formatted.
    func append(_ value: Int64, to text: inout String) {
        let radix: Int
        switch conversion {
        case UInt8(ascii: "d"), UInt8(ascii: "i"): radix = 10
        case UInt8(ascii: "u") where value >= 0: radix = 10
        case UInt8(ascii: "x") where value >= 0, UInt8(ascii: "X") where value >= 0,
             UInt8(ascii: "o") where value >= 0:
            radix = conversion == UInt8(ascii: "o") ? 8 : 16
        default:
            return text += String(format: specifier, Int(truncatingIfNeeded: value))
        }
        var digits = String(value.magnitude, radix: radix, uppercase: conversion == UInt8(ascii: "X"))
        if let precision, digits.utf8.count < precision {
            digits = String(repeating: "0", count: precision - digits.utf8.count) + digits
        }
        write(digits, negative: value < 0, to: &text)
    }

    /// The digits of `magnitude` rounded to `precision` decimals, or `nil` when only
    /// Foundation can be sure of C's rounding.
    private static func fixedPoint(_ magnitude: Double, precision: Int) -> String? {
        guard let rounded = RoundedDecimal(magnitude, decimals: precision) else { return nil }
        return precision > 0 ? "\(rounded.whole).\(rounded.fraction)" : "\(rounded.whole)"
    }

    /// Appends the prefix, the signed and padded digits, and the suffix.
    private func write(_ digits: String, negative: Bool, to text: inout String) {
        let sign = negative ? "-" : plusSign ? "+" : spaceSign ? " " : ""
        let padding = max(width - sign.utf8.count - digits.utf8.count, 0)
        text += prefix
        if leftAlign {
            text += sign
            text += digits
            text += String(repeating: " ", count: padding)
        } else if zeroPad && (precision == nil || conversion == UInt8(ascii: "f") || conversion == UInt8(ascii: "F")) {
            text += sign
            text += String(repeating: "0", count: padding)
            text += digits
        } else {
            text += String(repeating: " ", count: padding)
            text += sign
            text += digits
        }
        text += suffix
    }

    /// Reads `[text]%[flags][width][.precision][length]conversion[text]`, with `%%` for a
    /// percent sign in the text; leaves `conversion` 0 for anything else.
    private mutating func parse(_ bytes: [UInt8]) {
        var index = 0
        var literal: [UInt8] = []
        var found = false
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "%") else {
                literal.append(byte)
                index += 1
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                literal.append(byte)
                index += 2
                continue
            }
            guard !found else { return conversion = 0 }
            found = true
            prefix = String(decoding: literal, as: UTF8.self)
            literal = []
            index += 1
            guard parseConversion(bytes, at: &index) else { return conversion = 0 }
        }
        suffix = String(decoding: literal, as: UTF8.self)
        if !found { conversion = 0 }
    }

    /// Reads the flags, width, precision, length and conversion after a `%`.
    private mutating func parseConversion(_ bytes: [UInt8], at index: inout Int) -> Bool {
        flags: while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "-"): leftAlign = true
            case UInt8(ascii: "0"): zeroPad = true
            case UInt8(ascii: "+"): plusSign = true
            case UInt8(ascii: " "): spaceSign = true
            default: break flags
            }
            index += 1
        }
        width = Self.number(bytes, at: &index) ?? 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            precision = Self.number(bytes, at: &index) ?? 0
        }
        while index < bytes.count, [UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "q"), UInt8(ascii: "z"),
                                    UInt8(ascii: "j")].contains(bytes[index]) {
            index += 1
        }
        guard index < bytes.count, Array("diuxXofF".utf8).contains(bytes[index]) else { return false }
        conversion = bytes[index]
        index += 1
        return true
    }

    private static func number(_ bytes: [UInt8], at index: inout Int) -> Int? {
        var value: Int?
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9"), (value ?? 0) < 1_000 {
            value = (value ?? 0) * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        return value
    }
}
