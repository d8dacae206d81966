import ClockworkTestSupport
import ClockworkTesting
import Testing
@testable import ClockworkCore
@testable import ClockworkTerminal

/// A title painted with a gradient, as SwiftUI code writes it.
private struct GradientTitle: View {
    var body: some View {
        Text("Boiler room")
            .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
    }
}

/// A cell's color as one number, to count distinct colors.
private func packed(_ color: RGB) -> Int {
    Int(color.red) << 16 | Int(color.green) << 8 | Int(color.blue)
}

@MainActor
@Suite("Text in a gradient on a terminal")
struct GradientTextTests {
    @Test("each character takes the gradient's color at its cell, from the first color to the last")
    func colorRunsAlongTheText() throws {
        let host = try TestHost(GradientTitle())
        host.graph.layout(in: Size(width: 11, height: 1))
        let grid = CellGrid(drawing: host.graph.displayList().items, width: 11, height: 1)
        #expect(grid.character(0, 0) == "B" && grid.character(10, 0) == "m")
        let first = try #require(grid.cells[0].foreground), last = try #require(grid.cells[10].foreground)
        let red = RGB(Color.red), blue = RGB(Color.blue)
        #expect(first.red > first.blue && last.blue > last.red, "red to blue: \(first) … \(last)")
        #expect(abs(Int(first.red) - Int(red.red)) < 40 && abs(Int(last.blue) - Int(blue.blue)) < 40, "\(first) … \(last)")
        let colors = Set((0..<11).compactMap { grid.cells[$0].foreground.map(packed) })
        #expect(colors.count >= 8, "the color changes along the text, not once: \(colors.count) colors")
    }

    @Test("text in one color keeps one color")
    func plainTextStaysOneColor() throws {
        let host = try TestHost(Text("Boiler room").foregroundStyle(.red))
        host.graph.layout(in: Size(width: 11, height: 1))
        let grid = CellGrid(drawing: host.graph.displayList().items, width: 11, height: 1)
        #expect(Set((0..<11).compactMap { grid.cells[$0].foreground.map(packed) }).count == 1)
    }
}
