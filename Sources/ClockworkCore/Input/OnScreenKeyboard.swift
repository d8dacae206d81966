/// When a text field that takes focus brings up a keyboard drawn on the screen: a kiosk's
/// touchscreen has no keys.
public enum OnScreenKeyboardMode: String, Sendable, CaseIterable {
    /// When the daemon reads a touchscreen and no keyboard with letter keys is attached
    /// (libinput says which devices it has).
    case automatic
    /// Always, whatever is attached (a panel driven over the socket or VNC too).
    case always
    /// Never.
    case never
}

/// What shows the on-screen keyboard: told where focus went, it presents the keyboard for
/// a text field and takes it away otherwise. The views' module provides it.
@MainActor
package protocol OnScreenKeyboardPresenting: AnyObject {
    /// Focus moved to `node`, or nowhere.
    func focusMoved(to node: ViewNode?)
}

/// The view an on-screen keyboard is drawn as: a touch on it does not take the keyboard
/// away, as a touch elsewhere does.
@MainActor
package protocol OnScreenKeyboardView: AnyObject {}

extension ViewGraph {
    /// Whether a text field taking focus brings up the on-screen keyboard now.
    package var showsOnScreenKeyboard: Bool {
        switch onScreenKeyboard {
        case .always: true
        case .never: false
        case .automatic: hasTouchscreen && hardwareKeyboards == 0
        }
    }
}
