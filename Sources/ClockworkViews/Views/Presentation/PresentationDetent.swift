@_spi(Machinery) import ClockworkCore

/// A height a sheet rests at: `.large` (the whole screen under a 10-point gap), `.medium`
/// (half of it), a fraction of it or a height in points.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium
        case fraction(Double)
        case height(Double)
    }

    let kind: Kind

    /// The whole screen's height, less the gap above a sheet.
    public static let large = PresentationDetent(kind: .large)
    /// Half the screen's height.
    public static let medium = PresentationDetent(kind: .medium)

    /// `fraction` of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(Double(fraction))) }

    /// `height` points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(Double(height))) }

    /// The sheet's height at this detent in a surface `surface` tall, with `gap` above the
    /// largest (`.large`).
    func height(in surface: Double, gap: Double) -> Double {
        let room = max(surface - gap, 0)
        return switch kind {
        case .large: room
        case .medium: (surface / 2).rounded()
        case .fraction(let fraction): min(room, (surface * fraction).rounded())
        case .height(let height): min(room, height)
        }
    }
}

/// What a sheet's content asks of its card: the detents, the current one, the grabber.
struct SheetDetents: Equatable {
    var detents: Set<PresentationDetent> = []
    var selection: Binding<PresentationDetent>?
    var dragIndicator = Visibility.automatic

    static func == (lhs: SheetDetents, rhs: SheetDetents) -> Bool {
        lhs.detents == rhs.detents && lhs.selection?.wrappedValue == rhs.selection?.wrappedValue
            && (lhs.selection == nil) == (rhs.selection == nil) && lhs.dragIndicator == rhs.dragIndicator
    }

    /// The detent the sheet rests at in a surface `surface` tall: the selection's when it is
    /// one of the detents, else the lowest (as iOS opens a sheet); `.large` when none is set.
    func current(in surface: Double, gap: Double) -> PresentationDetent {
        if let chosen = selection?.wrappedValue, detents.contains(chosen) { return chosen }
        return detents.min { $0.height(in: surface, gap: gap) < $1.height(in: surface, gap: gap) } ?? .large
    }

    /// Whether the grabber shows: when asked, or by default when there are several detents
    /// to move between.
    var showsGrabber: Bool {
        dragIndicator == .visible || (dragIndicator == .automatic && detents.count > 1)
    }
}

struct SheetDetentsKey: PreferenceKey {
    static var defaultValue: SheetDetents { SheetDetents() }
    static func reduce(value: inout SheetDetents, nextValue: () -> SheetDetents) {
        let next = nextValue()
        if !next.detents.isEmpty { value.detents = next.detents }
        if next.selection != nil { value.selection = next.selection }
        if next.dragIndicator != .automatic { value.dragIndicator = next.dragIndicator }
    }
}

extension View {
    /// The heights the sheet presenting this view rests at: it opens at the lowest. In
    /// points the card is that tall, over the dimmed screen; on a terminal a sheet fills
    /// its card whatever the detents.
    public nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        preference(key: SheetDetentsKey.self, value: SheetDetents(detents: detents))
    }

    /// The heights the sheet presenting this view rests at, the current one in `selection`
    /// (set it to move the sheet).
    public nonisolated func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        preference(key: SheetDetentsKey.self, value: SheetDetents(detents: detents, selection: selection))
    }

    /// Whether the sheet presenting this view shows its grabber, the short bar at its top
    /// edge (by default, when it has several detents).
    public nonisolated func presentationDragIndicator(_ visibility: Visibility) -> some View {
        preference(key: SheetDetentsKey.self, value: SheetDetents(dragIndicator: visibility))
    }
}
