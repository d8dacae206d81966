import Foundation

// The values keyframe tracks and animatable views move: numbers, points, sizes, angles.

extension Double: Animatable {
    /// The number itself.
    public typealias AnimatableData = Double
    /// The number itself.
    public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}

extension CGFloat: Animatable {
    /// The number itself.
    public typealias AnimatableData = CGFloat
    /// The number itself.
    public var animatableData: CGFloat {
        get { self }
        set { self = newValue }
    }
}

extension Float: Animatable {
    /// The number itself.
    public typealias AnimatableData = Float
    /// The number itself.
    public var animatableData: Float {
        get { self }
        set { self = newValue }
    }
}

extension CGPoint: Animatable {
    /// Two numbers animated together.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    /// The coordinates.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// Two numbers animated together.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    /// The width and height.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {
    /// The angle in radians.
    public typealias AnimatableData = Double
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension UnitPoint: Animatable {
    /// Two numbers animated together.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    /// The fractions across and down.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
