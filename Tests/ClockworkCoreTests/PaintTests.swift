import ClockworkTestSupport
import ClockworkDisplayListTarget
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore
@testable import ClockworkTerminal

@Suite("Typed paint")
@MainActor
struct PaintTests {
    private func items<V: View>(_ view: V, width: Double = 10, height: Double = 4) throws -> [DisplayItem] {
        let host = try TestHost(view)
        host.graph.layout(in: Size(width: width, height: height))
        return host.graph.displayList().items
    }

    @Test("colors keep their color space and are drawn as sRGB: linear 0.5 is 0.735, P3's red lies outside sRGB")
    func colorSpaces() {
        let linear = Color(.sRGBLinear, red: 0.5, green: 0, blue: 1).sRGB
        #expect(abs(linear.red - 0.7354) < 0.001 && linear.green == 0 && abs(linear.blue - 1) < 1e-12)
        let p3 = Color(.displayP3, red: 1, green: 0, blue: 0).sRGB
        #expect(p3.red > 1 && p3.green < 0 && p3.blue < 0, "P3 red is redder than sRGB can show")
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).sRGB == (0, 1, 0, 1))
        #expect(Color.red.opacity(0.5).sRGB.opacity == 0.5)
        #expect(Color.secondary.paintStyle == .hierarchical(.secondary), "primary and secondary are content roles")
    }

    @Test("shapes reach the display list by name with their fill or stroke; a custom shape as its path")
    func shapesAreTyped() throws {
        struct Wedge: Shape {
            func path(in rect: CGRect) -> Path {
                Path { path in
                    path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: rect.width, y: 0), CGPoint(x: 0, y: rect.height)])
                    path.closeSubpath()
                }
            }
        }
        let list = try items(HStack(spacing: 0) {
            Circle().fill(.blue)
            RoundedRectangle(cornerRadius: 2).stroke(.red, lineWidth: 1)
            Capsule()
            Wedge().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        }.foregroundStyle(.green))
        #expect(list.map(\.primitive) == [
            .shape(.circle, .fill(.color(.blue), eoFill: false)),
            .shape(.roundedRectangle(cornerWidth: 2, cornerHeight: 2, style: .continuous), .stroke(.color(.red), StrokeStyle(lineWidth: 1))),
            .shape(.capsule, .fill(.color(.green), eoFill: false)),
            .shape(.path(Wedge().path(in: CGRect(x: 0, y: 0, width: list[3].frame.size.width, height: 4))),
                   .fill(.linearGradient(Gradient(colors: [.red, .blue]), startPoint: .leading, endPoint: .trailing), eoFill: false)),
        ], "a bare shape is filled with the foreground style")
        #expect(list[0].frame.size.height == 4 && list[3].frame.maxX == 10, "shapes take the space offered")
    }

    @Test("font modifiers reach text items: the nearest font wins, bold and italic apply to it")
    func fonts() throws {
        let list = try items(VStack {
            Text("a")
            Text("b").font(.system(size: 13, design: .monospaced))
            Text("c").italic()
        }.font(.title).bold())
        #expect(list.map(\.font) == [
            Font.title.bold(), Font.system(size: 13, design: .monospaced).bold(), Font.title.bold().italic(),
        ])
        #expect(list[0].description == #"text (4,0 1x1) "a" font=(title weight(700))"#)
    }

    @Test("scale and rotation effects compose as transforms about the modifier's frame")
    func transforms() throws {
        let list = try items(VStack(spacing: 0) {
            Text("ab")
            Text("cd")
        }.scaleEffect(2).rotationEffect(.degrees(90)), width: 2, height: 2)
        // The stack fills (0,0 2x2): scaled about (1,1), then turned a quarter about (1,1).
        let top = list[0].transform.apply(to: Point(x: 0, y: 0))
        #expect(abs(top.x - 3) < 1e-9 && abs(top.y - -1) < 1e-9, "\(top)")
        #expect(list[0].transform == list[1].transform, "one transform for the whole stack")
        let bounds = list[0].bounds
        #expect(abs(bounds.minX - 1) < 1e-9 && abs(bounds.size.width - 2) < 1e-9 && abs(bounds.size.height - 4) < 1e-9, "\(bounds)")
    }

    @Test("clips confine what is below to the shape in the modifier's frame")
    func clips() throws {
        let list = try items(Text("hello world").frame(width: 5, height: 1).clipped(), width: 20, height: 1)
        #expect(list[0].clips == [Clip(outline: .rectangle, frame: Rect(x: 7, y: 0, width: 5, height: 1))])
        #expect(list[0].bounds.size.width == 5, "the clipped text damages only its frame")
    }

    @Test("the wire format round-trips every kind of paint and refuses another version by name")
    func wireFormatRoundTrips() throws {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 4, y: 0), control: CGPoint(x: 2, y: 2))
        path.addCurve(to: CGPoint(x: 0, y: 3), control1: CGPoint(x: 4, y: 2), control2: CGPoint(x: 1, y: 3))
        path.closeSubpath()
        let gradient = Gradient(stops: [.init(color: .red, location: 0), .init(color: Color(.displayP3, red: 0, green: 1, blue: 0.5), location: 1)])
        let list = DisplayList(items: [
            DisplayItem(primitive: .text("héllo \"x\""), frame: Rect(x: 1, y: 2, width: 7, height: 1), foreground: .hierarchical(.tertiary),
                        font: Font.headline.italic().monospacedDigit(), opacity: 0.5,
                        transform: .rotation(.degrees(30), about: Point(x: 3, y: 4)),
                        clips: [Clip(outline: .circle, frame: Rect(x: 0, y: 0, width: 9, height: 9), transform: .scale(x: 2, y: 1, about: .zero))]),
            DisplayItem(primitive: .shape(.path(path), .stroke(.radialGradient(gradient, center: .top, startRadius: 1, endRadius: 5),
                                                               StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel, dash: [1, 2], dashPhase: 1))),
                        frame: Rect(x: 0, y: 0, width: 4, height: 3), font: nil),
            DisplayItem(primitive: .shape(.roundedRectangle(cornerWidth: 1, cornerHeight: 2, style: .circular), .fill(.linearGradient(gradient, startPoint: .top, endPoint: .bottom), eoFill: true)),
                        frame: Rect(x: 0, y: 0, width: 4, height: 3), foreground: .color(Color(.sRGBLinear, red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4))),
            DisplayItem(primitive: .fill(Color.clear), frame: .zero),
            DisplayItem(primitive: .symbol("play.circle"), frame: .zero, font: .system(size: 9, weight: .black, design: .rounded)),
            DisplayItem(primitive: .image(ImageItem(name: "logo", path: "/srv/logo@2x.png", isTemplate: true, interpolation: .none,
                                                    isTiled: true, scale: 2)), frame: Rect(x: 1, y: 1, width: 48, height: 24)),
            DisplayItem(primitive: .image(ImageItem(name: "badge", path: "/srv/badge \"1\".svg")), frame: .zero),
            DisplayItem(primitive: .text("━━●"), frame: Rect(x: 0.1 + 0.2, y: -3, width: 1e20, height: 1), foreground: .color(.red)),
            DisplayItem(primitive: .text(""), frame: .zero),
            DisplayItem(primitive: .fill(Color(red: 1.0 / 3, green: 0.25, blue: 2e-9)), frame: Rect(x: 0.5, y: 0, width: 3, height: 0.05)),
        ])
        let decoded = try JSONDecoder().decode(DisplayList.self, from: Data(list.json().utf8))
        #expect(decoded == list)
        let future = #"{"version":6,"items":[]}"#
        #expect {
            try JSONDecoder().decode(DisplayList.self, from: Data(future.utf8))
        } throws: { error in
            "\(error)".contains("display list version 6; this reader reads version 5")
        }
    }

    @Test("a path contains points by the non-zero rule, or even-odd when asked")
    func pathContainment() {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        #expect(path.contains(CGPoint(x: 5, y: 5)), "the same winding twice stays inside")
        #expect(!path.contains(CGPoint(x: 5, y: 5), eoFill: true), "even-odd makes a hole")
        #expect(path.contains(CGPoint(x: 1, y: 1), eoFill: true) && !path.contains(CGPoint(x: 11, y: 5)))
        #expect(ShapeOutline.circle.contains(Point(x: 5, y: 2), in: Rect(x: 0, y: 0, width: 10, height: 4)))
        #expect(!ShapeOutline.circle.contains(Point(x: 1, y: 2), in: Rect(x: 0, y: 0, width: 10, height: 4)), "the circle fits the short side")
    }
}

@Suite("Typed paint on a terminal")
@MainActor
struct TerminalPaintTests {
    private func painted(_ grid: CellGrid) -> String {
        (0..<grid.height).map { y in String((0..<grid.width).map { grid[$0, y].background == nil ? "." : "#" }) }.joined(separator: "\n")
    }

    @Test("a filled circle takes the cells whose centers are inside it; a stroke only the edge cells")
    func shapesAsCells() {
        let frame = Rect(x: 0, y: 0, width: 7, height: 7)
        let filled = CellGrid(drawing: [DisplayItem(primitive: .shape(.circle, .fill(.color(.blue), eoFill: false)), frame: frame)], width: 7, height: 7)
        #expect(painted(filled) == """
            ..###..
            .#####.
            #######
            #######
            #######
            .#####.
            ..###..
            """)
        let stroked = CellGrid(drawing: [DisplayItem(primitive: .shape(.rectangle, .stroke(.color(.red), StrokeStyle(lineWidth: 1))), frame: Rect(x: 1, y: 1, width: 5, height: 4))],
                           width: 7, height: 6)
        #expect(painted(stroked) == """
            .......
            .#####.
            .#...#.
            .#...#.
            .#####.
            .......
            """)
    }

    @Test("a stroked path is drawn in braille dots, two columns and four rows a cell, in the stroke's color; lines crossing in a cell keep both")
    func brailleStrokes() {
        var diagonal = Path()
        diagonal.move(to: CGPoint(x: 0, y: 0))
        diagonal.addLine(to: CGPoint(x: 1.99, y: 3.99))
        var flat = Path()
        flat.move(to: CGPoint(x: 0, y: 0.1))
        flat.addLine(to: CGPoint(x: 1.99, y: 0.1))
        let frame = Rect(x: 0, y: 0, width: 2, height: 4)
        let grid = CellGrid(drawing: [DisplayItem(primitive: .shape(.path(diagonal), .stroke(.color(.red), StrokeStyle(lineWidth: 2))), frame: frame),
                                      DisplayItem(primitive: .shape(.path(flat), .stroke(.color(.green), StrokeStyle(lineWidth: 2))), frame: frame)],
                            width: 2, height: 4)
        // The steep diagonal goes down a dot column a cell row, a column further each row;
        // the flat line takes the top row of dots of the first row of cells, joining the
        // diagonal's dots where they share a cell.
        #expect(grid.character(0, 0) == "⡏")
        #expect(grid.character(0, 1) == "⢸" && grid.character(1, 2) == "⡇" && grid.character(1, 3) == "⢸")
        #expect(grid.character(1, 0) == "⠉")
        #expect(grid[0, 0].foreground == RGB(Color.green) && grid[0, 1].foreground == RGB(Color.red))
        // An open path is not closed back to its start.
        var corner = Path()
        corner.move(to: CGPoint(x: 0, y: 0))
        corner.addLine(to: CGPoint(x: 3.9, y: 0))
        corner.addLine(to: CGPoint(x: 3.9, y: 3.9))
        let open = CellGrid(drawing: [DisplayItem(primitive: .shape(.path(corner), .stroke(.color(.blue), StrokeStyle())), frame: Rect(x: 0, y: 0, width: 4, height: 4))],
                            width: 4, height: 4)
        #expect(open.character(0, 3) == " " && open.character(1, 2) == " ")
    }

    @Test("a shape in the primary role is painted in the terminal's usual light gray, not left out")
    func primaryFills() {
        let cells = CellGrid(drawing: [DisplayItem(primitive: .shape(.circle, .fill(.hierarchical(.primary), eoFill: false)), frame: Rect(x: 0, y: 0, width: 1, height: 1)),
                          DisplayItem(primitive: .fill(HierarchicalShapeStyle.primary), frame: Rect(x: 1, y: 0, width: 1, height: 1))],
                         width: 2, height: 1)
        #expect(cells[0, 0].background == RGB(red: 229, green: 229, blue: 229) && cells[1, 0].background == cells[0, 0].background)
    }

    @Test("redrawing a damaged area that a shape's clip keeps it out of draws nothing and does not trap")
    func clippedShapesOutsideTheDamage() {
        var grid = CellGrid(width: 10, height: 4)
        let shape = DisplayItem(primitive: .shape(.circle, .fill(.color(.blue), eoFill: false)), frame: Rect(x: 0, y: 0, width: 10, height: 4),
                                clips: [Clip(outline: .rectangle, frame: Rect(x: 0, y: 0, width: 3, height: 1))])
        _ = grid.redraw(DisplayList(items: [shape]), in: [Rect(x: 5, y: 2, width: 3, height: 2)], colors: .trueColor)
        #expect((0..<10).allSatisfy { grid[$0, 3].background == nil })
    }

    @Test("a gradient is sampled per cell, from its first color to its last")
    func gradientCells() {
        let item = DisplayItem(primitive: .fill(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)),
                               frame: Rect(x: 0, y: 0, width: 5, height: 1))
        let row = CellGrid(drawing: [item], width: 5, height: 1)
        let reds = (0..<5).map { Int(row[$0, 0].background?.red ?? 0) }
        #expect(reds == reds.sorted() && reds.first! < 30 && reds.last! > 225, "\(reds)")
    }

    @Test("clipped text keeps to its clip; an italic or bold font becomes the terminal's attributes")
    func clipsAndFontAttributes() {
        let text = DisplayItem(primitive: .text("abcdef"), frame: Rect(x: 0, y: 0, width: 6, height: 1), font: .body.italic().bold(),
                               clips: [Clip(outline: .rectangle, frame: Rect(x: 1, y: 0, width: 3, height: 1))])
        let row = CellGrid(drawing: [text], width: 6, height: 1)
        #expect((0..<6).map { row.character($0, 0) } == [" ", "b", "c", "d", " ", " "])
        #expect(row[1, 0].italic && row[1, 0].bold)
        #expect(String(decoding: row.encode(from: nil, colors: .trueColor), as: UTF8.self).contains("\u{1B}[0;1;3m"))
    }
}
