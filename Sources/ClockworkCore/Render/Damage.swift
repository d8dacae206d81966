/// The parts of a surface a frame changed: a few rectangles, or the whole surface.
///
/// Like LVGL's invalidated areas: each changed item adds the rectangle it covered before
/// and the one it covers now, and a rectangle that overlaps or abuts another with no area
/// to spare is merged into it. Past ``maximumRects`` the two rectangles whose union adds
/// the least area are merged, so the damage stays around what changed (a column that
/// moves redraws the column) and is the whole surface only when that is what changed.
public struct Damage: Equatable, Sendable {
    /// How many separate rectangles are tracked before the damage becomes the whole surface.
    public static let maximumRects = 16

    /// The surface the damage is on.
    public let surface: Size
    /// The damaged rectangles, inside the surface, in whole units. The whole surface when
    /// ``isFull``.
    public private(set) var rects: [Rect] = []
    /// Whether everything must be redrawn.
    public private(set) var isFull = false

    /// No damage on `surface`.
    public init(surface: Size) {
        self.surface = surface
    }

    /// Everything on `surface` damaged.
    public static func full(_ surface: Size) -> Damage {
        var damage = Damage(surface: surface)
        damage.markFull()
        return damage
    }

    /// What redrawing takes `old` to `new` (two display lists, back to front) on `surface`:
    /// the items both lists begin with and end with, in the same order, are where they
    /// were, and everything else damages its bounds, before and after. A view that appears
    /// in a centred column damages the column, not the screen.
    ///
    /// Every pixel outside that damage is painted by the same items in the same order in
    /// both lists, so redrawing the damage gives the new list's picture.
    public static func between(_ old: [DisplayItem], _ new: [DisplayItem], on surface: Size) -> Damage {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        var damage = Damage(surface: surface)
        for item in old[prefix..<(old.count - suffix)] { damage.add(item.bounds) }
        for item in new[prefix..<(new.count - suffix)] { damage.add(item.bounds) }
        return damage
    }

    /// Whether nothing needs redrawing.
    public var isEmpty: Bool { rects.isEmpty }

    /// The damaged area, in square units: what a target redraws.
    public var area: Double { rects.reduce(0) { $0 + $1.size.width * $1.size.height } }

    /// Adds `rect` (clipped to the surface and widened to whole units).
    public mutating func add(_ rect: Rect) {
        guard !isFull, var rect = wholeUnits(rect) else { return }
        // Merge until nothing touches `rect` any more: a merge can reach further rectangles.
        var index = 0
        while index < rects.count {
            let union = rects[index].union(rect)
            if union.area <= rects[index].area + rect.area {
                rect = union
                rects.remove(at: index)
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(rect)
        if rects.count > Self.maximumRects { mergeCheapestPair() }
        if rects.count == 1, rects[0].size == surface { isFull = true }
    }

    /// Adds every rectangle of `other` (on the same surface); the whole surface if `other` is.
    public mutating func formUnion(_ other: Damage) {
        if other.isFull { markFull() } else { for rect in other.rects { add(rect) } }
    }

    /// Merges the two rectangles whose union adds the least area to the damage (and any
    /// the union then touches with no area to spare).
    private mutating func mergeCheapestPair() {
        var best = (first: 0, second: 1, added: Double.infinity)
        for first in rects.indices {
            for second in rects.indices where second > first {
                let added = rects[first].union(rects[second]).area - rects[first].area - rects[second].area
                if added < best.added { best = (first, second, added) }
            }
        }
        let union = rects[best.first].union(rects[best.second])
        rects.remove(at: best.second)
        rects.remove(at: best.first)
        add(union)
    }

    private mutating func markFull() {
        isFull = true
        rects = surface.width > 0 && surface.height > 0 ? [Rect(origin: Point(x: 0, y: 0), size: surface)] : []
    }

    /// `rect` clipped to the surface, its edges moved out to whole units; `nil` if nothing is left.
    private func wholeUnits(_ rect: Rect) -> Rect? {
        let minX = max(rect.minX.rounded(.down), 0), minY = max(rect.minY.rounded(.down), 0)
        let maxX = min(rect.maxX.rounded(.up), surface.width), maxY = min(rect.maxY.rounded(.up), surface.height)
        guard maxX > minX, maxY > minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
