@_spi(Machinery) import ClockworkCore
import Foundation

/// A recognizer of a gesture whose values are `Value`s, with the callbacks the gesture's
/// modifiers added (`onChanged`, `onEnded`, `updating`): they run when the arena lets the
/// recognizer report, each value once, the end once, and the reset once.
@MainActor
class GestureRecognizer<Value>: TouchRecognizer {
    /// The latest value, once there is one.
    private(set) var value: Value?
    /// Told each new value.
    var changed: [(Value) -> Void] = []
    /// Told the last value when the gesture ends.
    var ended: [(Value) -> Void] = []
    /// Told when the gesture is over, ended or not.
    var resets: [() -> Void] = []
    private var reportedEnd = false
    private var didReset = false

    /// A new value, for the callbacks to be told.
    func set(_ newValue: Value) {
        value = newValue
        hasNewValue = true
    }

    /// Attaches this recognizer (and those it is made of) to the view with the gesture.
    func attach(to node: ViewNode) {
        self.node = node
    }

    override func report() {
        if hasNewValue, let value {
            hasNewValue = false
            for action in changed { action(value) }
        }
        if state == .ended, !reportedEnd, let value {
            reportedEnd = true
            for action in ended { action(value) }
        }
    }

    override func reset() {
        guard !didReset else { return }
        didReset = true
        for action in resets { action() }
    }

    /// `point` (layout units, the surface's space) in `space`, as the attached view sees it.
    func location(_ point: Point, in space: CoordinateSpace) -> CGPoint {
        guard let node else { return CGPoint(x: point.x, y: point.y) }
        let unmoved = node.graph.localPoint(point, of: node)
        switch space {
        case .global:
            return CGPoint(x: point.x, y: point.y)
        case .local:
            return CGPoint(x: unmoved.x - node.frame.minX, y: unmoved.y - node.frame.minY)
        case .named(let name):
            guard let named = node.namedCoordinateSpaces().first(where: { $0.name == name }) else {
                return CGPoint(x: point.x, y: point.y)
            }
            return CGPoint(x: point.x - named.frame.minX, y: point.y - named.frame.minY)
        }
    }
}
