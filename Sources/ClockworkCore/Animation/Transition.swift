/// How a view enters and leaves: what it looks like while it is inserted or removed in
/// an animated change, between not there (progress 0) and itself (progress 1).
///
/// Attach one with `.transition(_:)`. It runs when the view is inserted or removed in a
/// transaction with an animation (`withAnimation`, `.animation(_:value:)`), or with its own
/// ``animation(_:)``; a removed view stays drawn, taking no input, until its removal has
/// run, and a completion waiting for `.removed` waits for it.
public struct AnyTransition: Sendable {
    /// One part of a transition's look.
    enum Effect: Sendable {
        case opacity
        case scale(Double, anchor: UnitPoint)
        case offset(x: Double, y: Double)
        case move(Edge)
        /// The view under a modifier of the user's: `active` while it is not there,
        /// `identity` while it is itself; the modifier's own animatable values move between.
        case modifier(ModifierPhases)
    }

    let insertion: [Effect]
    let removal: [Effect]
    let animation: Animation?

    /// No change of look: the view appears and disappears at once.
    public static let identity = AnyTransition(insertion: [], removal: [], animation: nil)

    /// Fades in and out.
    public static let opacity = AnyTransition(insertion: [.opacity], removal: [.opacity], animation: nil)

    /// Grows from nothing and shrinks to nothing, about the center.
    public static let scale = AnyTransition.scale(scale: 0)

    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)], animation: nil)

    /// Scales from and to `scale`, about `anchor`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(insertion: [.scale(scale, anchor: anchor)], removal: [.scale(scale, anchor: anchor)], animation: nil)
    }

    /// Moves in from and out to `edge`, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [.move(edge)], removal: [.move(edge)], animation: nil)
    }

    /// Moves in from and out to an offset of `x` and `y`.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition {
        AnyTransition(insertion: [.offset(x: x, y: y)], removal: [.offset(x: x, y: y)], animation: nil)
    }

    /// Moves in from `edge`, fading in, and out to the opposite edge, fading out.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge = switch edge {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
        return AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(opposite), .opacity], animation: nil)
    }

    /// `insertion`'s look on the way in, `removal`'s on the way out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal, animation: nil)
    }

    /// A transition from `active` to `identity` on insertion, and from `identity` to
    /// `active` on removal: the view is drawn under one modifier or the other, and the
    /// animation moves the modifier's animatable values (an opacity, a scale, an offset)
    /// between them.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let phases = TypedModifierPhases(active: active, identity: identity)
        return AnyTransition(insertion: [.modifier(phases)], removal: [.modifier(phases)], animation: nil)
    }

    /// The modifier phases among `effects`, if any.
    static func modifierPhases(in effects: [Effect]) -> ModifierPhases? {
        for effect in effects {
            if case .modifier(let phases) = effect { return phases }
        }
        return nil
    }

    /// This transition's look and `other`'s together.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal, animation: animation ?? other.animation)
    }

    /// The transition run with `animation`, whether or not the change that inserts or
    /// removes the view animates.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(insertion: insertion, removal: removal, animation: animation)
    }

    /// Applies `effects` at `progress` (0 gone, 1 itself) to what a view in `frame` draws.
    static func apply(_ effects: [Effect], progress: Double, to paint: inout Paint, frame: Rect) {
        let away = 1 - progress
        for effect in effects {
            switch effect {
            case .opacity:
                paint.opacity *= max(progress, 0)
            case let .scale(scale, anchor):
                let factor = scale + (1 - scale) * progress
                paint.transform = paint.transform.concatenating(.scale(x: factor, y: factor, about: anchor.point(in: frame)))
            case let .offset(x, y):
                paint.transform = paint.transform.concatenating(.translation(x: away * x, y: away * y))
            case .modifier:
                break
            case .move(let edge):
                let (x, y): (Double, Double) = switch edge {
                case .leading: (-frame.size.width, 0)
                case .trailing: (frame.size.width, 0)
                case .top: (0, -frame.size.height)
                case .bottom: (0, frame.size.height)
                }
                paint.transform = paint.transform.concatenating(.translation(x: away * x, y: away * y))
            }
        }
    }
}

extension View {
    /// Sets how the view enters and leaves when an animated change inserts or removes it.
    public nonisolated func transition(_ transition: AnyTransition) -> some View {
        modifier(TransitionModifier(transition: transition))
    }
}

/// Carries a view's transition.
struct TransitionModifier: BuiltinModifier {
    let transition: AnyTransition

    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { TransitionContent(view) }
}

/// A modifier transition's two modifiers, type-erased: the transitioning view's child is
/// always the content under one of them, so switching keeps its node and animates.
class ModifierPhases: @unchecked Sendable {
    // @unchecked Sendable: immutable after init; the modifiers are applied only on the loop
    // thread, where the views holding them live.

    /// Makes child 0 of `node` show `content` under the active modifier or the identity one.
    @MainActor
    func reconcile<C: View>(_ node: ViewNode, _ content: C, active: Bool) {
        preconditionFailure("subclass")
    }
}

private final class TypedModifierPhases<E: ViewModifier>: ModifierPhases, @unchecked Sendable {
    // @unchecked Sendable: as the base class states.
    let active: E
    let identity: E

    init(active: E, identity: E) {
        self.active = active
        self.identity = identity
    }

    @MainActor
    override func reconcile<C: View>(_ node: ViewNode, _ content: C, active: Bool) {
        node.reconcileChild(at: 0, with: content.modifier(active ? self.active : identity))
    }
}

/// Content that runs a transition: the graph finds it under a view being removed.
@MainActor
protocol TransitionCarrier: AnyObject {
    var transition: AnyTransition { get }
    /// Whether the view is on its way out (its removal look applies).
    var isRemoving: Bool { get }
    /// Starts the view's removal with `animation` (its node is `node`).
    func beginRemoval(_ node: ViewNode, animation: Animation)
}

/// Its attribute animation runs progress (the vector's first component) from 0 to 1 on
/// the way in, and from where it is to 0 on the way out.
@MainActor
private final class TransitionContent<Content: View>: ModifierContent<Content, TransitionModifier>, TransitionCarrier {
    private var hasMounted = false
    private(set) var isRemoving = false
    var transition: AnyTransition { modifier.transition }

    override var isAlwaysTransparent: Bool { true }

    /// A modifier transition's content is always under one of its modifiers: the active one
    /// for the first moment of an animated insertion and from a removal on, the identity one
    /// otherwise.
    override func update(_ node: ViewNode) {
        let phases = AnyTransition.modifierPhases(in: isRemoving ? transition.removal : transition.insertion)
        let graph = node.graph
        let animation = hasMounted || !graph.isUpdating ? nil : transition.animation ?? graph.animationForChange
        if let phases {
            if let animation {
                phases.reconcile(node, view.content, active: true)
                graph.withAnimationOverride(animation) { phases.reconcile(node, view.content, active: false) }
            } else {
                phases.reconcile(node, view.content, active: isRemoving)
            }
        } else {
            super.update(node)
        }
        guard !hasMounted else { return }
        hasMounted = true
        guard let animation, !transition.insertion.isEmpty else { return }
        graph.animations.animateAttribute(of: node, from: AnimationVector(0, 0, 0, 0), to: AnimationVector(1, 0, 0, 0),
                                          with: animation, completion: graph.transaction.completion, at: graph.now)
    }

    func beginRemoval(_ node: ViewNode, animation: Animation) {
        isRemoving = true
        guard let phases = AnyTransition.modifierPhases(in: transition.removal) else { return }
        node.graph.withAnimationOverride(animation) { phases.reconcile(node, view.content, active: true) }
    }

    override func paintChildren(_ paint: inout Paint, node: ViewNode) {
        guard let progress = node.graph.animations.presented(of: node)?[0] else { return }
        AnyTransition.apply(isRemoving ? transition.removal : transition.insertion, progress: progress, to: &paint, frame: node.frame)
    }
}
