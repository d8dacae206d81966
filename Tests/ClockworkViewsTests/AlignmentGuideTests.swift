import ClockworkPixels
import ClockworkTestSupport
import ClockworkTesting
import Foundation
import Testing
@_spi(Machinery) @testable import ClockworkCore

/// A guide through the values of a reading, as SwiftUI's documentation makes one: an
/// `AlignmentID` whose default is a view's leading edge.
private enum ValueColumn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

extension HorizontalAlignment {
    fileprivate static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

/// Rows of a name and a value whose values line up however long the names are.
private struct Readings: View {
    var body: some View {
        VStack(alignment: .valueColumn, spacing: 0) {
            HStack(spacing: 1) {
                Text("Pump")
                Text("12 bar").alignmentGuide(.valueColumn) { $0[.leading] }
            }
            HStack(spacing: 1) {
                Text("Intake valve")
                Text("3 bar").alignmentGuide(.valueColumn) { $0[.leading] }
            }
        }
    }
}

/// A guide that follows state: the marker's leading guide moves with `indent`.
private struct Indented: View {
    @State private var indent: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("indent \(Int(indent))") { indent += 2 }
            Text("marker").alignmentGuide(.leading) { _ in -indent }
        }
    }
}

@Suite("Alignment guides: alignmentGuide, custom alignments, baselines and list separators")
@MainActor
struct AlignmentGuideTests {
    @Test("a view's leading guide set to its trailing edge puts that edge on the stack's leading line, and the stack widens for it")
    func builtInGuide() throws {
        let host = try TestHost(VStack(alignment: .leading, spacing: 0) {
            Text("pressure")
            Text("ok").alignmentGuide(.leading) { $0[.trailing] }
        }, size: Size(width: 30, height: 4))
        host.pump()
        let shown = host.textFrames()
        let pressure = try #require(shown["pressure"]), ok = try #require(shown["ok"])
        #expect(ok.maxX == pressure.minX, "\(shown)")
        let stack = try #require(host.graph.allNodes().first { $0.content.stackAxis == .vertical })
        #expect(stack.frame.size.width == 10, "2 before the line and 8 after it: \(stack.frame)")
    }

    @Test("a custom alignment lines up views in different stacks: each row's value starts at one column")
    func customAlignmentAcrossStacks() throws {
        let host = try TestHost(Readings(), size: Size(width: 40, height: 4))
        host.pump()
        let shown = host.textFrames()
        let first = try #require(shown["12 bar"]), second = try #require(shown["3 bar"])
        #expect(first.minX == second.minX, "\(shown)")
        let pump = try #require(shown["Pump"]), intake = try #require(shown["Intake valve"])
        #expect(pump.maxX + 1 == first.minX && intake.maxX + 1 == second.minX, "each name right before its value: \(shown)")
    }

    @Test("an overlay's badge with its center guide on the top edge sits across the content's top corner")
    func overlayGuide() throws {
        let host = try TestHost(
            Color.blue.frame(width: 10, height: 4)
                .overlay(alignment: .topTrailing) {
                    Text("9").alignmentGuide(.top) { $0[VerticalAlignment.center] }.alignmentGuide(.trailing) { $0[HorizontalAlignment.center] }
                },
            size: Size(width: 20, height: 8))
        host.pump()
        let badge = try #require(host.textFrames()["9"])
        let content = try #require(host.graph.displayList().items.first { $0.frame.size == Size(width: 10, height: 4) }?.frame)
        // Its middle (half a cell in) on the corner, rounded down to whole cells.
        #expect(badge.minX == content.maxX - 1 && badge.minY == content.minY - 1, "\(badge) \(content)")
    }

    @Test("a frame aligns its content by the content's guide")
    func frameGuide() throws {
        let host = try TestHost(
            Text("tag").alignmentGuide(.leading) { _ in -3 }.frame(width: 12, alignment: .leading).background(Color.red),
            size: Size(width: 20, height: 3))
        host.pump()
        let tag = try #require(host.textFrames()["tag"])
        let frame = try #require(host.graph.displayList().items.first { $0.frame.size.width == 12 }?.frame)
        #expect(tag.minX == frame.minX + 3, "\(tag) in \(frame)")
    }

    @Test("a guide whose closure reads state moves its view when the state changes, though no size does")
    func guideFollowsState() throws {
        let host = try TestHost(Indented(), size: Size(width: 30, height: 4))
        host.pump()
        let before = try #require(host.textFrames()["marker"])
        try host.tap("indent 0")
        host.advance(by: .seconds(1))
        let after = try #require(host.textFrames()["marker"])
        #expect(after.minX == before.minX + 2, "\(before) → \(after)")
        #expect(after.size == before.size)
    }

    @Test("a custom layout reads a subview's guide through its dimensions")
    func layoutReadsDimensions() throws {
        struct LeadingReader: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 20, height: 1)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let guide = subviews[0].dimensions(in: .unspecified)[.leading]
                subviews[0].place(at: CGPoint(x: bounds.minX + 10 - guide, y: bounds.minY), proposal: .unspecified)
            }
        }
        let host = try TestHost(LeadingReader { Text("abcd").alignmentGuide(.leading) { $0.width } }, size: Size(width: 20, height: 1))
        host.pump()
        let text = try #require(host.textFrames()["abcd"])
        #expect(text.minX == 6, "its trailing edge at 10: \(text)")
    }

    @Test("in points an HStack aligned by first text baselines puts texts of different sizes on one baseline")
    func firstTextBaselines() throws {
        let host = try TestHost(HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text("42").font(.largeTitle)
            Text("bar").font(.caption)
        }, size: nil)
        let target = try PixelTarget(width: 200, height: 80, units: .points(scale: 1))
        host.present(on: target)
        host.pump()
        let shown = host.textFrames()
        let big = try #require(shown["42"]), small = try #require(shown["bar"])
        let measure = host.graph.textMeasure
        let bigBaseline = big.minY + measure.measure(for: .largeTitle).baseline
        let smallBaseline = small.minY + measure.measure(for: .caption).baseline
        #expect(abs(bigBaseline - smallBaseline) < 1, "\(big) \(small)")
        #expect(small.maxY < big.maxY, "the small text is not bottom-aligned, it sits on the baseline above the large one's descent")
    }

    @Test("in cells, texts aligned by their last baselines stand on one row's bottom")
    func lastTextBaselinesInCells() throws {
        let host = try TestHost(HStack(alignment: .lastTextBaseline, spacing: 1) {
            Text("one two three").frame(width: 5)
            Text("end")
        }, size: Size(width: 20, height: 5))
        host.pump()
        let shown = host.textFrames()
        let end = try #require(shown["end"]), three = try #require(shown["three"])
        #expect(end.minY == three.minY, "\(shown)")
    }

    @Test("a row's separator starts at its first text, or where its listRowSeparatorLeading guide says: the row's edge, halfway along")
    func separatorLeading() throws {
        let host = try TestHost(List {
            Text("flush").alignmentGuide(.listRowSeparatorLeading) { _ in 0 }.listRowInsets(EdgeInsets())
            Text("halfway").alignmentGuide(.listRowSeparatorLeading) { $0.width / 2 }
            Label("plain", systemImage: "star")
            Text("last")
        }.listStyle(.plain), size: nil)
        host.present(on: try PixelTarget(width: 300, height: 240, units: .points(scale: 1)))
        host.pump()
        let shown = host.textFrames()
        let hairlines = host.graph.displayList().items.filter {
            if case .shape(_, .fill) = $0.primitive { $0.frame.size.height == 1 } else { false }
        }
        let flush = try #require(shown["flush"]), halfway = try #require(shown["halfway"]), plain = try #require(shown["plain"])
        func separator(under row: Rect) -> Rect? { hairlines.first { $0.frame.minY >= row.maxY && $0.frame.minY < row.maxY + 30 }?.frame }
        #expect(separator(under: flush)?.minX == 0, "\(hairlines.map(\.frame))")
        #expect(separator(under: halfway)?.minX == halfway.minX + (halfway.size.width / 2), "\(hairlines.map(\.frame))")
        #expect(separator(under: plain)?.minX == plain.minX, "unset, from the title's leading edge, not the icon's")
        #expect(plain.minX > 16 + 20, "the title stands after its icon: \(plain)")
        #expect(hairlines.allSatisfy { $0.frame.maxX == 300 })
    }

    @Test("the count of views setting guides falls back to none as they leave, and stacks align by fractions again")
    func guideViewsCounted() throws {
        struct Toggled: View {
            @State private var shows = true
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Button("hide") { shows = false }
                    if shows { Text("guided").alignmentGuide(.leading) { _ in 1 } }
                    Text("plain")
                }
            }
        }
        let host = try TestHost(Toggled(), size: Size(width: 30, height: 4))
        host.pump()
        #expect(host.graph.alignmentGuideViews == 1)
        try host.tap("hide")
        host.advance(by: .seconds(1))
        #expect(host.graph.alignmentGuideViews == 0)
        #expect(host.textFrames()["plain"]?.minX == host.textFrames()["hide"]?.minX)
    }
}
