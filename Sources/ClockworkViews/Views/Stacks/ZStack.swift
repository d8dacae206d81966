@_spi(Machinery) import ClockworkCore

/// A view that overlays its children, aligning them in both axes.
public struct ZStack<Content: View> {
    let alignment: Alignment
    let content: Content

    /// Creates an overlaying stack with the given alignment.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @MainActor package func makeContent() -> NodeContent {
        SingleChildContent(
            self, role: { .element(kind: "ZStack", attributes: stackAttributes($0.alignment.description, nil)) },
            layout: .stack { view, _ in StackLayout(axis: nil, spacing: 0, alignment: view.alignment) }
        , part: \.content)
    }
}

extension ZStack: View, BuiltinView {}
