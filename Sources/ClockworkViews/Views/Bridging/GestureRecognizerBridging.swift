import ClockworkCore

/// A UIKit gesture recognizer (stands for UIKit's type in the declarations that refuse it).
@available(*, unavailable, message: "Clockwork's UIKit has no gesture recognizers: write the gesture with SwiftUI's (TapGesture, DragGesture, LongPressGesture, MagnifyGesture, RotateGesture)")
public final class UIGestureRecognizer {}

/// A wrapper for a UIKit gesture recognizer: refused, as Clockwork's UIKit has none.
@available(*, unavailable, message: "Clockwork's UIKit has no gesture recognizers: write the gesture with SwiftUI's (TapGesture, DragGesture, LongPressGesture, MagnifyGesture, RotateGesture)")
@MainActor @preconcurrency
public protocol UIGestureRecognizerRepresentable {
    /// The type of recognizer to present.
    associatedtype UIGestureRecognizerType
    /// A type to coordinate with the recognizer.
    associatedtype Coordinator = Void
    /// Creates the recognizer.
    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
    /// Updates the recognizer with new information from SwiftUI.
    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
    /// Called when the recognizer recognizes its gesture.
    func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
    /// Creates the coordinator, given a converter of coordinates.
    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
    /// The context the representable's methods are given.
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
}

/// What a ``UIGestureRecognizerRepresentable``'s methods are given: refused with it.
@available(*, unavailable, message: "Clockwork's UIKit has no gesture recognizers")
public struct UIGestureRecognizerRepresentableContext<Representable> {}

/// A wrapper for an AppKit gesture recognizer: refused, as Clockwork's AppKit has none.
@available(*, unavailable, message: "Clockwork's AppKit has no gesture recognizers: write the gesture with SwiftUI's (TapGesture, DragGesture, LongPressGesture, MagnifyGesture, RotateGesture)")
@MainActor @preconcurrency
public protocol NSGestureRecognizerRepresentable {}

/// Converts between a gesture recognizer's coordinates and SwiftUI's: refused with the
/// representables that take it.
@available(*, unavailable, message: "Clockwork's UIKit has no gesture recognizers")
public struct CoordinateSpaceConverter {}

extension View {
    /// Attaches a UIKit gesture recognizer: refused, as Clockwork's UIKit has none.
    @available(*, unavailable, message: "Clockwork's UIKit has no gesture recognizers: write the gesture with SwiftUI's (TapGesture, DragGesture, LongPressGesture, MagnifyGesture, RotateGesture)")
    public nonisolated func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View {
        fatalError("declared unavailable: never called")
    }

    /// Attaches an AppKit gesture recognizer: refused, as Clockwork's AppKit has none.
    @available(*, unavailable, message: "Clockwork's AppKit has no gesture recognizers: write the gesture with SwiftUI's (TapGesture, DragGesture, LongPressGesture, MagnifyGesture, RotateGesture)")
    public nonisolated func gesture(_ representable: some NSGestureRecognizerRepresentable) -> some View {
        fatalError("declared unavailable: never called")
    }
}
