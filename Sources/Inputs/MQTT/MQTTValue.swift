/// A value carried in an MQTT payload as text, the way Node-RED, Home Assistant and PLC
/// bridges publish readings: `21.5`, `42`, `true`, `ON`, `Line 1`.
///
/// Numbers, booleans and strings conform; conform a type of your own (an enum of modes)
/// by reading and writing its text.
public protocol MQTTValue {
    /// The value a payload's text holds, or `nil` when it holds none of this type.
    init?(mqttText text: Substring)
    /// The value as a payload's text.
    var mqttText: String { get }
    /// The value a JSON field holds — a `Double` for a number, a `Bool`, or a `String` — or
    /// `nil`.
    init?(jsonValue: Any)
}

extension MQTTValue where Self: LosslessStringConvertible {
    /// The value's description.
    public var mqttText: String { description }
}

extension Double: MQTTValue {
    /// A decimal number; `nan` and the infinities are refused, since no gauge shows them.
    public init?(mqttText text: Substring) {
        guard let value = Double(text), value.isFinite else { return nil }
        self = value
    }

    /// A JSON number.
    public init?(jsonValue: Any) {
        guard let number = jsonValue as? Double, number.isFinite else { return nil }
        self = number
    }
}

extension Float: MQTTValue {
    /// A decimal number within `Float`'s range.
    public init?(mqttText text: Substring) {
        guard let value = Double(mqttText: text), let float = Float(exactly: Float(value)), float.isFinite else { return nil }
        self = float
    }

    /// A JSON number.
    public init?(jsonValue: Any) {
        guard let value = Double(jsonValue: jsonValue) else { return nil }
        self = Float(value)
    }
}

extension Int: MQTTValue {
    /// A whole number, written as one (`42`) or as a decimal with no fraction (`42.0`).
    public init?(mqttText text: Substring) {
        if let value = Int(text) {
            self = value
        } else if let value = Double(mqttText: text), let whole = Int(exactly: value) {
            self = whole
        } else {
            return nil
        }
    }

    /// A JSON number with no fraction.
    public init?(jsonValue: Any) {
        guard let value = Double(jsonValue: jsonValue), let whole = Int(exactly: value) else { return nil }
        self = whole
    }
}

extension Bool: MQTTValue {
    /// `true`/`false`, `on`/`off` (Home Assistant's `ON`/`OFF`), `1`/`0`, any case.
    public init?(mqttText text: Substring) {
        switch text.lowercased() {
        case "true", "on", "1": self = true
        case "false", "off", "0": self = false
        default: return nil
        }
    }

    /// A JSON boolean, or a string or number `init(mqttText:)` reads.
    public init?(jsonValue: Any) {
        if let value = jsonValue as? Bool {
            self = value
        } else if let text = jsonValue as? String {
            self.init(mqttText: Substring(text))
        } else {
            return nil
        }
    }
}

extension String: MQTTValue {
    /// The text itself.
    public init?(mqttText text: Substring) {
        self = String(text)
    }

    /// A JSON string, or a number or boolean as written.
    public init?(jsonValue: Any) {
        switch jsonValue {
        case let text as String: self = text
        case let flag as Bool: self = flag ? "true" : "false"
        case let number as Double: self = number.description
        default: return nil
        }
    }
}
