/// An image from the system's symbol set, by name (terminals draw it as a glyph).
///
/// A symbol carries its name as its label, so an image-only button is tapped by it:
/// `clockwork tap play.fill`, `host.tap("play.fill")`.
public struct Image: View, BuiltinView, Equatable {
    let systemName: String
    var isResizable = false

    /// Creates a system symbol image.
    public init(systemName: String) {
        self.systemName = systemName
    }

    /// The ways an image can fill a space larger than itself.
    public enum ResizingMode: Sendable, Hashable {
        /// Repeats the image.
        case tile
        /// Stretches the image.
        case stretch
    }

    /// Sets the image to take the size it is offered, instead of its own.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// The relative sizes of symbol images.
    public enum Scale: Sendable, Hashable, CaseIterable {
        /// A scale that produces small images.
        case small
        /// A scale that produces medium-sized images.
        case medium
        /// A scale that produces large images.
        case large
    }

    func makeContent() -> NodeContent { ImageContent(self) }
}

@MainActor
private final class ImageContent: TypedContent<Image> {
    override var render: RenderRole { .leaf(kind: "Image", value: view.systemName) }

    /// The symbol's name stands as its label for targeting input.
    override var visibleText: String? { view.systemName }

    /// An image is an element labelled by its name, as SwiftUI labels a symbol.
    override var accessibilityTraits: AccessibilityTraits? { .isImage }

    /// A symbol is one cell; a resizable one takes what it is offered.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        let cell = node.graph.layoutMetrics.cell
        guard view.isResizable else { return cell }
        return Size(width: proposal.width ?? cell.width, height: proposal.height ?? cell.height)
    }

    override func place(in bounds: Rect, node: ViewNode) {}

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        items.append(paint.item(.symbol(view.systemName), in: node.frame))
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// The scale of symbol images in this view (`.imageScale(_:)`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales symbol images within the view. A terminal draws every symbol as one glyph.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
