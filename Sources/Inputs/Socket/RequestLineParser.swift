import ClockworkCore
/// Reads one request line as JSON (RFC 8259) in a single pass whose cost is linear in the
/// line's length, whatever the line holds.
///
/// Requests are flat objects, so the parser keeps only the top-level object's fields;
/// nested arrays and objects are checked for syntax and skipped, up to a small depth.
/// Every limit below is a valid-JSON line the daemon will not read, answered with a
/// precise error rather than paid for: nothing a client writes makes a line cost more
/// than a scan of its bytes (see docs/RELIABILITY.md for the figures).
package struct RequestLineParser {
    /// How deep arrays and objects may nest, the request object itself being depth 1.
    static let maximumDepth = 8
    /// How many fields the request object may have.
    static let maximumFields = 64
    /// The longest number literal, in characters (a double needs at most 24).
    static let maximumNumberLength = 64

    /// What a line holds.
    package enum Document: Equatable {
        /// A JSON object: a request's fields by name (the last of repeated names wins).
        case object([String: JSONValue])
        /// Valid JSON that is not an object.
        case other(JSONValue)
    }

    /// Why a line was not read.
    package enum Failure: Error, Equatable {
        /// Not JSON (or not UTF-8): what was expected, at which byte of the line.
        case syntax(offset: Int, expected: String)
        /// Valid so far, but past one of the limits above.
        case limitExceeded(String)
    }

    private let bytes: ArraySlice<UInt8>
    private var position: Int

    private init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    /// Parses `line` (without its newline).
    package static func parse(_ line: ArraySlice<UInt8>) -> Result<Document, Failure> {
        var parser = RequestLineParser(line)
        return Result { () throws(Failure) -> Document in try parser.document() }
    }

    // MARK: Grammar

    private mutating func document() throws(Failure) -> Document {
        skipWhitespace()
        let document: Document
        if peek() == UInt8(ascii: "{") {
            document = .object(try requestObject())
        } else {
            document = .other(try value(depth: 1))
        }
        skipWhitespace()
        guard position == bytes.endIndex else { throw syntaxError("the end of the line after the JSON value") }
        return document
    }

    /// The top-level object, its fields kept.
    private mutating func requestObject() throws(Failure) -> [String: JSONValue] {
        var fields: [String: JSONValue] = [:]
        position += 1
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return fields }
        var count = 0
        repeat {
            count += 1
            guard count <= Self.maximumFields else {
                throw .limitExceeded("the request has more than \(Self.maximumFields) fields")
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw syntaxError("a field name in double quotes") }
            let name = try string()
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw syntaxError("':' after the field name") }
            skipWhitespace()
            fields[name] = try value(depth: 2)
            skipWhitespace()
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "}")) else { throw syntaxError("',' or '}' in the object") }
        return fields
    }

    /// Any value at `depth` (1 for a top-level value); arrays and objects are skipped.
    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard let first = peek() else { throw syntaxError("a JSON value") }
        switch first {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "{"):
            try skipContainer(closing: UInt8(ascii: "}"), depth: depth)
            return .object
        case UInt8(ascii: "["):
            try skipContainer(closing: UInt8(ascii: "]"), depth: depth)
            return .array
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw syntaxError("a JSON value")
        }
    }

    /// Checks an array or object at `depth` and everything in it, keeping nothing.
    private mutating func skipContainer(closing: UInt8, depth: Int) throws(Failure) {
        guard depth <= Self.maximumDepth else {
            throw .limitExceeded("arrays and objects nest deeper than \(Self.maximumDepth) levels (requests are flat objects)")
        }
        let isObject = closing == UInt8(ascii: "}")
        position += 1
        skipWhitespace()
        if consume(closing) { return }
        repeat {
            skipWhitespace()
            if isObject {
                guard peek() == UInt8(ascii: "\"") else { throw syntaxError("a field name in double quotes") }
                _ = try string()
                skipWhitespace()
                guard consume(UInt8(ascii: ":")) else { throw syntaxError("':' after the field name") }
                skipWhitespace()
            }
            _ = try value(depth: depth + 1)
            skipWhitespace()
        } while consume(UInt8(ascii: ","))
        guard consume(closing) else { throw syntaxError(isObject ? "',' or '}' in the object" : "',' or ']' in the array") }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let start = position
        // Safe: `word` is a static string's UTF-8, read within the closure.
        let matches = word.withUTF8Buffer { expected in
            guard bytes.endIndex - position >= expected.count else { return false }
            return bytes[position..<(position + expected.count)].elementsEqual(expected)
        }
        guard matches else { throw .syntax(offset: start - bytes.startIndex, expected: "a JSON value") }
        position += word.utf8CodeUnitCount
    }

    // MARK: Numbers

    private mutating func number() throws(Failure) -> JSONNumber {
        let start = position
        _ = consume(UInt8(ascii: "-"))
        let mantissaStart = position
        if !consume(UInt8(ascii: "0")) {
            guard digits() > 0 else { throw syntaxError("a digit") }
        }
        let integerEnd = position
        var isInteger = true
        var fractionDigits = 0
        if consume(UInt8(ascii: ".")) {
            isInteger = false
            fractionDigits = digits()
            guard fractionDigits > 0 else { throw syntaxError("a digit after the decimal point") }
        }
        let mantissaEnd = position
        var exponent = 0
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            isInteger = false
            let negative = !consume(UInt8(ascii: "+")) && consume(UInt8(ascii: "-"))
            let exponentStart = position
            guard digits() > 0 else { throw syntaxError("a digit in the exponent") }
            // Saturated: the literal's length is bounded below, so ±1,000,000 decides as well.
            for byte in bytes[exponentStart..<position] { exponent = min(exponent * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000) }
            if negative { exponent = -exponent }
        }
        let literal = bytes[start..<position]
        guard literal.count <= Self.maximumNumberLength else {
            throw .limitExceeded("a number is written with more than \(Self.maximumNumberLength) characters")
        }
        let text = String(decoding: literal, as: UTF8.self)
        // The grammar above is a subset of what Double's parser reads, so this never fails.
        let value = Double(text) ?? .nan
        return JSONNumber(value: value, integer: isInteger ? Int64(text) : nil,
                          isIntegral: Self.isIntegral(integerDigits: bytes[mantissaStart..<integerEnd],
                                                      fractionDigits: bytes[(mantissaEnd - fractionDigits)..<mantissaEnd],
                                                      exponent: exponent))
    }

    /// Whether digits, a fraction and a power of ten write a whole number, decided on the
    /// digits (a double rounds `1e-400` to zero): zero, or no nonzero digit left after the
    /// point once the exponent has moved it.
    private static func isIntegral(integerDigits: ArraySlice<UInt8>, fractionDigits: ArraySlice<UInt8>, exponent: Int) -> Bool {
        let digits = Array(integerDigits) + Array(fractionDigits)
        guard let lastNonzero = digits.lastIndex(where: { $0 != UInt8(ascii: "0") }) else { return true }
        let trailingZeros = digits.count - 1 - lastNonzero
        return exponent - fractionDigits.count + trailingZeros >= 0
    }

    /// Skips decimal digits; returns how many.
    private mutating func digits() -> Int {
        let start = position
        while position < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
        return position - start
    }

    // MARK: Strings

    /// A string literal at `position`, its escapes decoded and its UTF-8 checked.
    private mutating func string() throws(Failure) -> String {
        position += 1
        var runStart = position
        var decoded: [UInt8] = []
        var isEscaped = false
        while position < bytes.endIndex {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let run = bytes[runStart..<position]
                position += 1
                if !isEscaped { return try validated(run, at: runStart) }
                decoded += run
                return try validated(decoded[...], at: runStart)
            }
            if byte < 0x20 { throw syntaxError("a control character escaped (\\n, \\t, \\u0000) inside a string") }
            if byte == UInt8(ascii: "\\") {
                isEscaped = true
                decoded += bytes[runStart..<position]
                position += 1
                try escape(into: &decoded)
                runStart = position
            } else {
                position += 1
            }
        }
        throw syntaxError("the closing '\"' of the string")
    }

    private func validated(_ utf8: ArraySlice<UInt8>, at offset: Int) throws(Failure) -> String {
        guard let text = String(validating: utf8, as: UTF8.self) else {
            throw .syntax(offset: offset - bytes.startIndex, expected: "UTF-8 text in the string")
        }
        return text
    }

    /// Decodes the escape after a backslash (`position` is just past it).
    private mutating func escape(into decoded: inout [UInt8]) throws(Failure) {
        guard let letter = peek() else { throw syntaxError("an escape after '\\'") }
        position += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(letter)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad()
            if (0xD800..<0xDC00).contains(scalar) {
                guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else {
                    throw syntaxError("the low surrogate (\\uDC00-\\uDFFF) of a surrogate pair")
                }
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw syntaxError("the low surrogate (\\uDC00-\\uDFFF) of a surrogate pair")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw syntaxError("a high surrogate before a low one")
            }
            guard let decodedScalar = Unicode.Scalar(scalar) else { throw syntaxError("a Unicode scalar after \\u") }
            UTF8.encode(decodedScalar) { decoded.append($0) }
        default:
            position -= 1
            throw syntaxError("an escape (\\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t, \\u)")
        }
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexDigit(byte) else { throw syntaxError("four hexadecimal digits after \\u") }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: Bytes

    private func peek() -> UInt8? {
        position < bytes.endIndex ? bytes[position] : nil
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard position < bytes.endIndex, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipWhitespace() {
        while position < bytes.endIndex {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): position += 1
            default: return
            }
        }
    }

    private func syntaxError(_ expected: String) -> Failure {
        .syntax(offset: position - bytes.startIndex, expected: expected)
    }
}
