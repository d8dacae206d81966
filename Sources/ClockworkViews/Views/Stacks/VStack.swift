@_spi(Machinery) import ClockworkCore

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a vertical stack with the given alignment and spacing.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.content = content()
    }

    @MainActor package func makeContent() -> NodeContent {
        SingleChildContent(
            self, role: { .element(kind: "VStack", attributes: stackAttributes($0.alignment.description, $0.spacing)) },
            layout: .stack { view, metrics in
                StackLayout(axis: .vertical, spacing: view.spacing ?? metrics.defaultSpacing.height, alignment: Alignment(horizontal: view.alignment, vertical: .top))
            }
        , part: \.content)
    }
}

extension VStack: View, BuiltinView {}
