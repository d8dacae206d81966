import ClockworkPixels
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

/// A dial as SwiftUI code draws one: a ring bordered inside its frame, an inset card, a
/// faded gradient, a badge scaled from its corner.
private struct Dial: View {
    var body: some View {
        VStack(spacing: 8) {
            ZStack {
                Circle().strokeBorder(Color.orange, lineWidth: 6)
                Circle().inset(by: 12).fill(.blue.opacity(0.5))
                Circle().inset(by: 8).trim(from: 0, to: 0.3).stroke(.white, lineWidth: 2)
            }
            .background(.ultraThinMaterial)
            .frame(width: 60, height: 60)
            RoundedRectangle(cornerRadius: 10).inset(by: 3).stroke(.green, lineWidth: 2)
                .frame(width: 80, height: 30)
            Rectangle()
                .fill(LinearGradient(colors: [.red, .yellow], startPoint: .leading, endPoint: .trailing).opacity(0.5))
                .frame(width: 80, height: 10)
            Text("7")
                .padding(4)
                .background(.purple, in: .rect(cornerRadius: 4))
                .scaleEffect(0.5, anchor: .topLeading)
                .overlay(.white.opacity(0.2))
        }
        .padding(8)
    }
}

@Suite("Shapes: inset, borders inside the frame, shapes by name, faded styles, scaling about an anchor")
@MainActor
struct ShapeOperationsTests {
    private func items(_ view: some View) throws -> [DisplayItem] {
        let host = try TestHost(view, size: nil)
        host.present(on: try PixelTarget(width: 200, height: 160, units: .points(scale: 1)))
        host.pump()
        return host.graph.displayList().items
    }

    @Test("strokeBorder draws the line inside the frame: the outline inset by half the line's width")
    func strokeBorderStaysInside() throws {
        let shown = try items(Circle().strokeBorder(Color.orange, lineWidth: 6).frame(width: 60, height: 60))
        let ring = try #require(shown.first { if case .shape(.circle, .stroke) = $0.primitive { true } else { false } })
        #expect(ring.frame.size == Size(width: 54, height: 54))
        let stroked = try items(Circle().stroke(Color.orange, lineWidth: 6).frame(width: 60, height: 60))
        #expect(stroked.first { if case .shape(.circle, .stroke) = $0.primitive { true } else { false } }?.frame.size == Size(width: 60, height: 60),
                "stroke centres the line on the outline, so half of it falls outside")
    }

    @Test("strokeBorder on an insettable shape of one's own draws the shape its inset(by:) returns, half the line in")
    func strokeBorderOfOwnShape() throws {
        let shown = try items(Notch().strokeBorder(Color.orange, lineWidth: 6).frame(width: 60, height: 40))
        let border = try #require(shown.first { if case .shape(.path, .stroke) = $0.primitive { true } else { false } })
        guard case .shape(.path(let path), _) = border.primitive else { return }
        #expect(path.boundingRect == CGRect(x: 3, y: 3, width: 54, height: 34))
        #expect(border.frame.size == Size(width: 60, height: 40))
    }

    @Test("an inset rounded rectangle keeps its corners concentric: the radius shrinks by the inset")
    func insetRoundedRectangle() throws {
        let shown = try items(RoundedRectangle(cornerRadius: 10).inset(by: 3).stroke(.green, lineWidth: 2).frame(width: 80, height: 30))
        let card = try #require(shown.first { if case .shape(.roundedRectangle, _) = $0.primitive { true } else { false } })
        #expect(card.primitive == .shape(.roundedRectangle(cornerWidth: 7, cornerHeight: 7, style: .continuous),
                                         .stroke(Color.green.paintStyle, StrokeStyle(lineWidth: 2))))
        #expect(card.frame.size == Size(width: 74, height: 24))
    }

    @Test("shapes named as members draw as the shapes they name")
    func shapesByName() throws {
        func outline(_ shape: some Shape) throws -> ShapeOutline? {
            if case .shape(let outline, _) = try items(shape.frame(width: 20, height: 10)).first?.primitive { return outline }
            return nil
        }
        #expect(try outline(.rect) == .rectangle)
        #expect(try outline(.rect(cornerRadius: 4)) == .roundedRectangle(cornerWidth: 4, cornerHeight: 4, style: .continuous))
        #expect(try outline(.circle) == .circle)
        #expect(try outline(.capsule(style: .circular)) == .capsule)
        #expect(try outline(.ellipse) == .ellipse)
    }

    @Test("a style's opacity multiplies each color's: a color, a gradient's stops, a content role as its color")
    func fadedStyles() {
        #expect(Color.red.opacity(0.5).paintStyle == Color.red.opacity(0.5).paintStyle)
        let gradient = LinearGradient(colors: [.red, .yellow], startPoint: .leading, endPoint: .trailing).opacity(0.5).paintStyle
        guard case .linearGradient(let faded, _, _) = gradient else { Issue.record("\(gradient)"); return }
        #expect(faded.stops.map(\.color.opacity) == [0.5, 0.5])
        #expect(HierarchicalShapeStyle.secondary.opacity(0.5).paintStyle == .color(Color.secondary.opacity(0.5)))
    }

    @Test("a scale effect about the top leading corner keeps that corner where layout put it")
    func scaleAboutAnAnchor() throws {
        let shown = try items(Color.purple.frame(width: 40, height: 20).scaleEffect(0.5, anchor: .topLeading))
        let fill = try #require(shown.first)
        let corner = fill.transform.apply(to: Point(x: fill.frame.minX, y: fill.frame.minY))
        let far = fill.transform.apply(to: Point(x: fill.frame.maxX, y: fill.frame.maxY))
        #expect(corner == Point(x: fill.frame.minX, y: fill.frame.minY))
        #expect(far == Point(x: fill.frame.minX + 20, y: fill.frame.minY + 10))
        let host = try TestHost(Color.purple.frame(width: 40, height: 20).scaleEffect(0.5, anchor: .topLeading))
        #expect(host.renderTree.contains("scale=0.5 anchor=(0,0)"))
    }

    @Test("a style overlaid on a view covers its frame; the safe-area edges change nothing on a daemon's screen")
    func styleOverlay() throws {
        let shown = try items(Text("7").frame(width: 30, height: 20).overlay(.white.opacity(0.2)).background(.black, ignoresSafeAreaEdges: .top))
        let text = try #require(shown.firstIndex { $0.primitive == .text("7") })
        let veil = try #require(shown.lastIndex { if case .shape(.rectangle, .fill) = $0.primitive { true } else { false } })
        #expect(veil > text, "the overlay is drawn after the text, over it")
        #expect(shown[veil].frame.size == Size(width: 30, height: 20))
    }

    @Test("trim keeps a fraction of the outline's length: a circle's from its trailing point, clockwise")
    func trimmedOutline() throws {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0, to: 0.5)
        #expect(square.elements == [.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10))])
        #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0.5, to: 0.5).elements.isEmpty)
        let shown = try items(Circle().trim(from: 0, to: 0.25).stroke(.white, lineWidth: 2).frame(width: 40, height: 40))
        guard case .shape(.path(let arc), .stroke) = try #require(shown.first).primitive else { Issue.record("\(shown)"); return }
        guard case .move(let start)? = arc.elements.first, case .line(let end)? = arc.elements.last else { Issue.record("\(arc)"); return }
        #expect(start == CGPoint(x: 40, y: 20), "three o'clock")
        #expect(abs(end.x - 20) < 0.01 && abs(end.y - 40) < 0.01, "six o'clock, a quarter of the way round: \(end)")
    }

    @Test("a material is a translucent veil, more opaque the thicker it is")
    func materials() throws {
        func opacity(_ material: Material) -> Double? {
            if case .color(let color) = material.paintStyle { return color.opacity }
            return nil
        }
        let thicknesses: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick]
        let opacities = thicknesses.compactMap(opacity)
        #expect(opacities == opacities.sorted() && Set(opacities).count == 5 && opacities.allSatisfy { $0 > 0 && $0 < 1 })
        let shown = try items(Text("over").padding(4).background(.regularMaterial, in: .rect(cornerRadius: 6)))
        let veil = try #require(shown.first)
        #expect(veil.primitive == .shape(.roundedRectangle(cornerWidth: 6, cornerHeight: 6, style: .continuous),
                                         .fill(Material.regular.paintStyle, eoFill: false)))
    }

    @Test("the dial matches its golden image")
    func dialMatchesGolden() throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/shapes-dial.png").path
        let result = try TestHost(Dial()).compareSnapshot(toGolden: golden, width: 120, height: 160)
        #expect(result.matches, "\(result)")
    }
}

/// An insettable shape of one's own: a rectangle drawn `insetAmount` in from its frame.
private struct Notch: InsettableShape {
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }

    func inset(by amount: CGFloat) -> Notch { Notch(insetAmount: insetAmount + amount) }
}
