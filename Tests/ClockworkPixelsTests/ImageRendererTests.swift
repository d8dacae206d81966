import ClockworkTestSupport
import Clockwork
import ClockworkPixels
import ClockworkTesting
import Foundation
import Testing

// ImageRenderer and UIImage, as Apple's pages describe them: a view drawn to an image off
// any screen, kept as a PNG and shown again with Image(uiImage:).

private struct Badge: View {
    var text: String
    var body: some View {
        Text(text)
            .font(.title)
            .padding(12)
            .background(Color(red: 0.1, green: 0.35, blue: 0.2), in: .rect(cornerRadius: 8))
    }
}

/// The width and height a PNG's header gives.
private func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data)
    guard bytes.count > 24, bytes[1] == UInt8(ascii: "P"), bytes[2] == UInt8(ascii: "N"), bytes[3] == UInt8(ascii: "G") else { return nil }
    let number = { (range: Range<Int>) in bytes[range].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16..<20), number(20..<24))
}

@Suite("ImageRenderer")
@MainActor
struct ImageRendererTests {
    @Test("a view is drawn at its ideal size times the scale, and its text reads back")
    func rendersAtIdealSize() throws {
        let renderer = ImageRenderer(content: Badge(text: "Ready 42"))
        renderer.scale = 2
        renderer.isOpaque = true
        let png = try #require(renderer.pngData())
        let size = try #require(pngSize(png))
        let ideal = try #require(renderer.uiImage?.size)
        #expect(size.width == Int((ideal.width * 2).rounded(.up)) && size.height == Int((ideal.height * 2).rounded(.up)))
        #expect(ideal.width > 80 && ideal.height > 30, "the title's text and its padding: \(ideal)")
        let read = try ocr([UInt8](png))
        #expect(read.contains("Ready 42"), "tesseract read: \(read)")
    }

    @Test("the image is drawn in the light appearance, as SwiftUI's renderer draws: dark text on white")
    func drawsInTheLightAppearance() throws {
        let renderer = ImageRenderer(content: Text("Ink").font(.largeTitle).padding(4))
        renderer.isOpaque = true
        let image = try #require(renderer.uiImage)
        let host = try TestHost(Image(uiImage: image))
        let (width, height) = (Int(image.size.width), Int(image.size.height))
        let target = try PixelTarget(width: width, height: height, units: .points(scale: 1))
        host.present(on: target)
        #expect(target.canvas.color(x: 1, y: 1) == (255, 255, 255), "the light background")
        let darkest = (0..<height).flatMap { y in (0..<width).map { x in target.canvas.color(x: x, y: y).red } }.min() ?? 255
        #expect(darkest < 60, "the text in the light appearance's black: \(darkest)")
    }

    @Test("a proposed size is the size the view is laid out at")
    func proposedSize() throws {
        let renderer = ImageRenderer(content: Color.orange)
        renderer.proposedSize = ProposedViewSize(width: 120, height: 30)
        let size = try #require(renderer.pngData().flatMap(pngSize))
        #expect(size.width == 120 && size.height == 30)
    }

    @Test("an image of nothing is nil; a changed content draws the new view")
    func emptyAndChanged() throws {
        let renderer = ImageRenderer(content: AnyView(EmptyView()))
        #expect(renderer.pngData() == nil)
        renderer.content = AnyView(Badge(text: "Now"))
        #expect(renderer.pngData() != nil)
    }

    @Test("the image is a UIImage an Image shows, its PNG bytes kept")
    func uiImageRoundTrip() throws {
        let renderer = ImageRenderer(content: Badge(text: "Saved"))
        let image = try #require(renderer.uiImage)
        #expect(image.pngData() == renderer.pngData())
        #expect(image.jpegData(compressionQuality: 0.8) == nil, "a PNG is not re-encoded")
        let host = try TestHost(Image(uiImage: image).accessibilityLabel("badge"))
        let items = host.graph.displayList().items
        guard case .image(let drawn)? = items.first?.primitive else {
            Issue.record("not an image: \(items)")
            return
        }
        #expect(FileManager.default.contents(atPath: drawn.path) == image.pngData())
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(named: "no-such-image") == nil)
        #expect(UIImage(systemName: "star.fill").map { Image(uiImage: $0) } == Image(systemName: "star.fill"))
    }
}
