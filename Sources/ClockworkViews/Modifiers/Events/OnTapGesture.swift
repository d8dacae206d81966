@_spi(Machinery) import ClockworkCore

/// Makes its content a tap target: `tap` by the text inside it, a click on it, and Enter
/// while it has focus run the action.
struct TapGestureModifier: BuiltinModifier {
    let count: Int
    let action: @MainActor () -> Void
    var attributes: [String] { count == 1 ? ["onTapGesture"] : ["onTapGesture(count:\(count))"] }

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { TapGestureContent(view) }
}

@MainActor
private final class TapGestureContent<Content: View>: ModifierContent<Content, TapGestureModifier>, Control {
    func perform(_ input: ControlInput) throws(ControlInputError) {
        guard case .activate = input else { throw .unsupported(input, control: "tap gesture") }
        modifier.action()
    }
}

extension View {
    /// Adds an action to perform when this view is tapped (`count` taps, delivered as one
    /// tap input).
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(TapGestureModifier(count: count, action: action))
    }
}
