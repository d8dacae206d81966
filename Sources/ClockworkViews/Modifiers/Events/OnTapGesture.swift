@_spi(Machinery) import ClockworkCore

/// Makes its content a tap target: `count` taps of a finger run the action, and so do the
/// socket's `tap` by the text inside it, a click on it, and Enter while it has focus.
struct TapGestureModifier: BuiltinModifier {
    let count: Int
    let action: @MainActor () -> Void
    var attributes: [String] { count == 1 ? ["onTapGesture"] : ["onTapGesture(count:\(count))"] }

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { TapGestureContent(view) }
}

@MainActor
private final class TapGestureContent<Content: View>: ModifierContent<Content, TapGestureModifier>, Control, TouchTarget {
    func perform(_ input: ControlInput) throws(ControlInputError) {
        guard case .activate = input else { throw .unsupported(input, control: "tap gesture") }
        modifier.action()
    }

    var excludesSubviews: Bool { false }

    func touchRecognizers(on node: ViewNode) -> [TouchRecognizer] {
        let action = modifier.action
        let recognizer = TapGesture(count: modifier.count).onEnded { action() }.recognizer()
        recognizer.attach(to: node)
        return [recognizer]
    }
}

extension View {
    /// Adds an action to perform when this view recognizes `count` taps (a named tap from
    /// the socket or a test is one tap input).
    public nonisolated func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(TapGestureModifier(count: count, action: action))
    }

    /// Adds an action to perform when this view recognizes `count` taps, given where the
    /// last tap landed in `coordinateSpace`.
    public nonisolated func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}
