import ClockworkPixels
import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

private struct Readings: View {
    var style: ListLookChoice = .plain
    var hidesBackground = false

    var body: some View {
        styled(List {
            Text("alpha")
            Text("beta").listRowSeparator(.hidden)
            Text("gamma").listRowBackground(Color.orange)
            Text("delta").listRowInsets(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0))
            Text("epsilon")
        })
        .scrollContentBackground(hidesBackground ? .hidden : .automatic)
    }

    @ViewBuilder private func styled(_ list: some View) -> some View {
        switch style {
        case .plain: list.listStyle(.plain)
        case .insetGrouped: list.listStyle(.insetGrouped)
        case .automatic: list
        }
    }
}

private enum ListLookChoice {
    case plain, insetGrouped, automatic
}

@Suite("List styles and row modifiers")
@MainActor
struct ListStyleTests {
    private func host(_ view: some View) throws -> TestHost {
        let host = try TestHost(view, size: nil)
        host.present(on: try PixelTarget(width: 300, height: 240, units: .points(scale: 1)))
        host.pump()
        return host
    }

    private func frame(_ text: String, _ host: TestHost) -> Rect? {
        host.graph.displayList().items.first { $0.primitive == .text(text) }?.frame
    }

    private func fills(_ host: TestHost) -> [DisplayItem] {
        host.graph.displayList().items.filter { if case .shape(_, .fill) = $0.primitive { true } else { false } }
    }

    @Test("a plain list draws a hairline under each row but the last, from the text to the edge, except where a row hides its separator")
    func separators() throws {
        let host = try host(Readings())
        #expect(host.renderTree.contains("List style=plain"))
        let hairlines = fills(host).filter { $0.frame.size.height == 1 }
        let alpha = try #require(frame("alpha", host)), beta = try #require(frame("beta", host)), gamma = try #require(frame("gamma", host))
        #expect(hairlines.contains { $0.frame.minY >= alpha.maxY && $0.frame.maxY <= beta.minY && $0.frame.minX == alpha.minX && $0.frame.maxX == 300 })
        #expect(!hairlines.contains { $0.frame.minY >= beta.maxY && $0.frame.maxY <= gamma.minY })
        #expect(hairlines.count == 3, "alpha, gamma and delta: \(hairlines.map(\.frame))")
    }

    @Test("in points a row is inset as iOS insets it, at least 44 points tall, its text centred on its height")
    func rowMetrics() throws {
        let host = try host(Readings())
        let alpha = try #require(frame("alpha", host)), beta = try #require(frame("beta", host))
        #expect(alpha.minX == 16 && beta.minY - alpha.minY == 44, "\(alpha) \(beta)")
        #expect(alpha.minY == 11)
    }

    @Test("a row's insets replace the style's; its background spans the whole row")
    func rowInsetsAndBackground() throws {
        let host = try host(Readings())
        let alpha = try #require(frame("alpha", host)), delta = try #require(frame("delta", host))
        #expect(alpha.minX == 16 && delta.minX == 20, "\(alpha) \(delta)")
        let gamma = try #require(frame("gamma", host))
        let background = try #require(fills(host).first { $0.frame.minY <= gamma.minY && $0.frame.maxY >= gamma.maxY && $0.frame.size.width == 300 })
        #expect(background.frame.minX == 0)
    }

    @Test("an inset grouped list draws its background and a card behind its rows, unless its background is hidden")
    func groupedBackground() throws {
        let grouped = try host(Readings(style: .insetGrouped))
        #expect(grouped.renderTree.contains("List style=insetGrouped"))
        #expect(fills(grouped).contains { $0.frame.size.width == 300 && $0.frame.size.height == 240 })
        #expect(fills(grouped).contains { if case .shape(.roundedRectangle, _) = $0.primitive { true } else { false } })
        let bare = try host(Readings(style: .insetGrouped, hidesBackground: true))
        #expect(!fills(bare).contains { $0.frame.size.width == 300 && $0.frame.size.height == 240 })
    }

    @Test("in points the automatic style is iOS's inset grouped look: rows on a card, hairlines between them")
    func automatic() throws {
        let host = try host(Readings(style: .automatic))
        #expect(host.renderTree.contains("List\n") || !host.renderTree.contains("List style="))
        #expect(fills(host).contains { if case .shape(.roundedRectangle, _) = $0.primitive { $0.frame.minX == 16 } else { false } })
        #expect(fills(host).filter { $0.frame.size.height == 1 }.count == 3)
    }

    @Test("a grouped form draws its sections' rows on cards, one per section, under uppercase headers, on the form's background")
    func groupedForm() throws {
        struct Settings: View {
            var body: some View {
                Form {
                    Section("Network") {
                        LabeledContent("Address", value: "10.0.0.7")
                        LabeledContent("Port", value: "502")
                    }
                    Section("Display") {
                        LabeledContent("Brightness", value: "80 %")
                    }
                }
                .formStyle(.grouped)
            }
        }
        let host = try host(Settings())
        let cards = host.graph.displayList().items.filter { if case .shape(.roundedRectangle, .fill) = $0.primitive { true } else { false } }
        #expect(cards.count == 2, "\(cards)")
        let address = try #require(frame("Address", host)), port = try #require(frame("Port", host))
        let brightness = try #require(frame("Brightness", host)), network = try #require(frame("NETWORK", host))
        #expect(cards[0].frame.minY <= address.minY && cards[0].frame.maxY >= port.maxY)
        #expect(cards[0].frame.minY > network.minY, "the header is above the card, not on it")
        #expect(cards[1].frame.minY <= brightness.minY && cards[1].frame.maxY >= brightness.maxY)
        let automatic = try self.host(Form { Section("Network") { Text("Address") } })
        #expect(automatic.graph.displayList().items.contains { if case .shape(.roundedRectangle, _) = $0.primitive { true } else { false } },
                "an automatic form is grouped in points, as on iOS")
    }
}
