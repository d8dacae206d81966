/// A type that represents part of your app's user interface.
///
/// Declare a `body` built from other views; Clockwork evaluates it when the data it read
/// changes. Views are main-actor isolated, as in SwiftUI: in a Clockwork daemon the main
/// actor is the loop thread.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Built-in views have no body; the graph handles them directly.
    public var body: Never {
        fatalError("\(Self.self) is a built-in view and has no body")
    }
}
