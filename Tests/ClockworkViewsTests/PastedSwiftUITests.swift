import Clockwork
import ClockworkTesting
import Testing

// What pasted SwiftUI code leans on beyond the controls: gradients of a color, the tint as
// a style, color literals, NavigationView, `.animation(_:)` without a value, the earlier
// Picker initializer, safe areas, the preferred color scheme, submit labels, list item
// tints, grid cell anchors and unsized axes, and modifier transitions. Written from
// Apple's pages for each.

@MainActor
private func items(of host: TestHost, in size: Size = Size(width: 40, height: 10)) -> [DisplayItem] {
    host.graph.layout(in: size)
    return host.graph.displayList().items
}

private struct SchemeReader: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text("scheme \(scheme == .light ? "light" : "dark")") }
}

private struct Faded: ViewModifier {
    let amount: Double
    func body(content: Content) -> some View { content.opacity(amount) }
}

private struct Appearing: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            if shown {
                Text("Hello").transition(.modifier(active: Faded(amount: 0), identity: Faded(amount: 1)))
            }
        }
    }
}

@Suite("SwiftUI as people paste it")
@MainActor
struct PastedSwiftUITests {
    @Test("Color.gradient paints a top-to-bottom gradient ending in the color")
    func colorGradient() throws {
        let list = items(of: try TestHost(Rectangle().fill(Color.blue.gradient).frame(width: 4, height: 2)))
        guard case .shape(_, .fill(.linearGradient(let gradient, let start, let end), _)) = list.first?.primitive else {
            Issue.record("not a linear gradient: \(list)")
            return
        }
        #expect(start == .top && end == .bottom)
        #expect(gradient.stops.last?.color == Color.blue)
    }

    @Test(".foregroundStyle(.tint) follows the tint set above; a color literal is a Color")
    func tintStyleAndLiterals() throws {
        let literal = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        let list = items(of: try TestHost(Text("tinted").foregroundStyle(.tint).tint(literal)))
        #expect(list.first { $0.primitive == .text("tinted") }?.foreground == Color(red: 1, green: 0.5, blue: 0).paintStyle)
    }

    @Test("NavigationView pushes its links' destinations as a navigation stack does")
    func navigationView() throws {
        let host = try TestHost(NavigationView {
            NavigationLink("Details") { Text("Detail screen") }
        }.navigationViewStyle(.stack))
        try host.tap("Details")
        #expect(host.contains("Detail screen"))
    }

    @Test(".animation(_:) without a value animates the changes a new value from the parent brings")
    func animationWithoutValue() throws {
        struct Dimmer: View {
            @State private var dim = false
            var body: some View {
                VStack {
                    Button("Dim") { dim.toggle() }
                    Text("lamp").opacity(dim ? 0 : 1).animation(.linear(duration: 1))
                }
            }
        }
        let host = try TestHost(Dimmer(), ticksPerSecond: 100)
        try host.tap("Dim")
        host.advance(by: .milliseconds(500))
        let lamp = try #require(items(of: host).first { $0.primitive == .text("lamp") })
        #expect(lamp.opacity > 0.3 && lamp.opacity < 0.7, "half way: \(lamp.opacity)")
    }

    @Test("Picker(selection:label:content:) takes its label as a view and selects as any picker")
    func earlierPickerInitializer() throws {
        struct Units: View {
            @State private var unit = "C"
            var body: some View {
                VStack {
                    Picker(selection: $unit, label: Text("Unit")) {
                        Text("Celsius").tag("C")
                        Text("Fahrenheit").tag("F")
                    }
                    Text("unit \(unit)")
                }
            }
        }
        let host = try TestHost(Units())
        try host.select("Fahrenheit", in: "Unit")
        #expect(host.contains("unit F"))
    }

    @Test("ignoresSafeArea and edgesIgnoringSafeArea change nothing on a surface with no safe area")
    func safeAreas() throws {
        let plain = items(of: try TestHost(Color.red))
        let ignoring = items(of: try TestHost(Color.red.ignoresSafeArea().edgesIgnoringSafeArea(.all)))
        #expect(plain == ignoring)
    }

    @Test("preferredColorScheme sets the color scheme of the whole hosted tree, whichever view sets it")
    func preferredColorScheme() throws {
        struct Screen: View {
            @State private var light = false
            var body: some View {
                VStack {
                    SchemeReader()
                    Button("Light") { light = true }
                        .preferredColorScheme(light ? .light : nil)
                }
            }
        }
        let host = try TestHost(Screen())
        #expect(host.contains("scheme dark"))
        try host.tap("Light")
        #expect(host.contains("scheme light"))
    }

    @Test("submitLabel is kept in the environment for the fields below")
    func submitLabel() throws {
        struct Reader: View {
            @Environment(\.submitLabel) private var label
            var body: some View { Text("submit \(label)") }
        }
        #expect(try TestHost(Reader().submitLabel(.search)).contains("submit search"))
    }

    @Test("listItemTint tints the indicators and tint-styled content of a row")
    func listItemTint() throws {
        let list = items(of: try TestHost(List {
            ProgressView(value: 0.5).listItemTint(.red)
            Text("icon").foregroundStyle(.tint).listItemTint(ListItemTint.fixed(.green))
        }))
        #expect(list.firstText(startingWith: "█")?.foreground == Color.red.paintStyle, "the bar's filled part")
        #expect(list.first { $0.primitive == .text("icon") }?.foreground == Color.green.paintStyle)
    }

    @Test("a grid cell sits at its anchor; a cell with unsized axes takes its column's width without widening it")
    func gridCellOptions() throws {
        let list = items(of: try TestHost(Grid {
            GridRow {
                Text("wide cell")
                Text("b")
            }
            GridRow {
                Text("x").gridCellAnchor(.trailing)
                Color.red.frame(width: 30, height: 1).gridCellUnsizedAxes(.horizontal)
            }
        }))
        let wide = try #require(list.first { $0.primitive == .text("wide cell") })
        let x = try #require(list.first { $0.primitive == .text("x") })
        #expect(x.frame.maxX == wide.frame.maxX, "at the trailing edge of its column")
        let b = try #require(list.first { $0.primitive == .text("b") })
        let fill = try #require(list.first { if case .shape = $0.primitive { true } else { false } })
        #expect(fill.frame.size.width == b.frame.size.width, "the column stays as wide as \"b\"")
    }

    @Test("a modifier transition animates the modifier's values in on insertion and out on removal")
    func modifierTransition() throws {
        let host = try TestHost(Appearing(), ticksPerSecond: 100)
        try host.tap("Toggle")
        host.advance(by: .milliseconds(500))
        let arriving = try #require(items(of: host).first { $0.primitive == .text("Hello") })
        #expect(arriving.opacity > 0.3 && arriving.opacity < 0.7, "half faded in: \(arriving.opacity)")
        host.advance(by: .seconds(1))
        #expect(items(of: host).first { $0.primitive == .text("Hello") }?.opacity == 1)
        try host.tap("Toggle")
        host.advance(by: .milliseconds(500))
        let leaving = try #require(items(of: host).first { $0.primitive == .text("Hello") }, "still drawn while it leaves")
        #expect(leaving.opacity > 0.3 && leaving.opacity < 0.7, "half faded out: \(leaving.opacity)")
        host.advance(by: .seconds(1))
        #expect(!items(of: host).contains { $0.primitive == .text("Hello") })
    }
}
