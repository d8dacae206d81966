@_spi(Machinery) import ClockworkCore

/// `.contentShape(_:eoFill:)`: touches inside the shape, laid over the view's frame, land
/// on the view, drawn there or not.
struct ContentShapeModifier<S: Shape>: BuiltinModifier {
    let shape: S
    let eoFill: Bool
    var attributes: [String] { [] }

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { ContentShapeContent(view) }
}

@MainActor
private final class ContentShapeContent<Content: View, S: Shape>: ModifierContent<Content, ContentShapeModifier<S>>, TouchShape {
    func containsTouch(at point: Point, in size: Size) -> Bool {
        let modifier = self.modifier
        let path = modifier.shape.path(in: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        return path.contains(CGPoint(x: point.x, y: point.y), eoFill: modifier.eoFill)
    }
}

/// The kinds of content shape: what a shape set by `.contentShape(_:_:eoFill:)` is for.
/// Clockwork hit-tests with the `.interaction` shape; the others (previews, hover and
/// focus effects) have nothing to shape here, and are accepted.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int

    /// Creates a set of kinds from its raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The kind for hit-testing and accessibility.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// The kind for drag and drop previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// The kind for context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// The kind for hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// The kind for focus effects.
    public static let focusEffect = ContentShapeKinds(rawValue: 16)
    /// The kind for accessibility visuals and sorting.
    public static let accessibility = ContentShapeKinds(rawValue: 32)
}

/// `.allowsHitTesting(_:)`: with `false`, touches pass through the view and everything in
/// it to what lies behind.
struct HitTestingModifier: BuiltinModifier {
    let enabled: Bool
    var attributes: [String] { enabled ? [] : ["allowsHitTesting=false"] }

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { HitTestingContent(view) }
}

@MainActor
private final class HitTestingContent<Content: View>: ModifierContent<Content, HitTestingModifier>, TouchTransparent {
    var passesTouches: Bool { !modifier.enabled }
}

extension View {
    /// Defines the content shape for hit testing: a touch inside `shape` (in the view's
    /// frame) lands on the view even where it draws nothing.
    public nonisolated func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(shape: shape, eoFill: eoFill))
    }

    /// Sets the content shape of `kind`: for `.interaction`, touches inside `shape` land on
    /// the view; the other kinds shape nothing here, and leave the view as it was.
    @ViewBuilder
    public nonisolated func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        if kind.contains(.interaction) {
            contentShape(shape, eoFill: eoFill)
        } else {
            self
        }
    }

    /// Configures whether this view participates in hit test operations: with `false`,
    /// touches go to the views behind it.
    public nonisolated func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(HitTestingModifier(enabled: enabled))
    }
}
