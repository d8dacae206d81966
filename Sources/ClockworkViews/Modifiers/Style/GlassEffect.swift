@_spi(Machinery) import ClockworkCore

/// The look of Liquid Glass: a translucent material a view floats on.
///
/// A daemon's screen does not refract: glass is drawn as a `Material` veil in its shape,
/// tinted when asked.
public struct Glass: Hashable, Sendable {
    /// The veil's share over what is behind (0: no glass at all).
    let thickness: Double
    /// The color mixed into the veil.
    let tintColor: Color?

    /// Glass for most controls and bars: `Material.thin`'s veil.
    nonisolated public static let regular = Glass(thickness: Material.thin.thickness, tintColor: nil)
    /// Glass over media-rich content: `Material.ultraThin`'s veil.
    nonisolated public static let clear = Glass(thickness: Material.ultraThin.thickness, tintColor: nil)
    /// No glass: the view is drawn as it is.
    nonisolated public static let identity = Glass(thickness: 0, tintColor: nil)

    /// This glass tinted with `color` (`nil`: untinted).
    nonisolated public func tint(_ color: Color?) -> Glass {
        Glass(thickness: thickness, tintColor: color)
    }

    /// This glass reacting to touch — on a daemon's screen, the same glass.
    nonisolated public func interactive(_ isEnabled: Bool = true) -> Glass {
        self
    }

    /// What the glass paints: the tint or the secondary veil, at the glass's thickness.
    var style: Color {
        (tintColor ?? .secondary).opacity(thickness)
    }
}

/// The shape glass takes when the view does not name one: a capsule.
public struct DefaultGlassEffectShape {
    /// The default glass shape.
    public init() {}

    /// A capsule filling `rect`.
    public func path(in rect: CGRect) -> Path {
        Capsule().path(in: rect)
    }

    var outline: ShapeOutline { .capsule }
    var inset: CGFloat { 0 }
}

extension DefaultGlassEffectShape: Shape, BuiltinShape {}

/// A container that lets the glass of the views inside it blend together.
///
/// A daemon's screen draws each view's glass on its own; the container holds its content
/// as it is.
public struct GlassEffectContainer<Content: View> {
    private let content: Content

    /// A container of `content`; `spacing` is how near glass must be to blend.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content.
    @MainActor public var body: some View { content }
}

extension GlassEffectContainer: View {}

extension View {
    /// Floats this view on `glass` in `shape` (a capsule unless named); `.identity` draws
    /// no glass.
    public nonisolated func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        background {
            if glass.thickness > 0 {
                shape.fill(glass.style)
            }
        }
    }
}
