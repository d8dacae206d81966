import ClockworkCore
import ClockworkViews
import ClockworkLoop
import Foundation

/// Draws a view into an image, off any screen: a chart for a report, a badge for a
/// notification, a card to save as a PNG.
///
/// The view is mounted on a graph of its own, evaluated once, laid out at
/// ``proposedSize`` (its ideal size where a dimension is unspecified), and drawn in
/// pixels by Cairo and Pango in the light appearance, as SwiftUI's renderer draws
/// (`.environment(\.colorScheme, .dark)` on the content draws it dark). State changes,
/// `.onAppear` and tasks of the view do not run: the image is the view as first shown.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// The view to draw.
    public var content: Content {
        willSet { objectWillChange.send() }
    }

    /// Pixels per point of the image (2 for a phone's screen, 1 by default).
    public var scale: CGFloat = 1 {
        willSet { objectWillChange.send() }
    }

    /// The size proposed to the view; an unspecified dimension takes its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified {
        willSet { objectWillChange.send() }
    }

    /// Whether the image has no transparency: `true` fills behind the view with the
    /// theme's background, `false` (the default) leaves it clear.
    public var isOpaque = false {
        willSet { objectWillChange.send() }
    }

    /// The color space the image mixes colors in; Cairo draws in sRGB whichever is set.
    public var colorMode: ColorRenderingMode = .nonLinear {
        willSet { objectWillChange.send() }
    }

    /// A renderer of `view`.
    public init(content view: Content) {
        content = view
    }

    /// The view drawn as an image; `nil` when it has no size or cannot be drawn.
    public var uiImage: UIImage? {
        pngData().flatMap { UIImage(data: $0, scale: scale) }
    }

    /// The view drawn as a bitmap; `nil` when it has no size or cannot be drawn.
    public var cgImage: CGImage? {
        pngData().flatMap(CGImage.init(pngData:))
    }

    /// The view drawn as a PNG file's bytes; `nil` when it has no size or cannot be drawn.
    public func pngData() -> Data? {
        guard scale.isFinite, scale > 0,
              let loop = try? EventLoop(configuration: .init(ticksPerSecond: 60, clock: .manual(ManualClock()), ownership: .mainActor))
        else { return nil }
        let graph = ViewGraph(root: content.hostColorScheme(.light), loop: loop)
        guard let measuring = try? PixelCanvas(width: 1, height: 1, units: .points(scale: Double(scale))) else { return nil }
        graph.textMeasure = measuring.textMeasure
        graph.layoutMetrics = measuring.layoutMetrics
        graph.updateMarkedNodes()
        let size = graph.root.sizeThatFits(ProposedSize(width: proposedSize.width.map(Double.init),
                                                         height: proposedSize.height.map(Double.init)))
        let (width, height) = (Int((size.width * Double(scale)).rounded(.up)), Int((size.height * Double(scale)).rounded(.up)))
        guard width > 0, height > 0 else { return nil }
        var theme = PixelTheme.light
        if !isOpaque { theme.background = .clear }
        guard let canvas = try? PixelCanvas(width: width, height: height, units: .points(scale: Double(scale)), theme: theme)
        else { return nil }
        graph.textMeasure = canvas.textMeasure
        graph.layoutMetrics = canvas.layoutMetrics
        graph.layout(in: size)
        canvas.draw(graph.displayList())
        return (try? canvas.png()).map { Data($0) }
    }
}
