@_spi(Machinery) import ClockworkCore

/// What a `PreviewProvider`'s previews say about themselves with `previewLayout(_:)`,
/// `previewDisplayName(_:)`, `previewDevice(_:)` and `previewInterfaceOrientation(_:)`:
/// read by ``PreviewRecord/records(of:fileID:line:)``, the outermost modifier winning.
struct PreviewSettings {
    var name: String?
    var traits: [PreviewTrait<PreviewViewTraits>] = []
    var device: PreviewDevice?
}

/// The content shown as it is, with one preview setting beside it, read without mounting
/// it (``PreviewVariant/of(_:)``), the outer settings winning.
struct PreviewSettingView<Content: View> {
    let content: Content
    let apply: @MainActor (inout PreviewSettings) -> Void

    @MainActor var body: some View { content }
}

extension PreviewSettingView: View {}

extension View {
    /// The size of the container a preview is shown in (SwiftUI's `PreviewProvider`
    /// modifier). Changes nothing of what the view shows; `clockwork preview` frames the
    /// provider's preview by it.
    public nonisolated func previewLayout(_ value: PreviewLayout) -> some View {
        PreviewSettingView(content: self) { $0.traits.append(value.trait) }
    }

    /// The name a preview is listed by, instead of its provider's. Changes nothing of what
    /// the view shows.
    public nonisolated func previewDisplayName(_ value: String?) -> some View {
        PreviewSettingView(content: self) { settings in
            if let value { settings.name = value }
        }
    }

    /// The device a preview is shown as. Clockwork keeps the name and frames the preview as
    /// on the tool's screen; it changes nothing of what the view shows.
    public nonisolated func previewDevice(_ value: PreviewDevice?) -> some View {
        PreviewSettingView(content: self) { $0.device = value }
    }

    /// The orientation a preview is shown in: a portrait one is framed upright. Changes
    /// nothing of what the view shows.
    public nonisolated func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        PreviewSettingView(content: self) { $0.traits.append(PreviewTrait(setting: .orientation(value))) }
    }
}
