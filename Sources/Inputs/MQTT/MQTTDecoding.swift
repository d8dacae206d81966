import Foundation

/// Where in a payload a bound value is: the whole payload as text, or one field of a JSON
/// object (`{"temp": 21.5, "unit": "C"}` → `.json("temp")`, a dotted path for nested
/// objects: `.json("sensor.temp")`).
public struct MQTTDecoding: Sendable, Equatable, CustomStringConvertible {
    /// The JSON field's path, `nil` for the whole payload.
    public let field: [String]?

    /// The whole payload, as text (surrounding white space ignored).
    public static let text = MQTTDecoding(field: nil)

    /// The field at the dotted `path` of a JSON object.
    public static func json(_ path: String) -> MQTTDecoding {
        MQTTDecoding(field: path.split(separator: ".").map(String.init))
    }

    /// Reads a `Value` from `payload`, or says why it cannot.
    func decode<Value: MQTTValue>(_ payload: UnsafeRawBufferPointer, as type: Value.Type) -> Result<Value, MQTTError> {
        guard let field else {
            let text = Self.text(payload)
            guard let value = Value(mqttText: text[...]) else {
                return .failure(MQTTError("\(Self.quote(text)) is not a \(Value.self)"))
            }
            return .success(value)
        }
        let json: JSONValue
        do {
            json = try JSONDecoder().decode(JSONValue.self, from: Data(payload))
        } catch {
            return .failure(MQTTError("the payload is not JSON (\(Self.quote(String(decoding: payload, as: UTF8.self))))"))
        }
        var node = json
        for (depth, key) in field.enumerated() {
            guard case .object(let object) = node, let next = object[key] else {
                return .failure(MQTTError("the JSON has no field \(field[...depth].joined(separator: "."))"))
            }
            node = next
        }
        guard let value = node.scalar.flatMap(Value.init(jsonValue:)) else {
            return .failure(MQTTError("the field \(field.joined(separator: ".")) is not a \(Value.self)"))
        }
        return .success(value)
    }

    /// The payload as text, without the white space (spaces, tabs, line ends) around it:
    /// trimmed as bytes, not through Foundation's character sets, on every message.
    static func text(_ payload: UnsafeRawBufferPointer) -> String {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var start = payload.startIndex, end = payload.endIndex
        while start < end, isSpace(payload[start]) { start += 1 }
        while end > start, isSpace(payload[end - 1]) { end -= 1 }
        return String(decoding: UnsafeRawBufferPointer(rebasing: payload[start..<end]), as: UTF8.self)
    }

    /// `payload` for a log line: quoted, its first 40 characters.
    private static func quote(_ text: String) -> String {
        text.count > 40 ? "\"\(text.prefix(40))…\" (\(text.utf8.count) bytes)" : "\"\(text)\""
    }

    /// `text`, or `json(PATH)`.
    public var description: String {
        field.map { "json(\($0.joined(separator: ".")))" } ?? "text"
    }
}

/// A JSON document as JSONDecoder reads it, keeping numbers, booleans and strings apart.
enum JSONValue: Decodable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// A number as `Double`, a boolean as `Bool`, a string as `String`; `nil` otherwise.
    var scalar: Any? {
        switch self {
        case .bool(let flag): flag
        case .number(let number): number
        case .string(let text): text
        case .null, .array, .object: nil
        }
    }
}
