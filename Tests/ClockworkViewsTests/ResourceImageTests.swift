import ClockworkTestSupport
import ClockworkDisplayListTarget
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore
@testable import ClockworkViews
@testable import ClockworkPixels
@testable import ClockworkTerminal

/// The test target's images: `swatch.png` (4 × 2: red, green, blue and white over black,
/// black, clear and clear), `tile.jpg` (16 × 8, one blue), `badge.svg` (96 × 48).
@Suite("Images from resources: found by name, sized by their files, drawn in pixels, named on a terminal")
@MainActor
struct ResourceImageTests {
    private func canvas(_ view: some View, width: Int = 64, height: Int = 32) throws -> PixelCanvas {
        let host = try TestHost(view)
        let target = try PixelTarget(width: width, height: height, units: .points(scale: 1))
        host.present(on: target)
        return target.canvas
    }

    @Test("an image takes its file's size, in points, and draws its pixels")
    func drawsAtItsOwnSize() throws {
        let host = try TestHost(Image("swatch", bundle: .module))
        let target = try PixelTarget(width: 64, height: 32, units: .points(scale: 1))
        host.present(on: target)
        let item = try #require(host.graph.displayList().items.first)
        #expect(item.frame.size == Size(width: 4, height: 2))
        let origin = (Int(item.frame.minX), Int(item.frame.minY))
        #expect(target.canvas.color(x: origin.0, y: origin.1) == (255, 0, 0))
        #expect(target.canvas.color(x: origin.0 + 2, y: origin.1) == (0, 0, 255))
        #expect(matches(target.canvas.color(x: origin.0 + 2, y: origin.1 + 1), PixelTheme.dark.background), "a clear pixel shows what is under it")
    }

    @Test("resizable, an image stretches over the frame it is given; nearest-pixel sampling keeps hard edges")
    func resizableStretches() throws {
        let view = Image("swatch", bundle: .module).resizable().interpolation(.none).frame(width: 40, height: 20)
        let canvas = try canvas(view, width: 40, height: 20)
        #expect(canvas.color(x: 4, y: 4) == (255, 0, 0))
        #expect(canvas.color(x: 14, y: 4) == (0, 255, 0))
        #expect(canvas.color(x: 25, y: 4) == (0, 0, 255))
        #expect(canvas.color(x: 35, y: 4) == (255, 255, 255))
        #expect(canvas.color(x: 4, y: 15) == (0, 0, 0))
    }

    @Test("scaledToFit keeps the image's shape inside a frame of another shape")
    func scaledToFitKeepsTheShape() throws {
        let host = try TestHost(Image("swatch", bundle: .module).resizable().scaledToFit().frame(width: 40, height: 40))
        host.present(on: try PixelTarget(width: 40, height: 40, units: .points(scale: 1)))
        let item = try #require(host.graph.displayList().items.first { if case .image = $0.primitive { true } else { false } })
        #expect(item.frame.size == Size(width: 40, height: 20))
    }

    @Test("a template image is its opaque pixels filled with the foreground style")
    func templateTakesTheForeground() throws {
        let view = Image("swatch", bundle: .module).renderingMode(.template).resizable().interpolation(.none)
            .foregroundStyle(Color.orange).frame(width: 40, height: 20)
        let canvas = try canvas(view, width: 40, height: 20)
        #expect(matches(canvas.color(x: 4, y: 4), .orange, tolerance: 2))
        #expect(matches(canvas.color(x: 25, y: 4), .orange, tolerance: 2), "blue in the file, orange drawn")
        #expect(matches(canvas.color(x: 25, y: 15), PixelTheme.dark.background), "clear stays clear")
    }

    @Test("color effects reach an image's own pixels: inverted, multiplied, and clear pixels stay clear")
    func colorEffectsTransformPixels() throws {
        let swatch = Image("swatch", bundle: .module).resizable().interpolation(.none).frame(width: 40, height: 20)
        let inverted = try canvas(swatch.colorInvert(), width: 40, height: 20)
        #expect(inverted.color(x: 4, y: 4) == (0, 255, 255), "red inverted is cyan")
        #expect(inverted.color(x: 35, y: 4) == (0, 0, 0), "white inverted is black")
        #expect(matches(inverted.color(x: 25, y: 15), PixelTheme.dark.background), "clear stays clear")
        let tinted = try canvas(swatch.colorMultiply(Color(red: 1, green: 0.5, blue: 0)), width: 40, height: 20)
        #expect(matches(tinted.color(x: 35, y: 4), Color(red: 1, green: 0.5, blue: 0)), "white times the color is the color")
        #expect(tinted.color(x: 25, y: 4) == (0, 0, 0), "blue times a color without blue is black")
    }

    @Test("an image's color effects travel in the display list's wire format, and a matrix of the wrong size is refused")
    func colorMatrixOnTheWire() throws {
        let host = try TestHost(Image("swatch", bundle: .module).saturation(0).brightness(0.1))
        host.pump()
        let list = host.graph.displayList()
        let decoded = try JSONDecoder().decode(DisplayList.self, from: Data(list.json().utf8))
        guard case .image(let image) = try #require(decoded.items.first).primitive else { Issue.record("no image"); return }
        #expect(image.colorMatrix == ColorMatrix.brightness(0.1).concatenating(.saturation(0)))
        let short = list.json().replacingOccurrences(of: #""colorMatrix":["#, with: #""colorMatrix":[1,0,0],"was":["#)
        let error = #expect(throws: DecodingError.self) { try JSONDecoder().decode(DisplayList.self, from: Data(short.utf8)) }
        #expect("\(String(describing: error))".contains("colorMatrix has 3 numbers"))
    }

    @Test("JPEG and SVG files are found and sized too; a tiled image repeats at its own size")
    func jpegSvgAndTiles() throws {
        let jpeg = try #require(ImageCatalog.asset(named: "tile", in: .module))
        #expect(jpeg.format == .jpeg && jpeg.size == Size(width: 16, height: 8))
        let svg = try #require(ImageCatalog.asset(named: "badge", in: .module))
        #expect(svg.format == .svg && svg.size == Size(width: 96, height: 48))
        let canvas = try canvas(Image("badge", bundle: .module), width: 96, height: 48)
        #expect(matches(canvas.color(x: 90, y: 24), Color(red: 0x1f / 255, green: 0x6f / 255, blue: 0xeb / 255), tolerance: 3))
        let tiles = try self.canvas(Image("tile", bundle: .module).resizable(resizingMode: .tile).frame(width: 64, height: 32))
        #expect(matches(tiles.color(x: 60, y: 28), Color(red: 0x20 / 255, green: 0x60 / 255, blue: 0xc0 / 255), tolerance: 3))
    }

    @Test("a missing or unreadable image has no size and draws nothing, without a crash")
    func missingImagesDrawNothing() throws {
        let host = try TestHost(HStack(spacing: 0) {
            Image("no-such-image", bundle: .module)
            Image("broken", bundle: .module)
            Text("after")
        }, size: Size(width: 5, height: 1))
        let items = host.graph.displayList().items
        #expect(items.count == 1)
        #expect(items.first?.frame.minX == 0, "the missing images take no room")
    }

    @Test("on a terminal an image is a box bearing its name, and its name labels it for targets")
    func terminalBoxAndLabel() throws {
        var tapped = false
        let host = try TestHost(VStack {
            Image("swatch", bundle: .module)
            Button { tapped = true } label: { Image("tile", bundle: .module) }
            Image(decorative: "swatch", bundle: .module)
        })
        host.present(on: DisplayListTarget(size: Size(width: 40, height: 10)) { _ in })
        let dump = host.graph.displayList().textDump
        #expect(dump.contains("image (16,3 8x1) swatch"), "sized as its bracketed name: \(dump)")
        try host.tap("tile")
        #expect(tapped)
        let tree = host.accessibilityTree
        #expect(tree.components(separatedBy: "\"swatch\"").count == 2, "one swatch is an element, the decorative one not: \(tree)")
        let cells = CellGrid(drawing: host.graph.displayList().items, width: 40, height: 10)
        #expect(String(decoding: cells.encode(from: nil, colors: .palette256), as: UTF8.self).contains("[swatch]"))
        let box = try TestHost(Image("swatch", bundle: .module).resizable().frame(width: 12, height: 3))
        box.present(on: DisplayListTarget(size: Size(width: 12, height: 3)) { _ in })
        let boxed = String(decoding: CellGrid(drawing: box.graph.displayList().items, width: 12, height: 3).encode(from: nil, colors: .palette256),
                           as: UTF8.self)
        #expect(boxed.contains("swatch") && boxed.contains("┌"), "three rows or more: a drawn box with the name inside")
    }

    @Test("decoded images are kept, 4 bytes a pixel, up to the cache's limit, the least recently drawn let go")
    func decodedImagesAreCachedWithinALimit() throws {
        let swatch = try #require(ImageCatalog.asset(named: "swatch", in: .module))
        let tile = try #require(ImageCatalog.asset(named: "tile", in: .module))
        let cache = ImageCache(limit: 16 * 8 * 4 + 4 * 2 * 4)
        #expect(cache.surface(for: swatch.path, isVector: false, width: 0, height: 0) != nil)
        #expect(cache.bytes == 4 * 2 * 4)
        #expect(cache.surface(for: tile.path, isVector: false, width: 0, height: 0) != nil)
        #expect(cache.bytes == 4 * 2 * 4 + 16 * 8 * 4)
        let badge = try #require(ImageCatalog.asset(named: "badge", in: .module))
        #expect(cache.surface(for: badge.path, isVector: true, width: 8, height: 4) != nil)
        #expect(cache.bytes <= cache.limit, "the oldest image was let go to make room")
    }
}
