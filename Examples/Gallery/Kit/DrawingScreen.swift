import Clockwork

/// Drawing, motion and text beyond the controls: a dial drawn on a canvas from the
/// station's flow, a pulsing lamp, a highlight that moves to the chosen pump, a keyframed
/// nudge, and a notes field that grows as it is typed into.
struct DrawingScreen: View {
    @EnvironmentObject var station: Station
    @Namespace private var pumps
    @State private var chosenPump = 0
    @State private var nudges = 0
    @State private var notes = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack(alignment: .top, spacing: 2) {
                FlowDial(flow: station.flow)
                    .frame(width: 12, height: 6)
                VStack(alignment: .leading) {
                    Text("Flow \(Int(station.flow * 100)) %").underline()
                    Text("Old limit 80 %").strikethrough().foregroundStyle(.secondary)
                    Text("lamp")
                        .textCase(.uppercase)
                        .phaseAnimator([0.3, 1.0]) { lamp, level in
                            lamp.opacity(level)
                        } animation: { _ in .easeInOut(duration: 1) }
                    Button("Nudge") { nudges += 1 }
                        .keyframeAnimator(initialValue: 0.0, trigger: nudges) { button, shift in
                            button.offset(x: shift)
                        } keyframes: { _ in
                            KeyframeTrack {
                                LinearKeyframe(3.0, duration: 0.2)
                                SpringKeyframe(0.0, duration: 0.6, spring: .bouncy)
                            }
                        }
                }
            }
            HStack(spacing: 2) {
                ForEach(0..<3) { pump in
                    Button("Pump \(pump + 1)") { withAnimation(.snappy) { chosenPump = pump } }
                        .padding(.horizontal, 1)
                        .background {
                            if chosenPump == pump {
                                Capsule().fill(.orange.opacity(0.35)).matchedGeometryEffect(id: "chosen", in: pumps)
                            }
                        }
                }
            }
            TextField("Notes", text: $notes, prompt: Text("Shift notes"), axis: .vertical)
                .lineLimit(1...3)
                .frame(width: 30)
        }
    }
}

/// The station's flow as a needle on a ring, drawn by hand.
struct FlowDial: View {
    var flow: Double

    var body: some View {
        Canvas { context, size in
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let radius = min(size.width, size.height) / 2
            var ring = Path()
            ring.addArc(center: center, radius: radius, startAngle: .degrees(135), endAngle: .degrees(45), clockwise: false)
            context.stroke(ring, with: .color(.gray), lineWidth: 1)
            var needle = context
            needle.translateBy(x: center.x, y: center.y)
            needle.rotate(by: .degrees(135 + 270 * flow))
            needle.fill(Path(CGRect(x: 0, y: -0.5, width: radius, height: 1)), with: .color(.orange))
            context.draw(Text("\(Int(flow * 100))"), at: CGPoint(x: center.x, y: size.height - 1))
        }
    }
}
