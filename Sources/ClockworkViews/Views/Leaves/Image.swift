@_spi(Machinery) import ClockworkCore
import Foundation

/// An image: a symbol from the system's set by name (`Image(systemName: "gauge")`, a glyph
/// on every target), or a PNG, JPEG or SVG from the program's resources by name
/// (`Image("logo")`), drawn in pixels on a pixel target and as a box bearing its name on
/// a terminal.
///
/// An image carries its name as its label, so an image-only button is tapped by it:
/// `clockwork tap play.fill`, `host.tap("play.fill")`. A decorative image has none and is
/// left out of the accessibility tree.
public struct Image: Equatable, Sendable {
    /// The symbol's or the resource's name.
    let name: String
    /// The resource's file; `nil` for a symbol, or a resource not found.
    let asset: ImageAsset?
    let isSymbol: Bool
    /// The label targets and the accessibility tree name the image by (`nil`: decorative).
    var label: String?
    var isResizable = false
    var resizingMode = ResizingMode.stretch
    var renderingMode: TemplateRenderingMode?
    /// The symbol's own rendering mode (`.symbolRenderingMode(_:)` on the image), over
    /// the environment's.
    var symbolMode: SymbolRenderingMode?
    var interpolation = Interpolation.high

    /// An image of the file `asset` (`nil`: a resource not found), labelled by its name.
    init(file asset: ImageAsset?) {
        name = asset?.name ?? ""
        self.asset = asset
        isSymbol = false
        label = asset?.name
    }

    /// Creates a system symbol image.
    public init(systemName: String) {
        name = systemName
        asset = nil
        isSymbol = true
        label = systemName
    }

    /// Creates an image from the file named `name` (`logo.png`, `logo@2x.png`,
    /// `logo.jpg`, `logo.svg`) in `bundle`, or in the program's bundles when `nil`. Its
    /// name is its label.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        asset = ImageCatalog.asset(named: name, in: bundle)
        isSymbol = false
        label = name
    }

    /// Creates an image from a file in `bundle`, labelled by `label`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        self.label = label.plainString
    }

    /// Creates an image from a file in `bundle` that is only decoration: no label, and
    /// no element in the accessibility tree.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        label = nil
    }

    /// The ways an image can fill a space larger than itself.
    public enum ResizingMode: Sendable, Hashable {
        /// Repeats the image at its own size.
        case tile
        /// Stretches the image.
        case stretch
    }

    /// Whether an image is drawn in its own colors or as a shape in the foreground style.
    public enum TemplateRenderingMode: Sendable, Hashable {
        /// The image's own colors.
        case original
        /// The image's opaque parts filled with the foreground style (a tint, a color).
        case template
    }

    /// How an image's pixels are sampled when it is drawn larger or smaller than itself.
    public typealias Interpolation = ImageInterpolation

    /// Sets the image to take the size it is offered, instead of its own, filling it by
    /// stretching (or, with `.tile`, repeating) itself.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        image.resizingMode = resizingMode
        return image
    }

    /// Draws the image in its own colors, or as a template filled with the foreground style.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    /// Samples the image's pixels with `interpolation` when it is scaled.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolation = interpolation
        return image
    }

    /// Smooths the image's edges when it is scaled (`false`: the nearest pixel).
    public func antialiased(_ isAntialiased: Bool) -> Image {
        interpolation(isAntialiased ? .high : .none)
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

    @MainActor package func makeContent() -> NodeContent { ImageContent(self) }
}

extension Image: View, BuiltinView {}

@MainActor
private final class ImageContent: TypedContent<Image> {
    /// A symbol's name with the variant the environment asks for; a resource's name.
    private var shownName = ""
    /// The label, the variant's name for a symbol labelled by its own.
    private var shownLabel: String?
    /// A symbol's scale (`.imageScale(_:)`).
    private var scale = Image.Scale.medium
    /// Whether the image is drawn as a gray block (`.redacted(reason: .placeholder)`).
    private var isPlaceholder = false
    /// A symbol's layers, where its name has two and its rendering mode colors them
    /// apart (``SymbolLayers``), and their palette.
    private var layers: (SymbolLayers, SymbolRenderingMode)?
    private var palette = SymbolPalette()

    override func update(_ node: ViewNode) {
        shownName = view.name
        shownLabel = view.label
        // One tracked read of everything the image depends on: each `track` is an
        // evaluation of its own, which keeps only the dependencies it read.
        let readsRedaction = node.environment.setsRedaction
        guard view.isSymbol else {
            isPlaceholder = readsRedaction
                && node.graph.track(node, countsAsBody: false) { node.trackedEnvironment(\.redactionReasons) }.contains(.placeholder)
            return
        }
        let (variant, scale, mode, palette, redaction) = node.graph.track(node, countsAsBody: false) {
            (node.trackedEnvironment(\.symbolVariants), node.trackedEnvironment(\.imageScale),
             view.symbolMode ?? node.trackedEnvironment(\.symbolRenderingMode), node.trackedEnvironment(\.symbolPalette),
             readsRedaction ? node.trackedEnvironment(\.redactionReasons) : [])
        }
        isPlaceholder = redaction.contains(.placeholder)
        self.scale = scale
        shownName = variant.applied(to: view.name)
        if view.label == view.name { shownLabel = shownName }
        self.palette = palette
        layers = nil
        if let mode, mode == .hierarchical || mode == .palette, let split = SymbolLayers(shownName) { layers = (split, mode) }
    }

    override var render: RenderRole { .leaf(kind: "Image", value: shownName) }

    /// The image's label stands as its name for targeting input.
    override var visibleText: String? { shownLabel }

    /// An image with a label is an element labelled by it, as SwiftUI labels a symbol.
    override var accessibilityTraits: AccessibilityTraits? { shownLabel == nil ? nil : .isImage }

    /// A symbol is one cell, or in points a square sized by its font and scale
    /// (``Image/symbolSide(font:scale:)``); a resource image its size in points, or on a
    /// terminal its bracketed name; a resizable one takes what it is offered. A resource
    /// not found has no size.
    override func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
        var own = view.naturalSize(in: node.graph)
        if view.isSymbol, node.graph.layoutMetrics.measuresPoints {
            let side = Image.symbolSide(font: node.inheritedPaint.resolvedFont ?? .body, scale: scale)
            own = Size(width: side, height: side)
        }
        guard view.isResizable else { return own }
        return Size(width: proposal.width ?? own.width, height: proposal.height ?? own.height)
    }

    override func place(in bounds: Rect, node: ViewNode) {}

    override func appendDisplayItems(node: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        if isPlaceholder {
            // Redacted as a placeholder: a gray block where the image would be.
            var block = paint.item(.shape(.roundedRectangle(cornerWidth: 4, cornerHeight: 4, style: .continuous),
                                          .fill(Color(uiColor: .secondarySystemFill).paintStyle, eoFill: false)), in: node.frame)
            block.foreground = nil
            items.append(block)
            return
        }
        if view.isSymbol {
            var frame = node.frame
            if !view.isResizable, node.graph.layoutMetrics.measuresPoints {
                let margin = Image.symbolMargin * min(frame.size.width, frame.size.height)
                frame = Rect(x: frame.minX + margin, y: frame.minY + margin,
                             width: frame.size.width - 2 * margin, height: frame.size.height - 2 * margin)
            }
            if let (layers, mode) = layers, node.graph.layoutMetrics.measuresPoints {
                for item in layers.items(in: frame, mode: mode, palette: palette, paint: paint) { items.append(item) }
            } else {
                items.append(paint.item(.symbol(shownName), in: frame))
            }
        } else if let primitive = view.drawnPrimitive {
            items.append(paint.item(primitive, in: node.frame))
        }
    }
}

extension Image {
    /// The side of a symbol's square in points, laid out in `font` at `scale`: its
    /// drawing as tall as the font's size (small 0.8 of it, large 1.25, as SF Symbols'
    /// scales), with a twelfth of the square's side clear on each side of it.
    nonisolated static func symbolSide(font: Font, scale: Scale) -> Double {
        let drawing = switch scale {
        case .small: 0.8
        case .medium: 1.0
        case .large: 1.25
        }
        return (font.size * drawing / (1 - 2 * symbolMargin)).rounded()
    }

    /// The part of a symbol's square left clear on each side of its drawing.
    static let symbolMargin = 1.0 / 12

    /// The image's own size in `graph`'s units: a symbol is a cell, a resource its
    /// pixels' size in points (its name between brackets on a terminal); a missing
    /// resource has none.
    @MainActor
    func naturalSize(in graph: ViewGraph) -> Size {
        let metrics = graph.layoutMetrics
        if isSymbol { return metrics.cell }
        guard let asset else { return Size(width: 0, height: 0) }
        guard !metrics.measuresPoints else { return asset.size }
        return Size(width: graph.textMeasure.width(of: name) + 2, height: 1)
    }

    /// What the image draws: its symbol, its resource, or nothing for a missing resource.
    var drawnPrimitive: DisplayItem.Primitive? {
        if isSymbol { return .symbol(name) }
        guard let asset else { return nil }
        return .image(ImageItem(name: name, path: asset.path, isTemplate: renderingMode == .template,
                                interpolation: interpolation, isTiled: isResizable && resizingMode == .tile,
                                scale: asset.scale))
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
    public nonisolated func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
