@_spi(Machinery) import ClockworkCore
import Foundation

/// Fills a localized format string (`"%lld 個のセンサー"`, `"%2$@ – %1$@"`) with its
/// arguments, as `String(format:)` would for the specifiers string tables use: `%@`, the
/// integer and floating-point conversions with flags, width and precision, `%%`, positional
/// arguments (`%1$@`), and a String Catalog's `%#@name@` substitutions.
enum LocalizedFormat {
    /// What a `%#@name@` placeholder shows, given its name and the position of the next
    /// argument: the text (nil: nothing) and the position of the argument it used.
    typealias Substitute = (_ name: String, _ nextArgument: Int) -> (text: String?, argument: Int)?

    /// `format` with `arguments` put in. A specifier with no argument left shows nothing;
    /// text that is not a specifier appears as written.
    static func apply(_ format: String, arguments: [LocalizedArgument], substitute: Substitute = { _, _ in nil }) -> String {
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        let bytes = Array(format.utf8)
        var output = ""
        var literalStart = 0
        var index = 0
        var nextArgument = 0
        func flushLiteral(upTo end: Int) {
            if end > literalStart { output += String(decoding: bytes[literalStart..<end], as: UTF8.self) }
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            flushLiteral(upTo: index)
            let specifier = Specifier(bytes, at: index + 1)
            switch specifier.kind {
            case .percent:
                output += "%"
            case .substitution(let name):
                if let (text, used) = substitute(name, nextArgument) {
                    output += text ?? ""
                    nextArgument = used + 1
                }
            case .conversion(let position, let spec):
                let argument = position ?? nextArgument
                if arguments.indices.contains(argument) { arguments[argument].append(as: spec, to: &output) }
                nextArgument = argument + 1
            case .invalid:
                output += "%"
            }
            index = specifier.end
            literalStart = index
        }
        flushLiteral(upTo: bytes.count)
        return output
    }

    /// One specifier after a `%`.
    private struct Specifier {
        enum Kind {
            case percent
            case substitution(String)
            /// An argument's position (from 0) if given, and the specifier without it.
            case conversion(position: Int?, String)
            case invalid
        }

        var kind = Kind.invalid
        /// The index just past the specifier.
        var end: Int

        private static let conversions = Set("@dDiuUxXoOfFeEgGaAcCsSp".utf8)

        init(_ bytes: [UInt8], at start: Int) {
            end = start
            guard start < bytes.count else { return }
            if bytes[start] == UInt8(ascii: "%") {
                kind = .percent
                end = start + 1
                return
            }
            if bytes[start] == UInt8(ascii: "#"), start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "@"),
               let close = bytes[(start + 2)...].firstIndex(of: UInt8(ascii: "@")) {
                kind = .substitution(String(decoding: bytes[(start + 2)..<close], as: UTF8.self))
                end = close + 1
                return
            }
            var index = start
            var position: Int?
            var digits = index
            while digits < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[digits]) { digits += 1 }
            if digits > index, digits < bytes.count, bytes[digits] == UInt8(ascii: "$"),
               let number = Int(String(decoding: bytes[index..<digits], as: UTF8.self)), number > 0 {
                position = number - 1
                index = digits + 1
            }
            let specStart = index
            while index < bytes.count, !Self.conversions.contains(bytes[index]) {
                guard "-+ #0123456789.lhqzjtL'".utf8.contains(bytes[index]) else { return }
                index += 1
            }
            guard index < bytes.count else { return }
            kind = .conversion(position: position, "%" + String(decoding: bytes[specStart...index], as: UTF8.self))
            end = index + 1
        }
    }
}
