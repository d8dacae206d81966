@_spi(Machinery) import ClockworkCore

/// A standard space item in toolbars: flexible, it pushes the items after it to the far
/// end of the bar; fixed, it leaves a small gap between items.
public struct ToolbarSpacer: ToolbarContent, PrimitiveToolbarContent {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// Creates a toolbar spacer with the given sizing, at `placement`.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    func appendEntries(to entries: inout [ToolbarEntry]) {
        let space = sizing == .flexible ? AnyView(Spacer()) : AnyView(Spacer().frame(width: 1))
        entries.append(ToolbarEntry(placement: placement, view: space))
    }
}

/// How a spacer in a toolbar sizes itself.
public struct SpacerSizing: Hashable, Sendable {
    private let isFlexible: Bool

    /// A spacer that takes the room there is.
    public static let flexible = SpacerSizing(isFlexible: true)
    /// A spacer of a fixed, small width.
    public static let fixed = SpacerSizing(isFlexible: false)
}
