/// Which parts of a frame a matched geometry effect carries over.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The properties' bits.
    public let rawValue: UInt32

    /// Properties from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The position of the view's anchor.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size of the view.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A matched group: an id within a namespace.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

/// The frames matched views were last laid out at, by group: where a view joining a group
/// moves from, and what views that are not the group's source follow.
@MainActor
final class MatchedGeometryFrames {
    /// The group's source frame, and the matched view that laid it out (by its number:
    /// a node's address may be a new node's once it is gone).
    private var frames: [MatchedGeometryKey: (frame: Rect, view: UInt64)] = [:]
    private var lastView: UInt64 = 0

    /// A number for a new matched view.
    func newView() -> UInt64 {
        lastView += 1
        return lastView
    }

    func frame(of key: MatchedGeometryKey) -> (frame: Rect, view: UInt64)? { frames[key] }

    func record(_ frame: Rect, of key: MatchedGeometryKey, by view: UInt64) {
        frames[key] = (frame, view)
    }

    /// Forgets the group's frame if `view` laid it out (it left).
    func forget(_ key: MatchedGeometryKey, recordedBy view: UInt64) {
        if frames[key]?.view == view { frames[key] = nil }
    }
}

/// `.matchedGeometryEffect`: a view of a matched group takes over the geometry of the view
/// of that group that was there before, moving from its frame to its own in the animation
/// of the change that showed it; a view that is not the group's source is drawn at the
/// source's frame.
struct MatchedGeometryModifier: BuiltinModifier {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    var attributes: [String] { ["matchedGeometry=\(key.id)"] + (isSource ? [] : ["follower"]) }

    /// The presented offset and scale from the view's frame, undone as the move runs.
    func paint(_ paint: inout Paint, presenting presented: AnimationVector?, frame: Rect) {
        guard let presented else { return }
        let (dx, dy, sx, sy) = (presented[0], presented[1], presented[2], presented[3])
        let move = Transform(a: sx, b: 0, c: 0, d: sy, tx: frame.minX + dx - frame.minX * sx, ty: frame.minY + dy - frame.minY * sy)
        paint.transform = paint.transform.concatenating(move)
    }

    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { MatchedGeometryContent(view) }
}

@MainActor
private final class MatchedGeometryContent<Content: View>: ModifierContent<Content, MatchedGeometryModifier> {
    /// The animation of the update that mounted the view and the group's frame then (laid
    /// out by a view leaving), until its first placement.
    private var arrival: (animation: Animation, from: Rect)?
    /// This view's number among matched views, once updated (0 before).
    private var number: UInt64 = 0
    /// For a follower, the offset and scale that draw it at the source's frame.
    private var follow: AnimationVector?

    override func update(_ node: ViewNode) {
        let frames = node.graph.matchedGeometryFrames
        if number == 0 {
            number = frames.newView()
            if let animation = node.graph.animationForChange, let departing = frames.frame(of: modifier.key) {
                arrival = (animation, departing.frame)
            }
        }
        super.update(node)
    }

    /// A source that leaves keeps its frame for the views arriving in the same update, then
    /// the group's frame is forgotten.
    override func unmount(_ node: ViewNode) {
        let (frames, key, number) = (node.graph.matchedGeometryFrames, modifier.key, number)
        node.graph.afterUpdate { frames.forget(key, recordedBy: number) }
        super.unmount(node)
    }

    override func place(in bounds: Rect, node: ViewNode) {
        super.place(in: bounds, node: node)
        let graph = node.graph
        let frames = graph.matchedGeometryFrames
        let previous = frames.frame(of: modifier.key)
        defer { arrival = nil }
        guard modifier.isSource else {
            // A follower is drawn at the source's frame (as the source was last laid out).
            let next = previous.map { vector(from: $0.frame, to: bounds) }
            if next != follow {
                follow = next
                graph.surface.presentationChanged(node)
            }
            return
        }
        frames.record(bounds, of: modifier.key, by: number)
        // A view joining the group in an animated change moves from the frame the group
        // had, laid out by another view.
        guard let arrival, arrival.from != bounds else { return }
        graph.animations.animateAttribute(of: node, from: vector(from: arrival.from, to: bounds), to: AnimationVector(0, 0, 1, 1),
                                          with: arrival.animation, completion: graph.transaction.completion, at: graph.now)
        // Started in layout, after this tick's animations stepped: the next tick steps it.
        graph.loop.requestTick()
    }

    override func paintChildren(_ paint: inout Paint, node: ViewNode) {
        modifier.paint(&paint, presenting: node.graph.animations.presented(of: node) ?? follow, frame: node.frame)
    }

    /// The offset and scale that draw `frame` at `target`, in the parts the effect matches:
    /// the whole frame, or its anchor point at the target's (position), or its size about
    /// its anchor (size).
    private func vector(from target: Rect, to frame: Rect) -> AnimationVector {
        let matches = modifier.properties
        let sx = matches.contains(.size) && frame.size.width > 0 ? target.size.width / frame.size.width : 1
        let sy = matches.contains(.size) && frame.size.height > 0 ? target.size.height / frame.size.height : 1
        let (ax, ay) = (Double(modifier.anchor.x), Double(modifier.anchor.y))
        // Where the anchor goes: the target's anchor point when matching position, else
        // the frame's own, the frame scaled about it.
        let anchorX = matches.contains(.position) ? target.minX + ax * target.size.width : frame.minX + ax * frame.size.width
        let anchorY = matches.contains(.position) ? target.minY + ay * target.size.height : frame.minY + ay * frame.size.height
        return AnimationVector(anchorX - ax * frame.size.width * sx - frame.minX, anchorY - ay * frame.size.height * sy - frame.minY, sx, sy)
    }
}

extension View {
    /// Makes this view one of the group `id` names in `namespace`: shown in an animated
    /// change in place of another view of the group, it moves from that view's frame to
    /// its own (`properties` says whether in position, size or both; `anchor` is the point
    /// matched). A view that is not the group's source (`isSource: false`) is drawn at the
    /// source's frame.
    public nonisolated func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                   properties: MatchedGeometryProperties = .frame,
                                                   anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(MatchedGeometryModifier(key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)),
                                         properties: properties, anchor: anchor, isSource: isSource))
    }
}
