import Clockwork
import ClockworkTesting
import Foundation
import Testing

// AngularGradient and UnevenRoundedRectangle, as Apple's pages describe them.

private struct Wheel: View {
    var body: some View {
        VStack(spacing: 8) {
            Circle()
                .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
                .frame(width: 64, height: 64)
            UnevenRoundedRectangle(topLeadingRadius: 16, bottomTrailingRadius: 16)
                .fill(.conicGradient(colors: [.orange, .purple], center: .center, angle: .degrees(90)))
                .frame(width: 72, height: 28)
            Rectangle()
                .fill(AngularGradient(colors: [.teal, .pink], center: .leading, startAngle: .degrees(-45), endAngle: .degrees(45)))
                .frame(width: 72, height: 20)
        }
        .padding(4)
    }
}

/// Whether two rectangles are the same but for rounding.
private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
}

@Suite("Angular gradients and uneven corners")
@MainActor
struct GradientAndCornerTests {
    @Test("an angular gradient's color follows the angle about its center, clockwise from the trailing side")
    func angularColors() {
        let style = AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180)).paintStyle
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(style.color(at: Point(x: 9, y: 5), in: frame) == Color.red, "0°: the trailing side")
        #expect(style.color(at: Point(x: 1, y: 5.0001), in: frame)?.blue ?? 0 > 0.99, "180°: the leading side")
        let below = style.color(at: Point(x: 5, y: 9), in: frame)
        #expect(below == Gradient(colors: [.red, .blue]).color(at: 0.5), "90° is below the center, halfway")
        #expect(style.color(at: Point(x: 6, y: 1), in: frame) == Color.red, "past the end, near the start: the start's color")
    }

    @Test("equal angles make a whole turn; the wire carries the gradient")
    func wholeTurnAndWire() throws {
        let turn = AngularGradient(colors: [.red, .blue], center: .center)
        guard case let .angularGradient(_, _, start, end) = turn.paintStyle else {
            Issue.record("not angular: \(turn.paintStyle)")
            return
        }
        #expect(start == 0 && abs(end - 2 * .pi) < 1e-12)
        let host = try TestHost(Rectangle().fill(turn).frame(width: 4, height: 4))
        let decoded = try JSONDecoder().decode(DisplayList.self, from: Data(host.graph.displayList().json().utf8))
        #expect(decoded.items == host.graph.displayList().items)
    }

    @Test("uneven corners: each takes its own radius, clamped to half the shorter side")
    func unevenCorners() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 4, bottomLeadingRadius: 0, bottomTrailingRadius: 20, topTrailingRadius: 1)
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 10)))
        #expect(!path.contains(CGPoint(x: 0.3, y: 0.3)), "the top-leading corner is cut")
        #expect(path.contains(CGPoint(x: 0.3, y: 9.7)), "the bottom-leading corner is square")
        #expect(!path.contains(CGPoint(x: 19, y: 9)), "the bottom-trailing radius is held to 5")
        #expect(path.contains(CGPoint(x: 16, y: 8)))
        let inset = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 4)).inset(by: 2)
            .path(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(close(inset.boundingRect, CGRect(x: 2, y: 2, width: 16, height: 6)))
        let named: UnevenRoundedRectangle = .rect(topLeadingRadius: 3, topTrailingRadius: 3)
        #expect(named.cornerRadii == RectangleCornerRadii(topLeading: 3, topTrailing: 3))
    }

    @Test("the color wheel matches its golden image")
    func wheelMatchesGolden() throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/gradient-wheel.png").path
        let result = try TestHost(Wheel()).compareSnapshot(toGolden: golden, width: 80, height: 140)
        #expect(result.matches, "\(result)")
    }
}
