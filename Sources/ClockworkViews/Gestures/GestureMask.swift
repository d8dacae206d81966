/// Options that control how adding a gesture to a view affects other gestures recognized
/// by the view and its subviews.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32

    /// Creates a gesture mask from its raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Disable all gestures in the subview hierarchy, including the added gesture.
    public static let none: GestureMask = []
    /// Enable the added gesture but disable all gestures in the subview hierarchy.
    public static let gesture = GestureMask(rawValue: 1)
    /// Enable all gestures in the subview hierarchy but disable the added gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// Enable both the added gesture as well as all other gestures on the view and its
    /// subviews.
    public static let all: GestureMask = [.gesture, .subviews]
}
