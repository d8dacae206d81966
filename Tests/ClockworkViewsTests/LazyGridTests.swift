import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

private struct Photo: Identifiable {
    let id: Int
}

/// A photo wall as SwiftUI code writes one: adaptive columns in a scroll view.
private struct PhotoWall: View {
    let columns: [GridItem]
    var count = 12

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 1) {
                ForEach((0..<count).map(Photo.init)) { photo in
                    Text("p\(photo.id)")
                }
            }
        }
        .accessibilityIdentifier("wall")
    }
}

private struct Shelf: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))], spacing: 2) {
                ForEach(0..<6) { Text("s\($0)") }
            }
        }
    }
}

@Suite("Lazy grids: columns fixed, flexible and adaptive; rows built as they come into view")
@MainActor
struct LazyGridTests {
    private func frames(_ host: TestHost, prefix: String) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        for item in host.graph.displayList().items {
            if case .text(let text) = item.primitive, text.hasPrefix(prefix), item.bounds.size.height > 0 { frames[text] = item.frame }
        }
        return frames
    }

    private func settle(_ host: TestHost) {
        for _ in 0..<4 { host.advance(by: .milliseconds(20)) }
    }

    @Test("three flexible columns share the width; cells fill them a row at a time")
    func flexibleColumns() throws {
        let host = try TestHost(PhotoWall(columns: Array(repeating: GridItem(.flexible(), spacing: 0), count: 3)), size: Size(width: 30, height: 10))
        settle(host)
        let cells = frames(host, prefix: "p")
        #expect(cells["p0"]?.minY == cells["p2"]?.minY && cells["p3"]!.minY == cells["p0"]!.minY + 2, "three a row, rows 1 apart")
        #expect(cells["p0"]!.minX < 10 && cells["p1"]!.minX >= 10 && cells["p1"]!.minX < 20 && cells["p2"]!.minX >= 20, "\(cells)")
        #expect(host.renderTree.contains("LazyVGrid tracks=3"))
    }

    @Test("an adaptive column holds as many columns of its minimum as fit, and more when the screen is wider")
    func adaptiveColumns() throws {
        let wall = PhotoWall(columns: [GridItem(.adaptive(minimum: 6), spacing: 0)])
        let narrow = try TestHost(wall, size: Size(width: 24, height: 10))
        settle(narrow)
        #expect(narrow.renderTree.contains("LazyVGrid tracks=4"))
        let wide = try TestHost(wall, size: Size(width: 60, height: 10))
        settle(wide)
        #expect(wide.renderTree.contains("LazyVGrid tracks=10"))
        let cells = frames(wide, prefix: "p")
        #expect(cells["p9"]?.minY == cells["p0"]?.minY && cells["p10"]!.minY > cells["p0"]!.minY)
    }

    @Test("a fixed column keeps its width and the flexible one takes the rest")
    func fixedAndFlexible() throws {
        let host = try TestHost(PhotoWall(columns: [GridItem(.fixed(4), spacing: 0, alignment: .leading), GridItem(.flexible(), spacing: 0, alignment: .leading)]),
                                size: Size(width: 30, height: 10))
        settle(host)
        let cells = frames(host, prefix: "p")
        #expect(cells["p0"]?.minX == 0 && cells["p1"]?.minX == 4, "\(cells)")
    }

    @Test("a 3,000-cell grid builds only the rows in view and a few beyond, and scrolls through them")
    func lazyRows() throws {
        let host = try TestHost(PhotoWall(columns: Array(repeating: GridItem(.flexible()), count: 3), count: 3_000), size: Size(width: 30, height: 10))
        settle(host)
        let built = host.renderTree.components(separatedBy: "Text \"p").count - 1
        #expect(built > 0 && built < 60, "\(built) cells built")
        try host.scroll("wall", y: 1_000)
        settle(host)
        #expect(!frames(host, prefix: "p").isEmpty && frames(host, prefix: "p")["p0"] == nil, "other rows show")
    }

    @Test("a horizontal grid fills its rows a column at a time")
    func horizontalGrid() throws {
        let host = try TestHost(Shelf(), size: Size(width: 30, height: 4))
        settle(host)
        let cells = frames(host, prefix: "s")
        #expect(cells["s0"]?.minX == cells["s1"]?.minX && cells["s1"]!.minY == cells["s0"]!.minY + 1, "\(cells)")
        #expect(cells["s2"]!.minX > cells["s0"]!.minX)
    }
}
