import Foundation

/// A function from progress (0–1) to progress: how a linear keyframe eases between its
/// values.
public struct UnitCurve: Hashable, Sendable {
    private enum Shape: Hashable, Sendable {
        case linear
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }

    private let shape: Shape

    /// Constant speed.
    nonisolated public static let linear = UnitCurve(shape: .linear)
    /// Starts slowly.
    nonisolated public static let easeIn = UnitCurve(shape: .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
    /// Ends slowly.
    nonisolated public static let easeOut = UnitCurve(shape: .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
    /// Starts and ends slowly.
    nonisolated public static let easeInOut = UnitCurve(shape: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    /// A quarter circle starting slowly.
    nonisolated public static let circularEaseIn = UnitCurve(shape: .circularEaseIn)
    /// A quarter circle ending slowly.
    nonisolated public static let circularEaseOut = UnitCurve(shape: .circularEaseOut)
    /// Two quarter circles, slow at both ends.
    nonisolated public static let circularEaseInOut = UnitCurve(shape: .circularEaseInOut)

    /// A cubic Bézier from (0, 0) to (1, 1) through the two control points.
    nonisolated public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(shape: .bezier(x1: Double(startControlPoint.x), y1: Double(startControlPoint.y),
                                 x2: Double(endControlPoint.x), y2: Double(endControlPoint.y)))
    }

    /// The curve's output at `progress` (0–1).
    nonisolated public func value(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch shape {
        case .linear:
            return x
        case let .bezier(x1, y1, x2, y2):
            var solution = UnitBezier.Solution()
            return UnitBezier(x1, y1, x2, y2).value(at: x, continuing: &solution)
        case .circularEaseIn:
            return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut:
            return (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - (2 * x - 2) * (2 * x - 2)).squareRoot() + 1) / 2
        }
    }
}
