import Clockwork
import Foundation

/// Drawing as SwiftUI code writes it (issue 44's first part): insets, borders, trims,
/// shapes by name, faded styles, materials, named colors, scaling about an anchor.
struct Gauge: View {
    var progress: Double

    var body: some View {
        ZStack {
            Circle().strokeBorder(Color.gray.opacity(0.3), lineWidth: 8)
            Circle()
                .inset(by: 4)
                .trim(from: 0, to: progress)
                .stroke(Color("Brand"), style: StrokeStyle(lineWidth: 8, lineCap: .round), antialiased: true)
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100)) %")
                .padding(6)
                .background(.ultraThinMaterial, in: .capsule)
        }
        .frame(width: 120, height: 120)
        .background(.regularMaterial, ignoresSafeAreaEdges: .all)
        .overlay(.black.opacity(0.05))
        .clipShape(.rect(cornerRadius: 12, style: .continuous))
        .scaleEffect(progress > 0.9 ? 1.1 : 1, anchor: .bottom)
    }
}

struct Swatches: View {
    var body: some View {
        HStack {
            RoundedRectangle(cornerRadius: 8).strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
            Capsule(style: .circular).fill(LinearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom).opacity(0.8))
            Rectangle().stroke(.blue, lineWidth: 1)
            Ellipse().fill(.thickMaterial)
            Circle().strokeBorder(lineWidth: 2)
            Color.clear.background(.bar).scaleEffect(x: 1, y: 0.5, anchor: .top)
        }
        .foregroundStyle(.secondary.opacity(0.7))
        .scaleEffect(CGSize(width: 1, height: 1))
    }
}

/// A layout of one's own as Apple's pages write one: equal widths for every subview.
struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        let tallest = sizes.map(\.height).max() ?? 0
        return CGSize(width: widest * CGFloat(subviews.count), height: tallest)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = bounds.width / CGFloat(max(subviews.count, 1))
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + width * CGFloat(index) + width / 2, y: bounds.midY), anchor: .center,
                          proposal: ProposedViewSize(width: width, height: bounds.height))
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

struct Toolbox: View {
    @State private var compact = false

    var body: some View {
        let layout = compact ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4)) : AnyLayout(HStackLayout(alignment: .top))
        VStack {
            layout {
                Text("Pumps").layoutValue(key: Rank.self, value: 1)
                Text("Valves").layoutPriority(1)
            }
            EqualWidthHStack {
                Button("Start") {}
                Button("Stop") {}
            }
            ZStackLayout(alignment: .topLeading) {
                Color.blue
                Text("over")
            }
            ViewThatFits(in: .horizontal) {
                Text("Boiler pressure rising")
                Text("Pressure ↑")
            }
            ScrollView { Text("log") }
                .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 4) { Text("2 alarms") }
                .safeAreaInset(edge: .trailing) { Divider() }
        }
    }
}
