@_spi(Machinery) import ClockworkCore

/// A color is a view that fills the space it is offered with itself.
extension Color: View, BuiltinView {
    package func makeContent() -> NodeContent { StyleFillContent(self, kind: "Color") }
}
