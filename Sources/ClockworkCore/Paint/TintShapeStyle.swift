/// A style reflecting the current tint color: the tint `.tint(_:)` set above, else the
/// accent color.
///
/// As a foreground style (`.foregroundStyle(.tint)`) it follows the environment's tint.
/// Where a style is taken without a view's environment (a shape's fill, a background), it
/// paints as the accent color.
public struct TintShapeStyle: Hashable {
    /// Creates a tint shape style.
    public init() {}

    /// The accent color, where no environment resolves the tint.
    public var paintStyle: PaintStyle { Color.accentColor.paintStyle }
}

extension TintShapeStyle: ShapeStyle {}

extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// `.foregroundStyle(.tint)`: the foreground below is the environment's tint.
struct ForegroundTintModifier: BuiltinModifier {
    var attributes: [String] { ["foreground=tint"] }
    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { ForegroundTintContent(view) }
}

@MainActor
private final class ForegroundTintContent<Content: View>: ModifierContent<Content, ForegroundTintModifier> {
    private var tint = Color.accentColor.paintStyle

    override func update(_ node: ViewNode) {
        tint = node.graph.track(node, countsAsBody: false) { node.trackedEnvironment(\.tintOrAccent) }
        super.update(node)
    }

    override func paintChildren(_ paint: inout Paint, node: ViewNode) {
        super.paintChildren(&paint, node: node)
        paint.foreground = tint
    }
}

extension View {
    /// Sets the foreground of the content below to the current tint.
    public nonisolated func foregroundStyle(_ style: TintShapeStyle) -> some View {
        modifier(ForegroundTintModifier())
    }
}

private struct TintKey: EnvironmentKey {
    static let defaultValue: PaintStyle? = nil
}

extension EnvironmentValues {
    /// The tint set by `.tint(_:)` above: what sliders, progress views and gauges fill
    /// with (`nil`: the accent color).
    package var tint: PaintStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// What a control or indicator fills with: the tint, else the accent color.
    package var tintOrAccent: PaintStyle { tint ?? Color.accentColor.paintStyle }
}
