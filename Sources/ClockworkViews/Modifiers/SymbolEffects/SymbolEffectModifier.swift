@_spi(Machinery) import ClockworkCore

/// How often and how fast a symbol effect plays.
public struct SymbolEffectOptions: Hashable, Sendable {
    let repeatCount: Int?
    let speed: Double

    /// The effect's own: an indefinite effect repeats, a discrete one plays once.
    nonisolated public static let `default` = SymbolEffectOptions(repeatCount: nil, speed: 1)
    /// Repeats for as long as it is active.
    nonisolated public static let repeating = SymbolEffectOptions(repeatCount: .max, speed: 1)
    /// Plays once.
    nonisolated public static let nonRepeating = SymbolEffectOptions(repeatCount: 1, speed: 1)

    /// Plays `count` times.
    nonisolated public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: max(count, 1), speed: 1) }
    /// Plays at `speed` times its pace.
    nonisolated public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: nil, speed: speed) }

    /// These options, `count` times.
    nonisolated public func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: max(count, 1), speed: speed) }
    /// These options at `speed` times the pace.
    nonisolated public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: repeatCount, speed: speed) }
}

/// The view in each pose of an effect.
private struct SymbolPoseEffect {
    let pose: SymbolPose
    @MainActor func body(content: Content) -> some View {
        content.scaleEffect(pose.scale).opacity(pose.opacity).rotationEffect(.degrees(pose.angle))
    }
}

extension SymbolPoseEffect: ViewModifier {}

extension View {
    /// Plays `effect` on this view for as long as `isActive`: a pulse repeats, a scale
    /// holds (see ``SymbolEffect`` on what a daemon's glyph does).
    public nonisolated func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                        isActive: Bool = true) -> some View {
        let motion = effect.motion
        let step = motion.step / max(options.speed, 0.01)
        return Group {
            if motion.holds {
                modifier(SymbolPoseEffect(pose: isActive ? motion.keyframes.last ?? SymbolPose() : SymbolPose()))
                    .animation(.easeInOut(duration: step), value: isActive)
            } else {
                let poses = isActive ? [SymbolPose()] + motion.keyframes : [SymbolPose()]
                phaseAnimator(poses.indices) { content, index in
                    content.modifier(SymbolPoseEffect(pose: poses[index]))
                } animation: { _ in .easeInOut(duration: step) }
                    // Started anew when it becomes active: the phases cycle from their first.
                    .id(isActive)
            }
        }
    }

    /// Plays `effect` on this view once each time `value` changes (`options` can repeat it).
    public nonisolated func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                    value: U) -> some View {
        let motion = effect.motion
        let count = min(options.repeatCount ?? 1, 8)
        let poses = [SymbolPose()] + Array(repeating: motion.keyframes, count: count).flatMap { $0 }
        let step = motion.step / max(options.speed, 0.01)
        return phaseAnimator(poses.indices, trigger: value) { content, index in
            content.modifier(SymbolPoseEffect(pose: poses[index]))
        } animation: { _ in .easeInOut(duration: step) }
    }
}
