import Clockwork
import Foundation

/// Drawing as apps write it beyond shapes: a canvas, masks, stacking order, blend modes,
/// angular gradients, uneven corners, named coordinate spaces and container-relative frames.
struct Sparkline: View {
    var samples: [Double]

    var body: some View {
        Canvas { context, size in
            guard samples.count > 1, let top = samples.max(), top > 0 else { return }
            var line = Path()
            for (index, sample) in samples.enumerated() {
                let point = CGPoint(x: size.width * CGFloat(index) / CGFloat(samples.count - 1),
                                    y: size.height * (1 - CGFloat(sample / top)))
                if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
            }
            context.stroke(line, with: .linearGradient(Gradient(colors: [.teal, .blue]), startPoint: .zero,
                                                       endPoint: CGPoint(x: size.width, y: 0)),
                           style: StrokeStyle(lineWidth: 2, lineJoin: .round))
            var dot = context
            dot.opacity = 0.8
            dot.blendMode = .screen
            if let last = samples.last {
                let center = CGPoint(x: size.width, y: size.height * (1 - CGFloat(last / top)))
                dot.fill(Path(ellipseIn: CGRect(x: center.x - 3, y: center.y - 3, width: 6, height: 6)), with: .color(.orange))
            }
            let label = context.resolve(Text("max \(Int(top))").font(.caption))
            context.draw(label, at: CGPoint(x: 2, y: 2), anchor: .topLeading)
        }
        .frame(height: 40)
    }
}

struct Dial: View {
    var value: Double

    var body: some View {
        Canvas(opaque: false, colorMode: .nonLinear, rendersAsynchronously: false) { context, size in
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            var ring = Path()
            ring.addArc(center: center, radius: min(size.width, size.height) / 2 - 4, startAngle: .degrees(135),
                        endAngle: .degrees(135 + 270 * value), clockwise: false)
            context.stroke(ring, with: .conicGradient(Gradient(colors: [.green, .yellow, .red]), center: center), lineWidth: 6)
            context.translateBy(x: center.x, y: center.y)
            context.rotate(by: .degrees(135 + 270 * value))
            context.fill(Path(CGRect(x: 0, y: -1, width: size.width / 3, height: 2)), with: .foreground)
        }
    }
}

struct Badges: View {
    @State private var front = 0

    var body: some View {
        ZStack {
            ForEach(0..<3) { index in
                RoundedRectangle(cornerRadius: 8)
                    .fill(AngularGradient(colors: [.pink, .purple, .pink], center: .center))
                    .frame(width: 80, height: 50)
                    .offset(x: CGFloat(index) * 12)
                    .zIndex(front == index ? 1 : 0)
                    .onTapGesture { front = index }
            }
        }
        .compositingGroup()
        .drawingGroup()
    }
}

struct FadedTitle: View {
    var body: some View {
        Text("Reactor")
            .font(.largeTitle)
            .mask(alignment: .leading) {
                LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)
            }
            .overlay(Color.orange.blendMode(.multiply))
            .background(UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12).fill(.gray.opacity(0.2)))
            .mask(Capsule())
    }
}

struct Carousel: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 8) {
                ForEach(0..<5) { index in
                    Text("Card \(index)")
                        .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
                        .background(.blue, in: .rect(cornerRadii: RectangleCornerRadii(topLeading: 10, topTrailing: 10)))
                }
            }
            .background(GeometryReader { proxy in
                Color.clear.onAppear { offset = proxy.frame(in: .named("carousel")).minX }
            })
        }
        .coordinateSpace(name: "carousel")
        .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width in offset = width }
    }
}

struct Baselines: View {
    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text("42").font(.largeTitle)
            Text("°C").font(.caption)
        }
    }
}
