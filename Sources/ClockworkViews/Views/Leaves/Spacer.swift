@_spi(Machinery) import ClockworkCore

/// A flexible space that expands along the major axis of its containing stack.
public struct Spacer: Equatable {
    let minLength: Double?

    /// Creates a spacer, optionally with a minimum length.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength.map(Double.init)
    }

    @MainActor package func makeContent() -> NodeContent {
        SingleChildContent(
            self, role: { .element(kind: "Spacer", attributes: $0.minLength.map { ["minLength=\(formatNumber($0))"] } ?? []) },
            layout: .spacer { $0.minLength ?? 0 }
        ) { _ in EmptyView() }
    }
}

extension Spacer: View, BuiltinView {}
