import ClockworkCore
/// One request line of the input socket's protocol (docs/PROTOCOL.md), checked.
struct InputRequest: Equatable {
    /// What the client wants done.
    enum Command: Equatable {
        case ping
        case tap(target: String)
        case toggle(target: String, on: Bool?)
        case text(target: String, text: String)
        case set(target: String, value: Double)
        case increment(target: String)
        case decrement(target: String)
        case select(target: String, option: String)
        case scroll(target: String, dx: Double, dy: Double)
        case back
        case menu(target: String)
        case swipe(target: String, edge: HorizontalEdge)
        case key(String)
        case pointer(x: Double, y: Double)
        case touch(Touch)
        case tree
        case accessibility
        case snapshot
        case get(EventStream)
        case subscribe(EventStream)
        case unsubscribe(EventStream)
    }

    /// The client's id for the request, echoed in its reply.
    let id: Int64?
    let command: Command

    /// Parses and checks one line (without its newline).
    static func parse(_ line: ArraySlice<UInt8>) -> Result<InputRequest, InputError> {
        let fields: [String: JSONValue]
        switch RequestLineParser.parse(line) {
        case .success(.object(let object)):
            fields = object
        case .success(.other(let value)):
            return .failure(InputError(id: nil, code: .invalidRequest, message: "a request is a JSON object, not \(value.typeName.withArticle)"))
        case .failure(.syntax(let offset, let expected)):
            return .failure(InputError(id: nil, code: .malformedJSON, message: "the line is not valid UTF-8 JSON: at byte \(offset), expected \(expected)"))
        case .failure(.limitExceeded(let limit)):
            return .failure(InputError(id: nil, code: .limitExceeded, message: limit))
        }
        var id: Int64?
        switch fields["id"] {
        case nil, .null?: break
        case .number(let number)?:
            if let integer = number.integer {
                id = integer
            } else if !number.isIntegral {
                return .failure(InputError(id: nil, code: .wrongType, message: "\"id\" must be an integer, not a fraction"))
            } else if abs(number.value) < 0x1p53 {
                id = Int64(number.value)
            } else {
                return .failure(InputError(id: nil, code: .outOfRange, message: "\"id\" is out of range: write it as an integer from -2^63 to 2^63-1"))
            }
        case let other?:
            return .failure(InputError(id: nil, code: .wrongType, message: "\"id\" must be an integer, not \(other.typeName.withArticle)"))
        }
        let reader = FieldReader(id: id, fields: fields)
        return reader.command().map { InputRequest(id: id, command: $0) }
    }
}

/// Reads a request's fields, turning a missing or mistyped one into its error.
private struct FieldReader {
    let id: Int64?
    let fields: [String: JSONValue]

    func command() -> Result<InputRequest.Command, InputError> {
        Result {
            let name = try string("cmd")
            switch name {
            case "ping": return .ping
            case "tap": return .tap(target: try string("target"))
            case "toggle": return .toggle(target: try string("target"), on: try optionalBool("on"))
            case "text": return .text(target: try string("target"), text: try string("text"))
            case "set": return .set(target: try string("target"), value: try number("value"))
            case "increment": return .increment(target: try string("target"))
            case "decrement": return .decrement(target: try string("target"))
            case "select": return .select(target: try string("target"), option: try string("option"))
            case "scroll": return .scroll(target: try string("target"), dx: try optionalNumber("dx") ?? 0, dy: try optionalNumber("dy") ?? 0)
            case "back": return .back
            case "menu": return .menu(target: try string("target"))
            case "swipe": return .swipe(target: try string("target"), edge: try edge())
            case "key": return .key(try string("key"))
            case "pointer": return .pointer(x: try number("x"), y: try number("y"))
            case "touch": return .touch(Touch(id: try finger(), try phase(), at: Point(x: try number("x"), y: try number("y"))))
            case "tree": return .tree
            case "accessibility": return .accessibility
            case "snapshot": return .snapshot
            case "get": return .get(try stream())
            case "subscribe": return .subscribe(try stream())
            case "unsubscribe": return .unsubscribe(try stream())
            default: throw InputError(id: id, code: .unknownCommand, message: "unknown command \(quoted(name))")
            }
        }.mapError { $0 as! InputError }
    }

    private func value(_ name: String) throws -> JSONValue {
        guard let value = fields[name] else {
            throw InputError(id: id, code: .missingField, message: "the request has no \(quoted(name))")
        }
        return value
    }

    private func string(_ name: String) throws -> String {
        let value = try value(name)
        guard case .string(let string) = value else { throw wrongType(name, "a string", value) }
        return string
    }

    /// A finite number: one written beyond a double's range (`1e400`) is refused, so no
    /// later conversion meets an infinity.
    private func number(_ name: String) throws -> Double {
        let value = try value(name)
        guard case .number(let number) = value else { throw wrongType(name, "a number", value) }
        guard number.value.isFinite else {
            throw InputError(id: id, code: .outOfRange, message: "\(quoted(name)) is beyond the range of a double")
        }
        return number.value
    }

    private func optionalNumber(_ name: String) throws -> Double? {
        guard let value = fields[name], value != .null else { return nil }
        return try number(name)
    }

    private func optionalBool(_ name: String) throws -> Bool? {
        guard let value = fields[name], value != .null else { return nil }
        guard case .bool(let bool) = value else { throw wrongType(name, "a boolean", value) }
        return bool
    }

    /// A touch's phase: `"down"`, `"move"`, `"up"` or `"cancel"`.
    private func phase() throws -> Touch.Phase {
        let name = try string("phase")
        switch name {
        case "down": return .began
        case "move": return .moved
        case "up": return .ended
        case "cancel": return .cancelled
        default:
            throw InputError(id: id, code: .outOfRange, message: "unknown phase \(quoted(name)); phases are down, move, up and cancel")
        }
    }

    /// A touch's finger: a whole number from 0 to 9 (0 when absent).
    private func finger() throws -> Int {
        guard let number = try optionalNumber("finger") else { return 0 }
        guard number == number.rounded(), (0...9).contains(number) else {
            throw InputError(id: id, code: .outOfRange, message: "\"finger\" must be a whole number from 0 to 9")
        }
        return Int(number)
    }

    /// A row's edge, `"leading"` or `"trailing"` (the default when absent).
    private func edge() throws -> HorizontalEdge {
        guard let value = fields["edge"], value != .null else { return .trailing }
        guard case .string(let name) = value else { throw wrongType("edge", "a string", value) }
        switch name {
        case "leading": return .leading
        case "trailing": return .trailing
        default: throw InputError(id: id, code: .outOfRange, message: "\"edge\" must be \"leading\" or \"trailing\", not \(quoted(name))")
        }
    }

    private func stream() throws -> EventStream {
        let name = try string("stream")
        guard let stream = EventStream(rawValue: name) else {
            throw InputError(id: id, code: .unknownStream, message: "unknown stream \(quoted(name)); streams are \"ticks\" and \"frames\"")
        }
        return stream
    }

    private func wrongType(_ name: String, _ expected: String, _ value: JSONValue) -> InputError {
        InputError(id: id, code: .wrongType, message: "\(quoted(name)) must be \(expected), not \(value.typeName.withArticle)")
    }
}

/// A stream a client can get or subscribe to.
package enum EventStream: String, CaseIterable {
    /// Every tick's record.
    case ticks
    /// Every presented display list.
    case frames
}

/// An error reply: its code (stable, for programs) and message (for people).
struct InputError: Error, Equatable {
    /// The error codes of docs/PROTOCOL.md.
    enum Code: String, CaseIterable {
        case malformedJSON = "malformed_json"
        case invalidRequest = "invalid_request"
        case missingField = "missing_field"
        case wrongType = "wrong_type"
        case unknownCommand = "unknown_command"
        case unknownStream = "unknown_stream"
        case unknownKey = "unknown_key"
        case notFound = "not_found"
        case unsupported = "unsupported"
        case disabled = "disabled"
        case noSuchOption = "no_such_option"
        case nothingToDismiss = "nothing_to_dismiss"
        case limitExceeded = "limit_exceeded"
        case outOfRange = "out_of_range"
        case lineTooLong = "line_too_long"
        case tooManyClients = "too_many_clients"
        case permissionDenied = "permission_denied"
    }

    let id: Int64?
    let code: Code
    let message: String

    /// The reply line, without its newline.
    var line: String {
        replyLine(id: id, fields: [("error", jsonString(code.rawValue)), ("message", jsonString(message))])
    }
}

/// A reply line: the request's id (when it had one) and `fields` (already JSON).
func replyLine(id: Int64?, fields: [(String, String)]) -> String {
    var parts: [String] = []
    if let id { parts.append("\"id\":\(id)") }
    for (name, value) in fields { parts.append("\(jsonString(name)):\(value)") }
    return "{" + parts.joined(separator: ",") + "}"
}

/// What a reply line answered: `ok`, or its error code (every reply line is made by
/// ``replyLine(id:fields:)``, so the code is the string after `"error":`).
func replyOutcome(_ line: String) -> String {
    // An error reply starts `{"error":"CODE"` or `{"id":N,"error":"CODE"` (see `replyLine`):
    // only its start is read, however long a reply is (a tree's).
    var head = line.utf8.prefix(96).dropFirst()
    if head.starts(with: "\"id\":".utf8) {
        guard let comma = head.firstIndex(of: UInt8(ascii: ",")) else { return "ok" }
        head = head[head.index(after: comma)...]
    }
    let key = "\"error\":\"".utf8
    guard head.starts(with: key) else { return "ok" }
    let code = head.dropFirst(key.count)
    guard let end = code.firstIndex(of: UInt8(ascii: "\"")) else { return "ok" }
    return String(decoding: code[..<end], as: UTF8.self)
}

extension String {
    /// A JSON type's name with its article: "an array", "a number".
    fileprivate var withArticle: String {
        (first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + self
    }
}
