/// A view that displays one or more lines of read-only text.
public struct Text: View, BuiltinView, Equatable {
    let content: String

    /// Creates a text view that displays a string.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Creates a text view that displays a string without localization.
    public init(verbatim content: String) {
        self.content = content
    }

    func makeContent() -> NodeContent { LeafContent(self, kind: "Text") { [quoted($0.content)] } }
}

/// An image from the system's symbol set, by name (terminals draw it as a glyph).
public struct Image: View, BuiltinView, Equatable {
    let systemName: String

    /// Creates a system symbol image.
    public init(systemName: String) {
        self.systemName = systemName
    }

    func makeContent() -> NodeContent { LeafContent(self, kind: "Image") { [quoted($0.systemName)] } }
}

/// A flexible space that expands along the major axis of its containing stack.
public struct Spacer: View, BuiltinView, Equatable {
    let minLength: Double?

    /// Creates a spacer, optionally with a minimum length.
    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    func makeContent() -> NodeContent {
        LeafContent(self, kind: "Spacer") { $0.minLength.map { ["minLength=\(formatNumber($0))"] } ?? [] }
    }
}

/// Content of a view with no children: a render element described by its value.
@MainActor
final class LeafContent<V: View>: TypedContent<V> {
    private let kind: String
    private let describe: (V) -> [String]

    init(_ view: V, kind: String, describe: @escaping (V) -> [String]) {
        self.kind = kind
        self.describe = describe
        super.init(view)
    }

    override var render: RenderRole { .element(kind: kind, attributes: describe(view)) }

    override var visibleText: String? { (view as? Text)?.content }
}
