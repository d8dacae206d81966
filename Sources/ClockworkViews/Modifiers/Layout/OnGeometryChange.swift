@_spi(Machinery) import ClockworkCore

/// `.onGeometryChange(for:of:action:)`: a frame reader around the content, acting when a
/// value read from its geometry changes.
struct GeometryChangeModifier<Value: Equatable>: BuiltinModifier {
    let transform: (GeometryProxy) -> Value
    let action: (_ old: Value?, _ new: Value) -> Void

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { GeometryChangeContent(view) }
}

@MainActor
private final class GeometryChangeContent<Content: View, Value: Equatable>: ModifierContent<Content, GeometryChangeModifier<Value>> {
    /// The frame the value was last read for, once laid out.
    private var readFrame: Rect?
    private var lastValue: Value?

    /// Reads the value for the frame last laid out; acts when it changed.
    override func update(_ node: ViewNode) {
        reconcileContent(node)
        guard let readFrame else { return }
        let value = modifier.transform(GeometryProxy(globalFrame: readFrame, node: node))
        guard value != lastValue else { return }
        let old = lastValue
        lastValue = value
        modifier.action(old, value)
    }

    /// Lays the content out as it is; a new frame is read again within the same layout.
    override func place(in bounds: Rect, node: ViewNode) {
        super.place(in: bounds, node: node)
        guard bounds != readFrame else { return }
        readFrame = bounds
        node.graph.frameChanged(forReader: node)
    }
}

extension View {
    /// Calls `action` with the value `transform` reads from this view's geometry, when it
    /// is first laid out and whenever the value changes.
    public nonisolated func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: { _, new in action(new) }))
    }

    /// Calls `action` with the old and new values `transform` reads from this view's
    /// geometry whenever the value changes (the first time, the old value is the new one).
    public nonisolated func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: { old, new in action(old ?? new, new) }))
    }
}
