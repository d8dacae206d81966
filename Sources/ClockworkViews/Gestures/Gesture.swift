@_spi(Machinery) import ClockworkCore

/// An instance that matches a sequence of events to a gesture, and returns a stream of
/// values for each of its states.
///
/// The gestures Clockwork recognizes are SwiftUI's: `TapGesture`, `SpatialTapGesture`,
/// `LongPressGesture`, `DragGesture`, `MagnifyGesture`, `RotateGesture`, and what
/// `onChanged`, `onEnded`, `updating`, `map`, `simultaneously`, `sequenced` and
/// `exclusively` make of them. A gesture of your own returns one of those as its `body`,
/// and its `Value` is the body's (`var body: some Gesture<CGFloat>` names it).
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture
    /// The content and behavior of the gesture.
    var body: Self.Body { get }
    /// The type of the values the gesture gives: what a gesture of your own infers its
    /// `Value` from (its body's).
    static var _valueType: Value.Type { get }
}

extension Gesture {
    /// A gesture made of a body gives the body's values.
    public static var _valueType: Body.Value.Type { Body.Value.self }
}

extension Gesture where Body == Never {
    /// A built-in gesture gives the values it names.
    public static var _valueType: Value.Type { Value.self }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// A gesture Clockwork recognizes itself, rather than through a body.
@MainActor
protocol PrimitiveGesture: Gesture where Body == Never {
    /// A fresh recognizer for one touch sequence.
    func makeRecognizer() -> GestureRecognizer<Value>
}

extension PrimitiveGesture {
    /// Primitive gestures have no body.
    public var body: Never { fatalError("\(Self.self) is a built-in gesture and has no body") }
}

extension Gesture {
    /// A fresh recognizer of this gesture, for one touch sequence.
    func recognizer() -> GestureRecognizer<Value> {
        if let primitive = self as? any PrimitiveGesture {
            return primitive.anyRecognizer() as! GestureRecognizer<Value>
        }
        guard let recognizer = body.recognizer() as? GestureRecognizer<Value> else {
            fatalError("\(Self.self)'s Value must be its body's, \(Body.Value.self)")
        }
        return recognizer
    }
}

extension PrimitiveGesture {
    /// The recognizer, its type erased, so that a gesture known only as `any
    /// PrimitiveGesture` can make one.
    fileprivate func anyRecognizer() -> TouchRecognizer { makeRecognizer() }
}
