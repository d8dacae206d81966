import ClockworkTestSupport
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

/// A flow layout as SwiftUI's documentation has one written: subviews left to right at
/// their ideal sizes, wrapping to a new row where the width runs out.
private struct Flow: Layout {
    var spacing: CGFloat = 1

    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let rows = rows(width: proposal.width ?? .infinity, cache: cache)
        var size = CGSize.zero
        for row in rows {
            let widths: [CGFloat] = row.map { cache.sizes[$0].width }
            let heights: [CGFloat] = row.map { cache.sizes[$0].height }
            size.width = max(size.width, widths.reduce(0, +) + spacing * CGFloat(row.count - 1))
            size.height += heights.max() ?? 0
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for row in rows(width: bounds.width, cache: cache) {
            var x = bounds.minX
            for index in row {
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(cache.sizes[index]))
                x += cache.sizes[index].width + spacing
            }
            y += row.map { cache.sizes[$0].height }.max() ?? 0
        }
    }

    private func rows(width: CGFloat, cache: Cache) -> [[Int]] {
        var rows: [[Int]] = [[]]
        var used: CGFloat = 0
        for (index, size) in cache.sizes.enumerated() {
            if !rows[rows.count - 1].isEmpty, used + spacing + size.width > width {
                rows.append([])
                used = 0
            }
            used += (rows[rows.count - 1].isEmpty ? 0 : spacing) + size.width
            rows[rows.count - 1].append(index)
        }
        return rows
    }
}

/// A key a subview sets and the layout reads: which column a subview wants.
private struct Column: LayoutValueKey {
    static let defaultValue = 0
}

/// Places each subview in the column its `Column` value names, three cells wide; the
/// second subview it leaves unplaced.
private struct Columns: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 12, height: 3))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() where index != 1 {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(subview[Column.self] * 3), y: bounds.minY), proposal: .unspecified)
        }
    }
}

@Suite("Layouts of one's own: sizes and places from Layout's methods")
@MainActor
struct CustomLayoutTests {
    private func frames(_ host: TestHost) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        for item in host.graph.displayList().items { if case .text(let text) = item.primitive { frames[text] = item.frame } }
        return frames
    }

    @Test("a flow layout places its subviews at their ideal sizes, left to right, wrapping where the width runs out")
    func flow() throws {
        struct Tags: View {
            let tags: [String]
            var body: some View {
                Flow { ForEach(tags, id: \.self) { Text($0) } }
            }
        }
        let host = try TestHost(Tags(tags: ["pump", "valve", "boiler", "tank"]), size: Size(width: 12, height: 4))
        host.pump()
        let shown = frames(host)
        let origin = try #require(shown["pump"])
        #expect(shown["valve"]?.minX == origin.minX + 5 && shown["valve"]?.minY == origin.minY, "\(shown)")
        #expect(shown["boiler"]?.minX == origin.minX && shown["boiler"]?.minY == origin.minY + 1, "a new row: \(shown)")
        #expect(shown["tank"]?.minX == origin.minX + 7 && shown["tank"]?.minY == origin.minY + 1)
        #expect(host.renderTree.contains("Flow"))
    }

    @Test("a layout reads its subviews' layout values; a subview it leaves unplaced sits at the centre")
    func valuesAndUnplaced() throws {
        let host = try TestHost(Columns {
            Text("a").layoutValue(key: Column.self, value: 2)
            Text("b")
            Text("c").layoutPriority(1)
        }, size: Size(width: 12, height: 3))
        host.pump()
        let shown = frames(host)
        let a = try #require(shown["a"]), b = try #require(shown["b"]), c = try #require(shown["c"])
        #expect(a.minX - c.minX == 6, "a asked for column 2, c took the default column 0")
        #expect(b.minX == c.minX + 5 && b.minY == c.minY + 1, "b is centred in the 12 × 3 bounds: \(shown)")
    }

    @Test("an AnyLayout switched from a row to a column moves its subviews and keeps their state")
    func anyLayoutSwitch() throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View { Button("count \(count)") { count += 1 } }
        }
        struct Adaptive: View {
            @State private var wide = true
            var body: some View {
                let layout = wide ? AnyLayout(HStackLayout(spacing: 2)) : AnyLayout(VStackLayout(alignment: .leading, spacing: 0))
                VStack {
                    Button("switch") { wide.toggle() }
                    layout {
                        Counter()
                        Text("label")
                    }
                }
            }
        }
        let host = try TestHost(Adaptive(), size: Size(width: 30, height: 6))
        host.pump()
        try host.tap("count 0")
        host.pump()
        var shown = frames(host)
        let counter = try #require(shown["count 1"]), label = try #require(shown["label"])
        #expect(label.minY == counter.minY && label.minX == counter.maxX + 2, "a row, two apart: \(shown)")
        try host.tap("switch")
        host.pump()
        shown = frames(host)
        let below = try #require(shown["label"]), kept = try #require(shown["count 1"], "the counter kept its state")
        #expect(below.minY == kept.maxY && below.minX == kept.minX, "a column: \(shown)")
    }

    @Test("a flow layout's cache follows its subviews as they change")
    func cacheFollowsSubviews() throws {
        struct Growing: View {
            @State private var tags = ["pump"]
            var body: some View {
                VStack {
                    Button("add") { tags.append("tag\(tags.count)") }
                    Flow { ForEach(tags, id: \.self) { Text($0) } }
                }
            }
        }
        let host = try TestHost(Growing(), size: Size(width: 12, height: 6))
        host.pump()
        try host.tap("add")
        try host.tap("add")
        host.pump()
        let shown = frames(host)
        let pump = try #require(shown["pump"]), first = try #require(shown["tag1"]), second = try #require(shown["tag2"])
        #expect(first.minX == pump.maxX + 1 && first.minY == pump.minY, "\(shown)")
        #expect(second.minX == pump.minX && second.minY == pump.maxY, "the third wraps: \(shown)")
    }

    @Test("the proposal's unspecified dimensions are replaced by the size given, 10 by 10 by default")
    func proposals() {
        #expect(ProposedViewSize(width: 4, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 4, height: 10))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)) == CGSize(width: 1, height: 2))
        #expect(ProposedViewSize(CGSize(width: 3, height: 5)) == ProposedViewSize(width: 3, height: 5))
    }
}

@Suite("ViewThatFits: the first alternative that fits the space")
@MainActor
struct ViewThatFitsTests {
    private struct Status: View {
        var body: some View {
            ViewThatFits(in: .horizontal) {
                Text("Boiler pressure 4.2 bar, rising")
                Text("Boiler 4.2 bar ↑")
                Text("4.2")
            }
        }
    }

    @Test("the first alternative whose ideal width fits is shown; the others are not drawn, reached or listed")
    func firstThatFits() throws {
        let host = try TestHost(Status(), size: Size(width: 40, height: 3))
        host.pump()
        #expect(host.terminalLook(width: 40, height: 3).contains("Boiler pressure 4.2 bar, rising"))
        #expect(host.terminalLook(width: 20, height: 3).contains("Boiler 4.2 bar ↑"))
        let narrow = host.terminalLook(width: 8, height: 3)
        #expect(narrow.contains("4.2") && !narrow.contains("Boiler"), "none fits, the last is shown: \(narrow)")
        #expect(!host.renderTree.contains("Boiler"), "hidden alternatives are left out of the tree: \(host.renderTree)")
        #expect(!host.contains("Boiler 4.2 bar ↑"))
    }
}

@Suite("Layout priority in the built-in stacks")
@MainActor
struct LayoutPriorityTests {
    private struct Row: View {
        var prioritized: Bool
        var body: some View {
            HStack(spacing: 0) {
                Text("Pump station north").lineLimit(1).layoutPriority(prioritized ? 1 : 0)
                Text("status unknown").lineLimit(1)
            }
        }
    }

    private func widths(_ view: some View) throws -> [String: Double] {
        let host = try TestHost(view, size: Size(width: 24, height: 3))
        host.pump()
        var widths: [String: Double] = [:]
        for item in host.graph.displayList().items {
            if case .text(let text) = item.primitive { widths[String(text.prefix(4)), default: 0] += item.frame.size.width }
        }
        return widths
    }

    @Test("a stack offers its room to the higher-priority child first, keeping the others' smallest sizes back")
    func priorityFirst() throws {
        let even = try widths(Row(prioritized: false))
        #expect(even == ["Pump": 12, "stat": 12], "without priorities the two share the row")
        let weighted = try widths(Row(prioritized: true))
        #expect(weighted["Pump"] == 18, "the prioritized text is whole: \(weighted)")
        #expect(weighted["stat"] == 6, "the other takes what is left: \(weighted)")
    }
}

@Suite("Safe-area insets: a bar along an edge, the view in the room it leaves")
@MainActor
struct SafeAreaInsetTests {
    @Test("a bottom inset sits at the bottom edge, and the scroll view above it ends where it begins")
    func bottomBar() throws {
        struct Log: View {
            var body: some View {
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) { ForEach(0..<30, id: \.self) { Text("entry \($0)") } }
                }
                .safeAreaInset(edge: .bottom, spacing: 1) {
                    Text("3 alarms").frame(maxWidth: .infinity).background(.red)
                }
            }
        }
        let host = try TestHost(Log(), size: Size(width: 30, height: 10))
        host.pump()
        let look = host.terminalLook(width: 30, height: 10).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(look.count == 10 && look[9].contains("3 alarms"), "\(look)")
        #expect(look[7].contains("entry 7") && look[8].trimmingCharacters(in: .whitespaces).isEmpty,
                "the scroll view ends a line of spacing above the bar: \(look)")
        #expect(host.renderTree.contains("SafeAreaInset edge=bottom"))
    }

    @Test("a leading inset takes its width off the view's, aligned along its edge")
    func leadingRail() throws {
        let host = try TestHost(Color.blue.safeAreaInset(edge: .leading, alignment: .top) { Text("rail") }, size: Size(width: 20, height: 4))
        host.pump()
        let items = host.graph.displayList().items
        let rail = try #require(items.first { $0.primitive == .text("rail") })
        let fill = try #require(items.first { if case .shape = $0.primitive { true } else { false } })
        #expect(rail.frame.minX == 0 && rail.frame.minY == 0)
        #expect(fill.frame.minX == 4 && fill.frame.size.width == 16)
    }
}
