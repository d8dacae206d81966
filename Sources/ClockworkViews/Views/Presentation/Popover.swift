@_spi(Machinery) import ClockworkCore

/// A place in a view's geometry that a popover points at: its bounds, or a point in them.
public enum PopoverAttachmentAnchor {
    /// The rectangle `source` names.
    case rect(Anchor<CGRect>.Source)
    /// The point in the view's bounds `UnitPoint` names.
    case point(UnitPoint)
}

/// A geometric value of a view, taken in one view and resolved in another's coordinates:
/// what a popover's attachment names. (Anchor preferences are not built: LIMITS.)
public struct Anchor<Value> {
    /// Where an anchor is taken from: named, and not read (a popover is a sheet here).
    public struct Source {}
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init() }
}

extension Anchor.Source where Value == CGPoint {
    /// The point `unitPoint` names in the view's bounds.
    public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source { .init() }
}

extension View {
    /// Presents a popover while `isPresented` is true. On a daemon's screen, as on an
    /// iPhone (a compact width), a popover is presented as a sheet: `content` on a card
    /// over the surface, dismissed as a sheet is. The anchor and the arrow's edge say
    /// where a popover points on a wide screen, which a sheet does not.
    public nonisolated func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents a popover for `item` while it is not nil: a sheet, as
    /// ``popover(isPresented:attachmentAnchor:arrowEdge:content:)`` says.
    public nonisolated func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item, content: content)
    }
}
