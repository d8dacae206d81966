import Foundation

/// A value as an ``AppStorageStore`` keeps it: one of the types `@AppStorage` stores,
/// tagged in the file so it reads back as the type it was written as.
public enum StoredValue: Codable, Equatable, Sendable {
    /// A `Bool`.
    case bool(Bool)
    /// An `Int` (and an `Int`-backed `RawRepresentable`).
    case int(Int)
    /// A `Double`.
    case double(Double)
    /// A `String` (and a `String`-backed `RawRepresentable`).
    case string(String)
    /// `Data`, base64 in the file.
    case data(Data)
    /// A `Date`.
    case date(Date)
    /// A `URL`.
    case url(URL)
}

extension StoredValue {
    private enum Kind: String, CodingKey {
        case bool, int, double, string, data, date, url
    }

    /// Writes `{"int": 3}`: one key naming the type, so the file reads (and edits) plainly.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Kind.self)
        switch self {
        case .bool(let value): try container.encode(value, forKey: .bool)
        case .int(let value): try container.encode(value, forKey: .int)
        case .double(let value): try container.encode(value, forKey: .double)
        case .string(let value): try container.encode(value, forKey: .string)
        case .data(let value): try container.encode(value, forKey: .data)
        case .date(let value): try container.encode(value, forKey: .date)
        case .url(let value): try container.encode(value, forKey: .url)
        }
    }

    /// Reads what ``encode(to:)`` writes; anything else is an error naming the keys found.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Kind.self)
        guard container.allKeys.count == 1, let kind = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath,
                                                    debugDescription: "a stored value has one key naming its type"))
        }
        switch kind {
        case .bool: self = .bool(try container.decode(Bool.self, forKey: kind))
        case .int: self = .int(try container.decode(Int.self, forKey: kind))
        case .double: self = .double(try container.decode(Double.self, forKey: kind))
        case .string: self = .string(try container.decode(String.self, forKey: kind))
        case .data: self = .data(try container.decode(Data.self, forKey: kind))
        case .date: self = .date(try container.decode(Date.self, forKey: kind))
        case .url: self = .url(try container.decode(URL.self, forKey: kind))
        }
    }
}

/// A type `@AppStorage` keeps as itself: `Bool`, `Int`, `Double`, `String`, `Data`, `Date`,
/// `URL` and their optionals. (`RawRepresentable` types whose raw value is an `Int` or a
/// `String` are kept as their raw values without conforming; one that conforms is kept
/// the same way.)
public protocol AppStorable {
    /// The value from what the store holds; `nil` if it holds another type.
    init?(stored: StoredValue)
    /// The value as the store holds it; `nil` removes the key.
    var stored: StoredValue? { get }
}

extension Bool: AppStorable {
    public init?(stored: StoredValue) { guard case .bool(let value) = stored else { return nil }; self = value }
    public var stored: StoredValue? { .bool(self) }
}

extension Int: AppStorable {
    public init?(stored: StoredValue) { guard case .int(let value) = stored else { return nil }; self = value }
    public var stored: StoredValue? { .int(self) }
}

extension Double: AppStorable {
    public init?(stored: StoredValue) {
        switch stored {
        case .double(let value): self = value
        case .int(let value): self = Double(value)
        default: return nil
        }
    }
    public var stored: StoredValue? { .double(self) }
}

extension String: AppStorable {
    public init?(stored: StoredValue) { guard case .string(let value) = stored else { return nil }; self = value }
    public var stored: StoredValue? { .string(self) }
}

extension Data: AppStorable {
    public init?(stored: StoredValue) { guard case .data(let value) = stored else { return nil }; self = value }
    public var stored: StoredValue? { .data(self) }
}

extension Date: AppStorable {
    public init?(stored: StoredValue) { guard case .date(let value) = stored else { return nil }; self = value }
    public var stored: StoredValue? { .date(self) }
}

extension URL: AppStorable {
    public init?(stored: StoredValue) { guard case .url(let value) = stored else { return nil }; self = value }
    public var stored: StoredValue? { .url(self) }
}

extension Optional: AppStorable where Wrapped: AppStorable {
    public nonisolated init?(stored: StoredValue) { self = Wrapped(stored: stored) }
    public var stored: StoredValue? { self?.stored }
}

extension AppStorable where Self: RawRepresentable, RawValue == Int {
    public init?(stored: StoredValue) {
        guard case .int(let raw) = stored else { return nil }
        self.init(rawValue: raw)
    }
    public var stored: StoredValue? { .int(rawValue) }
}

extension AppStorable where Self: RawRepresentable, RawValue == String {
    public init?(stored: StoredValue) {
        guard case .string(let raw) = stored else { return nil }
        self.init(rawValue: raw)
    }
    public var stored: StoredValue? { .string(rawValue) }
}

/// How `@AppStorage` reads a value of its type from what the store holds (`nil`: another
/// type is stored) and writes one (`nil` removes the key).
struct StoredValueCodec<Value> {
    let decode: (StoredValue) -> Value?
    let encode: (Value) -> StoredValue?

    /// The codec of an optional of this type: `nil` removes the key.
    var optional: StoredValueCodec<Value?> {
        let decode = decode, encode = encode
        return StoredValueCodec<Value?>(decode: { decode($0) }, encode: { $0.flatMap(encode) })
    }
}

extension StoredValueCodec where Value: AppStorable {
    /// The type's own storage.
    static var appStorable: StoredValueCodec {
        StoredValueCodec(decode: Value.init(stored:), encode: \.stored)
    }
}

extension StoredValueCodec where Value: RawRepresentable, Value.RawValue == Int {
    /// The raw value, stored as an `Int`.
    static var rawInt: StoredValueCodec {
        StoredValueCodec(decode: { stored in Int(stored: stored).flatMap(Value.init(rawValue:)) }, encode: { .int($0.rawValue) })
    }
}

extension StoredValueCodec where Value: RawRepresentable, Value.RawValue == String {
    /// The raw value, stored as a `String`.
    static var rawString: StoredValueCodec {
        StoredValueCodec(decode: { stored in String(stored: stored).flatMap(Value.init(rawValue:)) }, encode: { .string($0.rawValue) })
    }
}
