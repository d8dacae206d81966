@_spi(Machinery) import ClockworkCore

/// One of the previews a `PreviewProvider`'s `previews` shows: a view, and what the
/// preview modifiers around it say.
struct PreviewVariant {
    let view: AnyView
    let settings: PreviewSettings

    /// The previews `view` shows: each view of a group, of a builder block or of a
    /// `ForEach` a preview of its own, as Xcode shows them side by side; any other view one.
    @MainActor
    static func of(_ view: any View) -> [PreviewVariant] {
        guard let split = view as? any PreviewVariants else {
            return [PreviewVariant(view: AnyView(view), settings: PreviewSettings())]
        }
        let variants = split.previewVariants
        // One preview: the view as it is written, with what the settings in it say.
        return variants.count == 1 ? [PreviewVariant(view: AnyView(view), settings: variants[0].settings)] : variants
    }
}

/// Content that shows several previews when a provider's `previews` is made of it.
@MainActor
protocol PreviewVariants {
    /// The previews it shows, each with the settings around it.
    var previewVariants: [PreviewVariant] { get }
}

extension Group: PreviewVariants {
    @MainActor var previewVariants: [PreviewVariant] { PreviewVariant.of(content) }
}

extension TupleView: PreviewVariants {
    var previewVariants: [PreviewVariant] {
        Mirror(reflecting: value).children.flatMap { child in
            (child.value as? any View).map(PreviewVariant.of) ?? []
        }
    }
}

extension ForEach: PreviewVariants where Content: View {
    var previewVariants: [PreviewVariant] { data.flatMap { PreviewVariant.of(content($0)) } }
}

extension ModifiedContent: PreviewVariants where Content: View, Modifier: ViewModifier {
    /// A modifier around several previews applies to each.
    var previewVariants: [PreviewVariant] {
        PreviewVariant.of(content).map { PreviewVariant(view: AnyView($0.view.modifier(modifier)), settings: $0.settings) }
    }
}

extension Modified: PreviewVariants {
    /// A built-in modifier (`padding`, `preferredColorScheme`, …) around several previews
    /// applies to each.
    var previewVariants: [PreviewVariant] {
        PreviewVariant.of(content).map { PreviewVariant(view: AnyView($0.view.modifier(modifier)), settings: $0.settings) }
    }
}

extension PreviewSettingView: PreviewVariants {
    /// A preview setting around several previews applies to each, over what they say.
    @MainActor var previewVariants: [PreviewVariant] {
        PreviewVariant.of(content).map { variant in
            var settings = variant.settings
            apply(&settings)
            return PreviewVariant(view: variant.view, settings: settings)
        }
    }
}
