/// A property wrapper for where keyboard focus is: `true` (or a field's value) while a
/// control marked `.focused(_:)` (or `.focused(_:equals:)`) has focus.
///
/// Focus moves by Tab and Shift-Tab (the socket's `key` command, `TestHost.press(_:)`) and
/// by setting the value in code, which focuses the matching control (`nil` or `false`
/// takes focus away). Changes apply at the next tick, in order with state writes.
///
/// ```swift
/// enum Field { case name, setpoint }
/// @FocusState private var focused: Field?
///
/// TextField("Name", text: $name).focused($focused, equals: .name)
/// Button("Edit") { focused = .name }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: GraphProperty {
    /// Read and write access to a focus state, for `.focused(_:)`.
    @propertyWrapper
    public struct Binding {
        package let state: FocusState<Value>

        /// Where focus is, as the focus state says.
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    /// The value while no matching control has focus: `false` or `nil`.
    package let blank: Value
    private var box: StateBox<Value>?
    private weak var graph: ViewGraph?

    /// A focus state that is `true` while its control has focus.
    public init() where Value == Bool {
        blank = false
    }

    /// A focus state holding the value of the focused control among those it marks, or `nil`.
    public init<T: Hashable>() where Value == T? {
        blank = nil
    }

    /// Where focus is; setting it moves focus to the control marked with the value.
    public var wrappedValue: Value {
        get { box?.read() ?? blank }
        nonmutating set {
            guard let box, let graph else { return }
            box.write(newValue)
            let target = FocusTarget(value: newValue, blank: blank)
            graph.log(.perform { graph.focus.follow(box, to: target.value, blank: target.blank) })
        }
    }

    /// A binding for `.focused(_:)` and `.focused(_:equals:)`.
    public var projectedValue: Binding { Binding(state: self) }

    /// The storage the focus subsystem writes when focus moves.
    package var storage: StateBox<Value>? { box }

    mutating func attach(to node: ViewNode, slot: Int) {
        graph = node.graph
        box = StateBox.attached(box, in: node, slot: slot, initialValue: blank)
    }

    func isSameInput(as other: FocusState<Value>) -> Bool { true }
}

/// A focus value on its way to the loop thread.
private struct FocusTarget<Value>: @unchecked Sendable {
    // @unchecked Sendable: handed to the loop thread through the write log, like a state
    // write's value, and used only there.
    let value: Value
    let blank: Value
}
