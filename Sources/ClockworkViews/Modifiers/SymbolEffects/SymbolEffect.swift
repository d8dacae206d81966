@_spi(Machinery) import ClockworkCore

/// An animation a symbol image plays: a bounce when a value changes, a pulse while a
/// state lasts.
///
/// A daemon's symbols are one glyph: an effect moves the whole glyph — it scales, fades
/// or turns it — where Apple's move the symbol's layers.
public protocol SymbolEffect: Sendable {
    /// How the effect moves the view.
    var motion: SymbolMotion { get }
}

/// An effect played once each time a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect played for as long as it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// How a symbol effect moves the glyph: a scale, an opacity or a turn over time.
public struct SymbolMotion: Hashable, Sendable {
    /// The scale, opacity and turn (degrees) the effect goes through, from rest and back.
    let keyframes: [SymbolPose]
    /// Seconds each keyframe takes.
    let step: Double
    /// Whether an active indefinite effect holds its last pose instead of cycling.
    let holds: Bool
}

/// One pose of a symbol effect.
struct SymbolPose: Hashable, Sendable {
    var scale = 1.0
    var opacity = 1.0
    var angle = 0.0
}

/// The glyph jumps up in size and settles back.
public struct BounceSymbolEffect {
    /// A bounce upward.
    public var up: BounceSymbolEffect { self }
    /// A bounce downward (the glyph shrinks, then settles).
    public var down: BounceSymbolEffect { BounceSymbolEffect(shrinks: true) }
    /// Layer by layer (the glyph as one).
    public var byLayer: BounceSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { self }
    let shrinks: Bool
    init(shrinks: Bool = false) { self.shrinks = shrinks }
    /// A jump and a settle.
    public var motion: SymbolMotion {
        SymbolMotion(keyframes: [SymbolPose(scale: shrinks ? 0.8 : 1.25), SymbolPose()], step: 0.15, holds: false)
    }
}

extension BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {}

/// The glyph fades out and in.
public struct PulseSymbolEffect {
    /// Layer by layer (the glyph as one).
    public var byLayer: PulseSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { self }
    /// A fade and a return.
    public var motion: SymbolMotion {
        SymbolMotion(keyframes: [SymbolPose(opacity: 0.35), SymbolPose()], step: 0.5, holds: false)
    }
}

extension PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {}

/// The glyph's color steps through its layers — on one glyph, a fade out and in.
public struct VariableColorSymbolEffect {
    /// Each layer in turn.
    public var iterative: VariableColorSymbolEffect { self }
    /// The layers adding up.
    public var cumulative: VariableColorSymbolEffect { self }
    /// Forward, then back.
    public var reversing: VariableColorSymbolEffect { self }
    /// Dimmed layers shown.
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
    /// Dimmed layers hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    /// A dim and a return.
    public var motion: SymbolMotion {
        SymbolMotion(keyframes: [SymbolPose(opacity: 0.5), SymbolPose()], step: 0.4, holds: false)
    }
}

extension VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {}

/// The glyph grows (or shrinks) while active.
public struct ScaleSymbolEffect {
    let factor: Double
    /// Larger.
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(factor: 1.2) }
    /// Smaller.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(factor: 0.8) }
    /// Layer by layer (the glyph as one).
    public var byLayer: ScaleSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { self }
    /// The new size, held.
    public var motion: SymbolMotion { SymbolMotion(keyframes: [SymbolPose(scale: factor)], step: 0.25, holds: true) }
}

extension ScaleSymbolEffect: IndefiniteSymbolEffect {}

/// The glyph turns back and forth.
public struct WiggleSymbolEffect {
    /// A turn each way and back.
    public var motion: SymbolMotion {
        SymbolMotion(keyframes: [SymbolPose(angle: -12), SymbolPose(angle: 12), SymbolPose()], step: 0.12, holds: false)
    }
}

extension WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {}

/// The glyph turns a full circle.
public struct RotateSymbolEffect {
    /// A whole turn.
    public var motion: SymbolMotion {
        SymbolMotion(keyframes: [SymbolPose(angle: 180), SymbolPose(angle: 360)], step: 0.4, holds: false)
    }
}

extension RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {}

/// The glyph swells and eases, like breath.
public struct BreatheSymbolEffect {
    /// A swell and an ease.
    public var motion: SymbolMotion {
        SymbolMotion(keyframes: [SymbolPose(scale: 1.12, opacity: 0.8), SymbolPose()], step: 0.8, holds: false)
    }
}

extension BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {}

/// The glyph fades in while active.
public struct AppearSymbolEffect {
    /// Visible.
    public var motion: SymbolMotion { SymbolMotion(keyframes: [SymbolPose()], step: 0.25, holds: true) }
}

extension AppearSymbolEffect: IndefiniteSymbolEffect {}

/// The glyph fades out while active.
public struct DisappearSymbolEffect {
    /// Hidden.
    public var motion: SymbolMotion { SymbolMotion(keyframes: [SymbolPose(scale: 0.8, opacity: 0)], step: 0.25, holds: true) }
}

extension DisappearSymbolEffect: IndefiniteSymbolEffect {}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// A variable-color sweep.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A scale up.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(factor: 1.2) }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A wiggle.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// A rotation.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// A breath.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// An appearance.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// A disappearance.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
