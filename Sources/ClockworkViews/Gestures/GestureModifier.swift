@_spi(Machinery) import ClockworkCore

/// `.gesture`, `.simultaneousGesture`, `.highPriorityGesture`: the view recognizes `gesture`
/// from the touches that land on it or on the views inside it.
struct GestureModifier<G: Gesture>: BuiltinModifier {
    let gesture: G
    let priority: TouchPriority
    let mask: GestureMask

    var attributes: [String] {
        switch priority {
        case .normal: ["gesture"]
        case .high: ["highPriorityGesture"]
        case .simultaneous: ["simultaneousGesture"]
        }
    }

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { GestureContent(view) }
}

@MainActor
private final class GestureContent<Content: View, G: Gesture>: ModifierContent<Content, GestureModifier<G>>, TouchTarget {
    var excludesSubviews: Bool { !modifier.mask.contains(.subviews) }

    func touchRecognizers(on node: ViewNode) -> [TouchRecognizer] {
        let modifier = self.modifier
        guard modifier.mask.contains(.gesture) else { return [] }
        let recognizer = modifier.gesture.recognizer()
        recognizer.attach(to: node)
        recognizer.priority = modifier.priority
        return [recognizer]
    }
}

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the
    /// view: a gesture of a view inside it wins.
    public nonisolated func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the
    /// view.
    public nonisolated func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by
    /// the view.
    public nonisolated func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }
}
