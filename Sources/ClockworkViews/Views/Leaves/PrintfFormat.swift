@_spi(Machinery) import ClockworkCore
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
              let rounded = RoundedDecimal(value.magnitude, decimals: precision ?? 6) else {
            return text += String(format: specifier, value)
        }
        var digits = DigitBuffer()
        digits.append(rounded.whole, radix: 10)
        if rounded.decimals > 0 {
            digits.append(UInt8(ascii: "."))
            digits.append(rounded.fractionDigits, radix: 10, minimumDigits: rounded.decimals)
        }
        write(digits, negative: value.sign == .minus, to: &text)
    }

    /// Appends `value` formatted.
    func append(_ value: Int64, to text: inout String) {
        let radix: UInt64
        switch conversion {
        case UInt8(ascii: "d"), UInt8(ascii: "i"): radix = 10
        case UInt8(ascii: "u") where value >= 0: radix = 10
        case UInt8(ascii: "x") where value >= 0, UInt8(ascii: "X") where value >= 0,
             UInt8(ascii: "o") where value >= 0:
            radix = conversion == UInt8(ascii: "o") ? 8 : 16
        default:
            return text += String(format: specifier, Int(truncatingIfNeeded: value))
        }
        guard (precision ?? 0) <= DigitBuffer.capacity else { return text += String(format: specifier, Int(truncatingIfNeeded: value)) }
        var digits = DigitBuffer()
        digits.append(value.magnitude, radix: radix, minimumDigits: max(precision ?? 1, 1),
                      uppercase: conversion == UInt8(ascii: "X"))
        write(digits, negative: value < 0, to: &text)
    }

    /// Appends the prefix, the signed and padded digits, and the suffix.
    private func write(_ digits: DigitBuffer, negative: Bool, to text: inout String) {
        let sign: UInt8? = negative ? UInt8(ascii: "-") : plusSign ? UInt8(ascii: "+") : spaceSign ? UInt8(ascii: " ") : nil
        let padding = max(width - (sign == nil ? 0 : 1) - digits.count, 0)
        let zeroPadded = !leftAlign && zeroPad
            && (precision == nil || conversion == UInt8(ascii: "f") || conversion == UInt8(ascii: "F"))
        text += prefix
        // Safe: the buffer holds exactly the bytes written below (padding, a sign, the
        // digits), and lives only for the closure.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: padding + 1 + digits.count) { bytes in
            var count = 0
            func put(_ byte: UInt8, times: Int = 1) {
                for _ in 0..<times {
                    bytes[count] = byte
                    count += 1
                }
            }
            if !leftAlign && !zeroPadded { put(UInt8(ascii: " "), times: padding) }
            if let sign { put(sign) }
            if zeroPadded { put(UInt8(ascii: "0"), times: padding) }
            digits.forEach { put($0) }
            if leftAlign { put(UInt8(ascii: " "), times: padding) }
            text += String(decoding: UnsafeBufferPointer(rebasing: bytes[..<count]), as: UTF8.self)
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
        lengths: while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "q"), UInt8(ascii: "z"), UInt8(ascii: "j"): index += 1
            default: break lengths
            }
        }
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"),
             UInt8(ascii: "f"), UInt8(ascii: "F"):
            conversion = bytes[index]
        default:
            return false
        }
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

/// The digits of a formatted number (and its decimal point), kept inline: at most a
/// 64-bit number's 22 octal digits, or 15 whole digits, a point and 9 decimals.
private struct DigitBuffer {
    static let capacity = 32
    private var bytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private(set) var count = 0

    /// Appends `byte`; the caller keeps within ``capacity``.
    mutating func append(_ byte: UInt8) {
        // Safe: `count` stays below the tuple's 32 bytes (see `capacity`).
        withUnsafeMutableBytes(of: &bytes) { $0[count] = byte }
        count += 1
    }

    /// Appends `value` in `radix`, zero-padded to `minimumDigits` (at most ``capacity``).
    mutating func append(_ value: UInt64, radix: UInt64, minimumDigits: Int = 1, uppercase: Bool = false) {
        var reversed = DigitBuffer()
        var rest = value
        repeat {
            let digit = UInt8(rest % radix)
            reversed.append(digit < 10 ? UInt8(ascii: "0") + digit : (uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")) + digit - 10)
            rest /= radix
        } while rest > 0
        while reversed.count < minimumDigits { reversed.append(UInt8(ascii: "0")) }
        // Safe: reads the `reversed.count` bytes written above.
        withUnsafeBytes(of: reversed.bytes) { written in
            for index in stride(from: reversed.count - 1, through: 0, by: -1) { append(written[index]) }
        }
    }

    /// Calls `body` with each byte, in order.
    func forEach(_ body: (UInt8) -> Void) {
        // Safe: reads the `count` bytes written.
        withUnsafeBytes(of: bytes) { written in
            for index in 0..<count { body(written[index]) }
        }
    }
}
