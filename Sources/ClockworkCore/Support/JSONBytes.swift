// Writers of JSON's pieces straight into a byte buffer: the display list's frames, the
// tick stream's records and the terminal's escape sequences are written on every tick,
// and none of them needs a string made on the way.

extension Array where Element == UInt8 {
    /// Appends `value` in decimal, digit by digit with no string made.
    package mutating func appendDecimal(_ value: Int64) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        // Safe: 24 bytes on the stack hold UInt64.max's 20 digits; written back to front.
        Swift.withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[23 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            self += buffer[(24 - count)..<24]
        }
    }

    /// Appends `text`'s UTF-8 bytes as they are (a key, a punctuation mark, a name that
    /// needs no escaping).
    package mutating func appendRaw(_ text: StaticString) {
        // Safe: a static string's buffer lives for the whole program; it is only read here.
        text.withUTF8Buffer { self.append(contentsOf: $0) }
    }

    /// Appends `text` as a JSON string literal: quotes, backslashes and control characters
    /// escaped, everything else (any scalar) as its UTF-8 bytes.
    mutating func appendJSONString(_ text: String) {
        append(UInt8(ascii: "\""))
        defer { append(UInt8(ascii: "\"")) }
        guard text.containsByte(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            append(contentsOf: text.utf8)
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append(UInt8(ascii: "\\")); append(byte)
            case UInt8(ascii: "\\"): append(UInt8(ascii: "\\")); append(byte)
            case UInt8(ascii: "\n"): append(UInt8(ascii: "\\")); append(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): append(UInt8(ascii: "\\")); append(UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): append(UInt8(ascii: "\\")); append(UInt8(ascii: "t"))
            case ..<0x20:
                appendRaw("\\u00")
                append(hexDigit(byte >> 4))
                append(hexDigit(byte & 0xF))
            default: append(byte)
            }
        }
    }

    /// Appends `value` as the wire writes numbers: exactly (the shortest form that reads
    /// back the same double), integers without a fraction; infinities as the largest
    /// finite doubles and NaN as 0, so the output is always valid JSON.
    mutating func appendWireNumber(_ value: Double) {
        if value == value.rounded(), abs(value) < 1e15 {
            appendDecimal(Int64(value))
        } else if value.isNaN {
            append(UInt8(ascii: "0"))
        } else if value.isInfinite {
            if value < 0 { append(UInt8(ascii: "-")) }
            appendRaw("1.7976931348623157e+308")
        } else {
            append(contentsOf: value.description.utf8)
        }
    }

    /// Appends `values` as a JSON array of wire numbers.
    mutating func appendWireNumbers(_ values: Double...) {
        append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { append(UInt8(ascii: ",")) }
            appendWireNumber(value)
        }
        append(UInt8(ascii: "]"))
    }

    /// Appends `value` as JSON's `true` or `false`.
    mutating func appendBool(_ value: Bool) {
        value ? appendRaw("true") : appendRaw("false")
    }
}

/// The lowercase hexadecimal digit of `nibble` (0–15).
private func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
}

/// `text` as a JSON string literal (see `appendJSONString`), for replies built as strings.
package func jsonString(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    bytes.appendJSONString(text)
    return String(decoding: bytes, as: UTF8.self)
}
