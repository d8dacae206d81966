@_spi(Machinery) import ClockworkCore

struct PreferredColorSchemeModifier: BuiltinModifier {
    let scheme: ColorScheme?
    /// Whether it is the host's scheme, which any view's preferred one overrides.
    var isHosts = false
    var attributes: [String] { scheme.map { [(isHosts ? "hostColorScheme=" : "preferredColorScheme=") + "\($0)"] } ?? [] }
    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { PreferredColorSchemeContent(view) }
}

/// Sets its scheme as a preference, and has the hosted root read that preference (only
/// once some view asks for a scheme: the root does not walk the tree for it otherwise).
@MainActor
private final class PreferredColorSchemeContent<Content: View>: ModifierContent<Content, PreferredColorSchemeModifier>, PreferenceWriting {
    private var written: ColorScheme??

    var keyType: ObjectIdentifier { ObjectIdentifier(modifier.isHosts ? HostColorSchemeKey.self : PreferredColorSchemeKey.self) }
    var writtenValue: Any { modifier.scheme as Any }

    override func update(_ node: ViewNode) {
        let graph = node.graph
        if written != .some(modifier.scheme) {
            graph.preferencesChanged = true
            written = .some(modifier.scheme)
        }
        if let root = graph.presentations.root { graph.addPreferenceReader(root) }
        super.update(node)
    }

    override func unmount(_ node: ViewNode) {
        node.graph.preferencesChanged = true
        super.unmount(node)
    }
}

extension View {
    /// Sets the preferred color scheme for this presentation: the whole hosted tree's
    /// `\.colorScheme` follows it, whichever view sets it (`nil`: no preference, the
    /// host's scheme). The pixel target draws its backdrop and default text for it.
    public nonisolated func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreferredColorSchemeModifier(scheme: colorScheme))
    }

    /// Hosts this view in `colorScheme` unless a view in it prefers another
    /// (``preferredColorScheme(_:)``), as a person's appearance setting does on Apple's
    /// platforms: the scheme a preview's tool or a test chooses.
    nonisolated package func hostColorScheme(_ colorScheme: ColorScheme) -> some View {
        modifier(PreferredColorSchemeModifier(scheme: colorScheme, isHosts: true))
    }
}
