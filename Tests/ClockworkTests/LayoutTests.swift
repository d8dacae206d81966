import ClockworkTesting
import Testing
@testable import Clockwork

private struct Labels: View {
    var body: some View {
        VStack {
            Text("hello")
            Text("hi")
        }
    }
}

private struct Spaced: View {
    var body: some View {
        HStack {
            Text("a")
            Spacer()
            Text("b")
        }
    }
}

private struct Framed: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("x").padding(1).frame(width: 6, height: 5)
            Text("wide").frame(maxWidth: .infinity, alignment: .trailing)
            Text("off").offset(x: 2, y: 1)
        }
    }
}

private struct Panel: View {
    @State private var on = true

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.blue
            HStack(spacing: 2) {
                Toggle("Power", isOn: $on)
                Text("ok").background { Color.green }
            }
        }
    }
}

@Suite("Layout")
@MainActor
struct LayoutTests {
    private func layout<V: View>(_ view: V, in size: Size) throws -> String {
        let host = try TestHost(view)
        host.graph.layout(in: size)
        return host.graph.renderTreeDump(frames: true)
    }

    @Test("a VStack is as wide as its widest child and centered in the surface; children center in it")
    func vstack() throws {
        #expect(try layout(Labels(), in: Size(width: 20, height: 10)) == """
            VStack @(7,4 5x2)
              Text "hello" @(7,4 5x1)
              Text "hi" @(8,5 2x1)
            """)
    }

    @Test("a Spacer takes what an HStack's texts and spacing leave")
    func spacer() throws {
        #expect(try layout(Spaced(), in: Size(width: 10, height: 1)) == """
            HStack @(0,0 10x1)
              Text "a" @(0,0 1x1)
              Spacer @(2,0 6x0)
              Text "b" @(9,0 1x1)
            """)
    }

    @Test("padding insets, a fixed frame centers, a flexible frame takes the width and aligns, offset moves")
    func frames() throws {
        #expect(try layout(Framed(), in: Size(width: 12, height: 9)) == """
            VStack alignment=leading spacing=1 @(0,0 12x9)
              Text "x" frame=(width:6,height:5) padding=1 @(2,2 1x1)
              Text "wide" frame=(maxWidth:inf,alignment:trailing) @(8,6 4x1)
              Text "off" offset=(2,1) @(2,9 3x1)
            """)
    }

    @Test("a ZStack fills with its color; a toggle's label follows its switch; a background matches its content")
    func zstackToggleBackground() throws {
        #expect(try layout(Panel(), in: Size(width: 16, height: 3)) == """
            ZStack alignment=topLeading @(0,0 16x3)
              Color blue @(0,0 16x3)
              HStack spacing=2 @(0,0 13x1)
                Toggle isOn=true @(0,0 9x1)
                  Text "Power" @(4,0 5x1)
                Background @(11,0 2x1)
                  Text "ok" @(11,0 2x1)
                  Color green @(11,0 2x1)
            """)
    }
}
