/// Something a user can act on: a button, a toggle, a text field, a slider, a stepper, a
/// picker.
@MainActor
package protocol Control: AnyObject {
    func perform(_ input: ControlInput) throws(ControlInputError)
    /// What a click at `point` (inside the control's frame) does: by default, activates it.
    func input(at point: Point) -> ControlInput
}

extension Control {
    package func input(at point: Point) -> ControlInput { .activate }
}

/// A control a finger drags (a slider's thumb): while down, the finger's moves set it
/// rather than cancel its tap.
@MainActor
package protocol DraggableControl: Control {
    /// What the finger at `point` (inside or beyond the control's frame) sets.
    func input(dragTo point: Point) -> ControlInput
}

/// An action on a control, as input events and tests deliver it.
public enum ControlInput: Sendable, Equatable, CustomStringConvertible {
    /// Tap or click: press a button, flip a toggle.
    case activate
    /// Flip a toggle.
    case toggle
    /// Set a toggle on or off.
    case setOn(Bool)
    /// Replace a text field's text.
    case setText(String)
    /// Set a slider's value (clamped to its range and snapped to its step).
    case setValue(Double)
    /// Step a stepper or slider up, or choose a picker's next option.
    case increment
    /// Step a stepper or slider down, or choose a picker's previous option.
    case decrement
    /// Choose the picker option that shows this text (or whose tag is spelled so).
    case select(String)
    /// Scroll a scroll view by this many units right (`x`) and down (`y`); negative back.
    case scroll(x: Double, y: Double)

    public var description: String {
        switch self {
        case .activate: "activate"
        case .toggle: "toggle"
        case .setOn(let on): "set \(on ? "on" : "off")"
        case .setText: "set text"
        case .setValue: "set a value"
        case .increment: "increment"
        case .decrement: "decrement"
        case .select: "select an option"
        case .scroll: "scroll"
        }
    }
}

/// Why an input could not be delivered.
public enum ControlInputError: Error, Equatable, CustomStringConvertible {
    /// No element matched the target.
    case notFound(String)
    /// A pointer pressed where no control is drawn (the point in layout units).
    case nothingAt(Point)
    /// The element does not take this kind of input.
    case unsupported(ControlInput, control: String)
    /// A key asked for the focused control, and none has focus.
    case nothingFocused
    /// A key asked to move focus, and no control can take it.
    case nothingFocusable
    /// The control is disabled (`.disabled(true)` above it).
    case disabled(control: String)
    /// A picker has no option that shows, or is tagged, `option`.
    case noSuchOption(String, options: [String])
    /// A control was given text it cannot read as a value (a date picker, a date it
    /// cannot parse); `expected` says what it reads.
    case invalidValue(String, control: String, expected: String)
    /// Going back found no pushed screen and nothing presented.
    case nothingToDismiss
    /// Going back would dismiss a presentation that asks not to be dismissed so
    /// (`.interactiveDismissDisabled()`).
    case dismissDisabled

    public var description: String {
        switch self {
        case .notFound(let target): "no control matches \(quoted(target))"
        case .nothingAt(let point): "no control at (\(formatNumber(point.x)),\(formatNumber(point.y)))"
        case .unsupported(let input, let control): "a \(control) cannot \(input)"
        case .nothingFocused: "no control has focus (send Tab first)"
        case .nothingFocusable: "nothing can take focus"
        case .disabled(let control): "the \(control) is disabled"
        case .nothingToDismiss: "nothing to go back from: no screen is pushed and nothing is presented"
        case .dismissDisabled: "the presented view cannot be dismissed by going back (.interactiveDismissDisabled): use its own controls"
        case .noSuchOption(let option, let options):
            "no option \(quoted(option)); the options are \(options.map(quoted).joined(separator: ", "))"
        case .invalidValue(let text, let control, let expected): "a \(control) cannot read \(quoted(text)); it reads \(expected)"
        }
    }
}
