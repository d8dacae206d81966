/// Declares a preview of a view, as SwiftUI code does: `#Preview { PanelView() }`,
/// `#Preview("Alarm") { … }`. The body becomes a view type of its own, so previews
/// compile unchanged and cost nothing at run time.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "ClockworkMacros", type: "PreviewMacro")

/// Declares a preview with traits, as SwiftUI code does:
/// `#Preview(traits: .sizeThatFitsLayout) { Gauge() }`. The traits become the preview
/// type's `previewTraits`, for a tool that frames it.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<PreviewViewTraits>,
                     _ additionalTraits: PreviewTrait<PreviewViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "ClockworkMacros", type: "PreviewMacro")

/// Marks a variable at the top of a `#Preview` body as the preview's own property:
/// `@Previewable @State var isOn = false` is state the previewed view can bind to.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ClockworkMacros", type: "PreviewableMacro")
