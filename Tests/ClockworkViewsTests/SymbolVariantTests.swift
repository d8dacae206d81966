import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore
@testable import ClockworkViews

@Suite("Symbol variants and rendering modes")
@MainActor
struct SymbolVariantTests {
    @Test("a variant set above a symbol names it as the symbol set does, for the tree, input and drawing")
    func variantsName() throws {
        struct Alerts: View {
            @State private var muted = false
            var body: some View {
                VStack {
                    Button { muted.toggle() } label: { Image(systemName: "bell") }
                        .symbolVariant(muted ? .slash.circle.fill : .none)
                    Image(systemName: "heart.fill").symbolVariant(.fill)
                    Image(systemName: "star").symbolVariant(.circle).symbolRenderingMode(.palette)
                    Image(systemName: "bolt").symbolRenderingMode(.hierarchical).accentColor(.orange)
                }
            }
        }
        let host = try TestHost(Alerts(), size: Size(width: 20, height: 6))
        host.pump()
        #expect(host.renderTree.contains("Image \"heart.fill\""), "a part the name has already is not added again")
        #expect(host.renderTree.contains("Image \"star.circle\""))
        try host.tap("bell")
        host.pump()
        #expect(host.renderTree.contains("Image \"bell.slash.circle.fill\""))
        #expect(host.graph.displayList().items.contains { $0.primitive == .symbol("bell.slash.circle.fill") })
        try host.tap("bell.slash.circle.fill")
        host.pump()
        #expect(host.renderTree.contains("Image \"bell\""))
    }

    @Test("variants combine and contain their parts")
    func combining() {
        #expect(SymbolVariants.circle.fill.contains(.fill) && SymbolVariants.circle.fill.contains(.circle))
        #expect(!SymbolVariants.fill.contains(.circle))
        #expect(SymbolVariants.square.slash.applied(to: "mic") == "mic.slash.square")
        #expect(SymbolVariants.fill.applied(to: "person.crop.circle") == "person.crop.circle.fill")
    }
}
