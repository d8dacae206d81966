/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: View, BuiltinView {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a vertical stack with the given alignment and spacing.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeContent() -> NodeContent {
        SingleChildContent(
            self, role: { .element(kind: "VStack", attributes: stackAttributes($0.alignment.rawValue, $0.spacing)) },
            layout: .stack { StackLayout(axis: .vertical, spacing: $0.spacing ?? 0, alignment: ($0.alignment.fraction, 0)) }
        ) { $0.content }
    }
}
