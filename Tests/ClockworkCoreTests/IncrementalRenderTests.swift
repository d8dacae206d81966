import ClockworkDisplayListTarget
import ClockworkTesting
import Testing
@_spi(Machinery) @testable import ClockworkCore
@testable import ClockworkTerminal

private struct Entry: Identifiable, Equatable {
    let id: Int
    var title: String
    var value: Int
}

private final class Board: ObservableObject {
    @Published var entries: [Entry]
    @Published var highlighted: Int?

    init(count: Int) {
        entries = (0..<count).map { Entry(id: $0, title: "entry \($0)", value: $0 % 7) }
    }
}

private struct BoardView: View {
    @ObservedObject var board: Board

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(board.entries.count) entries")
            ForEach(board.entries) { entry in
                HStack {
                    Text(entry.title)
                    Text("\(entry.value)").foregroundStyle(entry.value % 2 == 0 ? Color.green : Color.red)
                }
                .opacity(board.highlighted == entry.id ? 1 : 0.5)
            }
        }
        .padding(1)
    }
}

private struct Rows: View {
    @ObservedObject var board: Board

    var body: some View {
        VStack {
            ForEach(board.entries) { entry in
                HStack {
                    Text(entry.title)
                    Text("\(entry.value)")
                }
            }
        }
    }
}

private final class ControlsModel: ObservableObject {
    @Published var status = "0 samples"
    @Published var isPaused = false
    @Published var toggleLabel = "Alarm"
    @Published var isOn = true
    @Published var name = "Line 1"
}

/// Controls in an HStack inside a VStack whose text grows and shrinks: the demo panel's shape.
private struct ControlsPanel: View {
    @ObservedObject var model: ControlsModel

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Panel · \(model.name)")
            Text(model.status)
            HStack(spacing: 2) {
                Button(model.isPaused ? "Resume" : "Pause") {}
                Button("Zero") {}
                Toggle(model.toggleLabel, isOn: $model.isOn)
            }
            TextField("Label", text: $model.name)
        }
        .padding()
    }
}

/// A small deterministic generator (xorshift), so a failing sequence can be replayed.
private final class Banner: ObservableObject {
    @Published var isShown = false
}

/// A small column centred on a large surface, with a line that comes and goes at its foot.
private struct CentredColumn: View {
    @ObservedObject var banner: Banner

    var body: some View {
        VStack {
            Text("Sensor panel")
            Text("12 samples")
            if banner.isShown { Text("ALARM") }
        }
    }
}

private struct Xorshift {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(bound))
    }
}

/// Three readouts laid out as the demo's gauges are: a name, a colored bar, a number.
private final class Readings: ObservableObject {
    @Published var values = [20.0, 1013.0, 0.5]
}

private struct Readouts: View {
    @ObservedObject var readings: Readings
    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Readouts")
            VStack(alignment: .leading) {
                ForEach(0..<3, id: \.self) { index in
                    HStack {
                        Text("gauge \(index)")
                        Text(String(repeating: "█", count: 10)).foregroundStyle(Color.green)
                        Text("\(readings.values[index], specifier: "%7.1f")")
                    }
                }
            }
        }
        .padding()
    }
}

@Suite("Incremental layout and damage")
@MainActor
struct IncrementalRenderTests {
    private let surface = Size(width: 40, height: 30)

    /// One random change to `board`: a value (sometimes longer), a title growing or
    /// shrinking, a highlight, an insertion, a removal or a move.
    private func change(_ board: Board, _ random: inout Xorshift, nextID: inout Int) {
        let index = random.next(board.entries.count)
        switch random.next(7) {
        case 0: board.entries[index].value += random.next(2) == 0 ? 1 : 95
        case 1: board.entries[index].title += "!"
        case 5: board.entries[index].title = String(board.entries[index].title.prefix(random.next(6)))
        case 2: board.highlighted = board.entries[index].id
        case 3:
            board.entries.insert(Entry(id: nextID, title: "new \(nextID)", value: 1), at: index)
            nextID += 1
        case 4 where board.entries.count > 2: board.entries.remove(at: index)
        default:
            let moved = board.entries.remove(at: index)
            board.entries.insert(moved, at: random.next(board.entries.count + 1))
        }
    }

    @Test("after each of 200 random changes, incremental layout and display list equal a fresh host's")
    func incrementalEqualsFresh() throws {
        // Over StackMemo.minimumItems rows, so the list's stack reuses what it remembers.
        let board = Board(count: 40)
        let host = try TestHost(BoardView(board: board), size: nil)
        host.graph.layout(in: surface)
        _ = host.graph.refreshDisplayList(on: surface, full: false)
        var random = Xorshift(state: 0x9E37_79B9_7F4A_7C15)
        var nextID = 100
        for step in 0..<200 {
            change(board, &random, nextID: &nextID)
            guard try incrementalEqualsFresh(host, fresh: TestHost(BoardView(board: board), size: nil), in: surface, step: step) != nil else { return }
        }
    }

    /// Applies what changed to `host` and lays it out and draws it incrementally; expects
    /// the result to equal `fresh` laid out from scratch. Returns the incremental display
    /// list, or `nil` when they differ.
    private func incrementalEqualsFresh(_ host: TestHost, fresh: TestHost, in surface: Size, step: Int) -> DisplayList? {
        host.pump()
        host.graph.layout(in: surface)
        let (list, _) = host.graph.refreshDisplayList(on: surface, full: false)
        fresh.graph.layout(in: surface)
        #expect(host.graph.renderTreeDump(frames: true) == fresh.graph.renderTreeDump(frames: true), "step \(step)")
        #expect(list == fresh.graph.displayList(), "step \(step)")
        return list == fresh.graph.displayList() ? list : nil
    }

    @Test("controls in an HStack inside a growing VStack: after each of 300 random edits, incremental layout equals a fresh one and every label is drawn whole")
    func controlsPanelIncrementalEqualsFreshAndWhole() throws {
        let model = ControlsModel()
        let surface = Size(width: 60, height: 16)
        let host = try TestHost(ControlsPanel(model: model), size: nil)
        host.graph.layout(in: surface)
        _ = host.graph.refreshDisplayList(on: surface, full: false)
        var random = Xorshift(state: 0x2545_F491_4F6C_DD1D)
        for step in 0..<300 {
            switch random.next(6) {
            case 0: model.status = "\(random.next(100_000)) samples · " + (random.next(2) == 0 ? "live" : "paused")
            case 1: model.isPaused.toggle()
            case 2: model.toggleLabel = ["Alarm", "Al", "Alarm bell", "A"][random.next(4)]
            case 3: model.isOn.toggle()
            case 4: model.name = String(repeating: "n", count: random.next(12))
            default: model.status = String(model.status.prefix(random.next(8)))
            }
            guard let list = try incrementalEqualsFresh(host, fresh: TestHost(ControlsPanel(model: model), size: nil), in: surface, step: step) else {
                return
            }
            for item in list.items {
                guard case .text(let text) = item.primitive else { continue }
                #expect(Int(item.frame.size.width) >= text.count, "step \(step): \"\(text)\" drawn in \(item.frame.size.width) cells")
            }
        }
    }

    /// A 1,000-row list on a 200x60 surface, laid out and drawn once.
    private func drawnRows(_ board: Board) throws -> (host: TestHost, size: Size) {
        let host = try TestHost(Rows(board: board), size: nil)
        let size = Size(width: 200, height: 60)
        host.graph.layout(in: size)
        _ = host.graph.refreshDisplayList(on: size, full: false)
        return (host, size)
    }

    @Test("a one-row change in a 1,000-row list places only that row and damages only its changed cells")
    func oneRowDamagesOneRow() throws {
        let board = Board(count: 1_000)
        for index in board.entries.indices { board.entries[index].value = 10 }
        let host = try TestHost(Rows(board: board), size: nil)
        let size = Size(width: 200, height: 60)
        #expect(host.graph.layout(in: size) > 1_000, "the first layout places everything")
        #expect(host.graph.refreshDisplayList(on: size, full: false).damage.isFull)

        board.entries[500].value = 11
        host.pump()
        let before = host.graph.allNodes().map(\.frame)
        #expect(host.graph.layout(in: size) <= 4, "only the row's nodes are placed again (its stack passes its texts on)")
        #expect(host.graph.allNodes().map(\.frame) == before, "nothing moved")
        let damage = host.graph.refreshDisplayList(on: size, full: false).damage
        let row = try #require(host.graph.allNodes().first { $0.content.visibleText == "11" })
        #expect(damage.rects == [row.frame], "exactly the changed text's cells")
        #expect(!damage.isFull)
    }

    @Test("a text that changes at the same width in a row of a stack is the only node placed again, change after change")
    func sameWidthChangesStayInTheirText() throws {
        let readings = Readings()
        let host = try TestHost(Readouts(readings: readings), size: nil)
        let size = Size(width: 60, height: 20)
        host.graph.layout(in: size)
        for step in 1...20 {
            readings.values = readings.values.map { $0 + 0.1 * Double(step) }
            host.pump()
            let placed = host.graph.layout(in: size)
            #expect(placed == 3, "step \(step): the three changed numbers, not their rows (\(placed) placed)")
        }
    }

    @Test("a change that resizes a row climbs only as far as the sizes change")
    func sizeChangeClimbs() throws {
        let board = Board(count: 1_000)
        let (host, size) = try drawnRows(board)
        // "entry 50 1" grows a cell with "10", still narrower than "entry 999 5": the list keeps its size.
        board.entries[50].value = 10
        host.pump()
        let placed = host.graph.layout(in: size)
        #expect(placed > 1 && placed < 10, "the row's stack and texts, not the list: \(placed)")
        let fresh = try TestHost(Rows(board: board), size: nil)
        fresh.graph.layout(in: size)
        #expect(host.graph.renderTreeDump(frames: true) == fresh.graph.renderTreeDump(frames: true))
    }

    @Test("damage merges touching rectangles, merges the closest past its bound, and is whole only when everything changed")
    func damageMergesAndCollapses() {
        var damage = Damage(surface: Size(width: 200, height: 60))
        damage.add(Rect(x: 2, y: 3, width: 4, height: 1))
        damage.add(Rect(x: 6, y: 3, width: 2, height: 1))
        #expect(damage.rects == [Rect(x: 2, y: 3, width: 6, height: 1)], "side by side on one row: one rectangle")
        damage.add(Rect(x: 2.5, y: 10.2, width: 1, height: 0.5))
        #expect(damage.rects.last == Rect(x: 2, y: 10, width: 2, height: 1), "widened to whole cells")
        damage.add(Rect(x: 300, y: 3, width: 4, height: 1))
        #expect(damage.rects.count == 2, "off the surface: nothing")

        let column = (0..<Damage.maximumRects).map { Rect(x: 100, y: Double($0 * 3), width: 1, height: 1) }
        for rect in column { damage.add(rect) }
        #expect(damage.rects.count <= Damage.maximumRects)
        #expect(!damage.isFull)
        for rect in column + [Rect(x: 2, y: 3, width: 6, height: 1), Rect(x: 2, y: 10, width: 2, height: 1)] {
            #expect(damage.rects.contains { $0.union(rect) == $0 }, "\(rect) is still damaged")
        }
        #expect(damage.area < 200, "the rows between the column's cells, not the surface: \(damage.area)")

        var halves = Damage(surface: Size(width: 200, height: 60))
        halves.add(Rect(x: 0, y: 0, width: 100, height: 60))
        #expect(!halves.isFull)
        halves.add(Rect(x: 100, y: 0, width: 100, height: 60))
        #expect(halves.isFull)
        #expect(halves.rects == [Rect(x: 0, y: 0, width: 200, height: 60)])
        #expect(halves.area == 12_000)
    }

    @Test("a view that appears in a centred column damages the column as it was and as it is, not the surface")
    func appearingViewDamagesTheColumn() throws {
        let banner = Banner()
        let host = try TestHost(CentredColumn(banner: banner), size: nil)
        let size = Size(width: 200, height: 60)
        host.graph.layout(in: size)
        let before = host.graph.refreshDisplayList(on: size, full: false).list.items.map(\.bounds)
        banner.isShown = true
        host.pump()
        host.graph.layout(in: size)
        let (list, damage) = host.graph.refreshDisplayList(on: size, full: false)
        #expect(!damage.isFull)
        for bounds in before + list.items.map(\.bounds) {
            #expect(damage.rects.contains { $0.union(bounds) == $0 }, "\(bounds) moved or appeared, so it is damaged")
        }
        #expect(damage.area <= 12 * 4, "the column's 12 × 4 cells at most, of the surface's 12,000: \(damage.area)")
    }

    @Test("between two lists, only what lies between their common start and end is damaged")
    func damageBetweenListsSkipsCommonEnds() {
        let item = { (x: Double) in DisplayItem(primitive: .text("x"), frame: Rect(x: x, y: 0, width: 1, height: 1)) }
        let old = [item(0), item(1), item(2), item(9)], new = [item(0), item(5), item(9)]
        let damage = Damage.between(old, new, on: Size(width: 20, height: 2))
        #expect(damage.rects.sorted { $0.minX < $1.minX } == [Rect(x: 1, y: 0, width: 2, height: 1), Rect(x: 5, y: 0, width: 1, height: 1)])
        #expect(Damage.between(old, old, on: Size(width: 20, height: 2)).isEmpty)
    }

    @Test("changing rows far apart in one tick damages the rows around them, not the whole surface")
    func scatteredRowsStayAroundTheChange() throws {
        let board = Board(count: 1_000)
        let (host, size) = try drawnRows(board)
        // Rows 470–529 are on screen; every other one of 20 of them changes.
        for index in stride(from: 472, to: 512, by: 2) { board.entries[index].value = (board.entries[index].value + 1) % 7 }
        host.pump()
        host.graph.layout(in: size)
        let damage = host.graph.refreshDisplayList(on: size, full: false).damage
        #expect(!damage.isFull)
        #expect(damage.rects.count <= Damage.maximumRects)
        #expect(damage.area < size.width * size.height / 2, "\(damage.area) of \(size.width * size.height)")
    }

    @Test("a terminal redrawing only the damage ends with the same cells as a full draw")
    func terminalDamageRedrawMatchesFullDraw() throws {
        let board = Board(count: 30)
        let host = try TestHost(BoardView(board: board), size: nil)
        var random = Xorshift(state: 42)
        var nextID = 100
        var shown = CellGrid(width: Int(surface.width), height: Int(surface.height))
        host.graph.layout(in: surface)
        shown.draw(host.graph.refreshDisplayList(on: surface, full: false).list)
        for step in 0..<100 {
            change(board, &random, nextID: &nextID)
            host.pump()
            host.graph.layout(in: surface)
            let (list, damage) = host.graph.refreshDisplayList(on: surface, full: false)
            if damage.isFull {
                shown = CellGrid(width: Int(surface.width), height: Int(surface.height))
                shown.draw(list)
            } else {
                _ = shown.redraw(list, in: damage.rects, colors: .trueColor)
            }
            var full = CellGrid(width: Int(surface.width), height: Int(surface.height))
            full.draw(list)
            #expect(shown == full, "step \(step)")
            if shown != full { return }
        }
    }

    @Test("the display list's area index offers every item meeting an area once, in paint order")
    func areaIndexFindsEveryItemMeetingAnArea() {
        var random = Xorshift(state: 7)
        var items: [DisplayItem] = []
        for _ in 0..<300 {
            // Mostly one-row text; some tall fills (kept aside by the index), some scaled.
            let tall = random.next(10) == 0
            let scale = random.next(8) == 0 ? 2.0 : 1.0
            items.append(DisplayItem(
                primitive: tall ? .fill(Color.red) : .text("x"),
                frame: Rect(x: Double(random.next(60)) - 10, y: Double(random.next(120)) - 40,
                            width: Double(1 + random.next(20)), height: tall ? Double(70 + random.next(50)) : 1),
                transform: scale == 1 ? .identity : .scale(x: scale, y: scale, about: Point(x: 20, y: 10))))
        }
        // Far away, and endless: no crash, and the endless one meets every area right of it.
        for (y, height) in [(5e12, 1.0), (-3.0, Double.infinity)] {
            items.append(DisplayItem(primitive: .fill(Color.blue), frame: Rect(x: 0, y: y, width: 4, height: height)))
        }
        let indexed = DisplayList(items: items, index: DisplayListIndex(items))
        for _ in 0..<200 {
            let area = Rect(x: Double(random.next(50)), y: Double(random.next(100)) - 30,
                            width: Double(1 + random.next(30)), height: Double(1 + random.next(6)))
            let found = indexed.indices(meeting: area)
            let meeting = items.indices.filter { items[$0].bounds.intersects(area) }
            #expect(Set(meeting).isSubset(of: found), "area \(area)")
            #expect(found == Array(Set(found)).sorted(), "in paint order, once each")
        }
    }
}
