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

/// A type `@AppStorage` can keep: `Bool`, `Int`, `Double`, `String`, `Data`, `Date`, `URL`,
/// their optionals, and `RawRepresentable` types whose raw value is an `Int` or a `String`.
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
    public init?(stored: StoredValue) { self = Wrapped(stored: stored) }
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
