@_spi(Machinery) import ClockworkCore

extension View {
    /// Adds an action to perform when this view recognizes a long press gesture: a finger
    /// held `minimumDuration` seconds without moving further than `maximumDistance`.
    /// `onPressingChanged` hears `true` when the finger goes down and `false` when the
    /// press ends, completed or not.
    public nonisolated func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(LongPressAction(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                                action: action, pressing: onPressingChanged))
    }

    /// Adds an action to perform when this view recognizes a long press gesture, and one
    /// to hear when the press starts (`true`) and ends (`false`).
    public nonisolated func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
                           onPressingChanged: pressing)
    }
}

/// A long press that runs an action when it completes and tells `pressing` when a press
/// starts and ends.
private struct LongPressAction {
    typealias Value = Bool
    typealias Body = Never

    let minimumDuration: Double
    let maximumDistance: CGFloat
    let action: () -> Void
    let pressing: ((Bool) -> Void)?

    @MainActor func makeRecognizer() -> GestureRecognizer<Bool> {
        let recognizer = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).recognizer()
        let (action, pressing) = (self.action, self.pressing)
        var isPressing = false
        recognizer.changed.append { _ in
            guard !isPressing else { return }
            isPressing = true
            pressing?(true)
        }
        recognizer.ended.append { _ in action() }
        recognizer.resets.append {
            guard isPressing else { return }
            isPressing = false
            pressing?(false)
        }
        return recognizer
    }
}

extension LongPressAction: PrimitiveGesture {}
