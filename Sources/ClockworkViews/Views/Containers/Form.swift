@_spi(Machinery) import ClockworkCore

/// A container for grouping controls used for data entry, such as in settings or
/// inspectors.
///
/// Lays its rows (its sections and controls) out as a list does: one under another,
/// inset one unit, in all the space it is offered.
public struct Form<Content: View> {
    let content: Content

    /// Creates a form with the provided content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor package func makeContent() -> NodeContent { RowsContent(self, kind: "Form") { $0.content } }
}

extension Form: View, BuiltinView {}
