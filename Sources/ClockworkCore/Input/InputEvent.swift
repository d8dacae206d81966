/// One input event, as every input source delivers it: the daemon's socket, a touchscreen,
/// a remote viewer, a test's script. ``GraphHost/deliver(_:)`` carries it out the same way
/// whichever source it came from.
public enum InputEvent: Sendable, Equatable {
    /// An action on the control `target` names: its accessibility identifier, the text it
    /// shows, or its accessibility label.
    case control(ControlInput, target: String)
    /// A press at `point`, as the device reports it (pixels on a pixel target, cells on a
    /// terminal): a click on the frontmost control drawn there.
    case pointer(Point)
    /// A key for keyboard focus: Tab and Shift+Tab move it, Enter, Space and the arrows act
    /// on the focused control.
    case key(FocusKey)
    /// Back: pops the top screen of a navigation stack, or dismisses what is presented.
    case back
    /// A drag by `by` (device units) that began at `from`: the scroll view drawn there
    /// scrolls its content with the finger.
    case drag(from: Point, by: Point)
    /// Text typed on a keyboard: added at the end of the focused text field's text.
    case text(String)
    /// Backspace: the focused text field's last character removed.
    case deleteBackward
    /// Reveals the swipe actions at `edge` of the list row `target` names.
    case swipe(target: String, edge: HorizontalEdge)
    /// Opens the menu of the view `target` names: a `Menu`, or a view with `.contextMenu`.
    case menu(target: String)
    /// A secondary click at `point` (device units; a right button, a long press): opens the
    /// context menu of the frontmost view drawn there that has one.
    case secondaryPointer(Point)
    /// A finger going down, moving or lifting: the gestures of the views under it
    /// (`.gesture`, `.onLongPressGesture`, a control's tap, a scroll view's drag) recognize
    /// it as SwiftUI's do, with time from the loop's clock.
    case touch(Touch)
    /// A key of a hardware keyboard going down or up: offered to the keyboard shortcuts,
    /// then to the `.onKeyPress` actions of the focused view and the views around it; if
    /// none takes it, it does what ``KeyPress`` says a key does (focus, back, typing).
    case keyPress(KeyPress)
}
