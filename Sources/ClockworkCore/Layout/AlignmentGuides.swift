/// Alignment guides: where a guide lies in a view that sets it (an `alignmentGuide`
/// modifier, a text's baselines) or holds children that do, and how containers line
/// their children up by guides.
///
/// Cost: nothing while no view on the screen sets a guide and every alignment in use lies
/// at a fraction of the size (leading, center, trailing, top, bottom): containers then
/// line children up by fractions, as before guides. A custom alignment, a baseline or a
/// mounted `alignmentGuide` makes the containers that align by them ask their children's
/// guides: a walk down each child's one-child chain, and through a stack its items.

/// A node's content that sets a guide itself (an `alignmentGuide` modifier): its key, so
/// a view's ``ViewDimensions`` can hold the guides set inside it.
@MainActor
package protocol AlignmentGuideSetting: AnyObject {
    /// The guide the content sets.
    var guideKey: AlignmentKey { get }
}

extension ViewGraph {
    /// Whether containers must ask their children's guides to line them up by `key`:
    /// always for a guide that lies at no fixed fraction, and for any guide while a view
    /// on the screen sets one.
    package func alignsByGuides(_ key: AlignmentKey) -> Bool {
        key.fraction == nil || alignmentGuideViews > 0
    }
}

extension ViewNode {
    /// The value this node sets for `key` when it is `size`, in its own coordinates: its
    /// `alignmentGuide` modifiers', a text's baseline, or what its children set, moved to
    /// where they lie; `nil` when nothing in it sets one.
    package func explicitAlignment(_ key: AlignmentKey, in size: Size) -> Double? {
        content.explicitAlignment(key, in: size, node: self)
    }

    /// The value of `key` in this node when it is `size`: the one it sets, else the
    /// guide's default for its dimensions.
    package func alignmentValue(_ key: AlignmentKey, in size: Size) -> Double {
        if let explicit = explicitAlignment(key, in: size) { return explicit }
        return key.defaultValue(in: key.fraction == nil ? dimensions(in: size) : ViewDimensions(size: size))
    }

    /// The node's dimensions when it is `size`, with the guides set in it: those its
    /// `alignmentGuide` modifiers name, and its text baselines.
    package func dimensions(in size: Size) -> ViewDimensions {
        var keys = [VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key]
        var node = self
        while true {
            if let setting = node.content as? AlignmentGuideSetting, !keys.contains(setting.guideKey) { keys.append(setting.guideKey) }
            guard node.children.count == 1 else { break }
            node = node.children[0]
        }
        var explicit: [AlignmentKey: Double] = [:]
        for key in keys {
            if let value = explicitAlignment(key, in: size) { explicit[key] = value }
        }
        return ViewDimensions(size: size, explicit: explicit)
    }

    /// Where a node of `size` goes in `bounds` aligned by `alignment`: its guides on the
    /// container's, which are `base`'s (the view a background or overlay is aligned to)
    /// when given, else the defaults of `bounds`' size (a frame's). Whole units toward
    /// the leading, top side.
    package func origin(of size: Size, aligned alignment: Alignment, in bounds: Rect, over base: ViewNode? = nil) -> Point {
        Point(x: bounds.minX + offset(of: size, by: alignment.horizontal.key, in: bounds.size, over: base),
              y: bounds.minY + offset(of: size, by: alignment.vertical.key, in: bounds.size, over: base))
    }

    private func offset(of size: Size, by key: AlignmentKey, in container: Size, over base: ViewNode?) -> Double {
        let axis = key.axis
        guard graph.alignsByGuides(key) else { return ((container[axis] - size[axis]) * (key.fraction ?? 0)).rounded(.down) }
        let guide = base?.alignmentValue(key, in: container) ?? key.defaultValue(in: ViewDimensions(size: container))
        return (guide - alignmentValue(key, in: size)).rounded(.down)
    }
}

extension Alignment {
    /// Whether both guides lie at fractions of the size.
    package var isFractional: Bool { horizontal.key.fraction != nil && vertical.key.fraction != nil }
}
