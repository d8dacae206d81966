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
}
