// CoreGraphics geometry as SwiftUI code uses it, written from Apple's pages on
// `GeometryReader`, `GeometryProxy`, `Shape`, `Path`, `offset(_:)` and `position(_:)`:
// the proxy's values go to the code's own functions, which take CGSize, CGRect, CGFloat.
import Clockwork

/// A function of the sample's own, written for CoreGraphics' types.
func radius(fitting size: CGSize, inset: CGFloat = 2) -> CGFloat {
    min(size.width, size.height) / 2 - inset
}

func centre(of rect: CGRect) -> CGPoint {
    CGPoint(x: rect.midX, y: rect.midY)
}

struct Needle: Shape {
    var angle: Angle

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let middle = centre(of: rect)
        let length = radius(fitting: rect.size)
        path.move(to: middle)
        path.addLine(to: CGPoint(x: middle.x + length * CGFloat(cos(angle.radians)),
                                 y: middle.y + length * CGFloat(sin(angle.radians))))
        return path
    }
}

struct Dial: View {
    let value: Double
    @State private var drag = CGSize.zero
    private let spacing: CGFloat? = 4
    private let insets = EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)

    var body: some View {
        GeometryReader { proxy in
            let side: CGFloat = min(proxy.size.width, proxy.size.height)
            let frame: CGRect = proxy.frame(in: .local)
            VStack(spacing: spacing) {
                Needle(angle: .degrees(value * 270 - 225))
                    .stroke(lineWidth: 2)
                    .frame(width: side, height: side)
                Text("r \(Int(radius(fitting: proxy.size)))")
                    .position(centre(of: frame))
            }
            .offset(drag)
            .padding(insets)
            .frame(maxWidth: proxy.size.width * 0.8, maxHeight: .infinity)
        }
        .aspectRatio(CGSize(width: 1, height: 1), contentMode: .fit)
        .offset(x: drag.width, y: drag.height)
    }
}
