@_spi(Machinery) import ClockworkCore
import Foundation

/// The values of the `@Previewable @State` variables of the preview on show, carried from
/// one build of a preview to the next.
///
/// `clockwork preview --watch` starts the preview anew after each save; a toggle flipped
/// or a value typed before the save should still be there after it. `#Preview`'s
/// expansion starts each such variable from `initialValue(_:_:)` and hands its binding
/// to `track(_:_:)` in the body; the preview host saves what is tracked when it stops
/// (``saved()``) and hands it to the next build (``restore(_:)``). A value is carried
/// when its variable keeps its name and type (and the type is `Codable`); any other
/// starts from its initial value. Outside a preview host nothing is restored and nothing
/// reads what is tracked.
@MainActor
public enum PreviewableState {
    /// Each carried value's JSON, by `key(_:_:)`.
    private static var restored: [String: String] = [:]
    /// Each tracked variable's JSON as of the preview's last body, by `key(_:_:)`.
    private static var tracked: [String: String] = [:]

    /// What a variable is known by: its name and its type.
    private static func key<Value>(_ name: String, _ type: Value.Type) -> String {
        "\(name): \(String(reflecting: type))"
    }

    /// The value a variable starts from: `value`, for a type that cannot be carried.
    public static func initialValue<Value>(_ name: String, _ value: Value) -> Value {
        value
    }

    /// The value a variable starts from: the one the last build of its preview left, if
    /// there is one of this name and type, else `value`.
    public static func initialValue<Value: Codable>(_ name: String, _ value: Value) -> Value {
        guard let json = restored[key(name, Value.self)],
              let carried = try? JSONDecoder().decode(Value.self, from: Data(json.utf8)) else { return value }
        return carried
    }

    /// Notes a variable whose type cannot be carried: nothing to do.
    public static func track<Value>(_ name: String, _ binding: Binding<Value>) {}

    /// Notes a variable's current value, for ``saved()``. Called from the preview's body,
    /// the read makes the body run again on each change, which notes the next value.
    public static func track<Value: Codable>(_ name: String, _ binding: Binding<Value>) {
        tracked[key(name, Value.self)] = (try? JSONEncoder().encode(binding.wrappedValue)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The tracked variables' current values, as a JSON object for ``restore(_:)``.
    public static func saved() -> Data {
        (try? JSONEncoder().encode(tracked)) ?? Data("{}".utf8)
    }

    /// Takes the values ``saved()`` wrote, for the variables made from now on; data that is
    /// not such an object restores nothing.
    public static func restore(_ data: Data) {
        restored = (try? JSONDecoder().decode([String: String].self, from: data)) ?? [:]
    }
}
