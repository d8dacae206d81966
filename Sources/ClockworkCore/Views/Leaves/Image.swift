/// An image from the system's symbol set, by name (terminals draw it as a glyph).
public struct Image: View, BuiltinView, Equatable {
    let systemName: String

    /// Creates a system symbol image.
    public init(systemName: String) {
        self.systemName = systemName
    }

    func makeContent() -> NodeContent { LeafContent(self, kind: "Image") { $0.systemName } }
}
