@_spi(Machinery) import ClockworkCore

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a horizontal stack with the given alignment and spacing.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.content = content()
    }

    @MainActor package func makeContent() -> NodeContent {
        SingleChildContent(
            self, role: { .element(kind: "HStack", attributes: stackAttributes($0.alignment.description, $0.spacing)) },
            layout: .stack { view, metrics in
                StackLayout(axis: .horizontal, spacing: view.spacing ?? metrics.defaultSpacing.width, alignment: Alignment(horizontal: .leading, vertical: view.alignment))
            }
        , part: \.content)
    }
}

extension HStack: View, BuiltinView {}
