import Clockwork
import Foundation

/// Motion and text as apps write them: phase and keyframe animators, spring presets,
/// transactions, matched geometry, and text's styling, limits and attributed strings.
struct PulsingDot: View {
    @State private var downloads = 0
    @State private var syncing = true

    var body: some View {
        HStack {
            Image(systemName: "arrow.down.circle").symbolEffect(.bounce.down, options: .repeat(2), value: downloads)
            Image(systemName: "wifi").symbolEffect(.variableColor.iterative, options: .speed(2), isActive: syncing)
            Image(systemName: "bell").symbolEffect(.pulse)
            dot
        }
    }

    private var dot: some View {
        Circle()
            .frame(width: 12, height: 12)
            .phaseAnimator([0.4, 1.0]) { content, phase in
                content.opacity(phase).scaleEffect(phase)
            } animation: { _ in .easeInOut(duration: 0.8) }
    }
}

struct LikeButton: View {
    @State private var likes = 0

    struct Bounce {
        var scale = 1.0
        var rotation = Angle.zero
        var lift = 0.0
    }

    var body: some View {
        Button("♥ \(likes)") { withAnimation(.snappy) { likes += 1 } }
            .keyframeAnimator(initialValue: Bounce(), trigger: likes) { content, value in
                content
                    .scaleEffect(value.scale)
                    .rotationEffect(value.rotation)
                    .offset(y: value.lift)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    CubicKeyframe(1.3, duration: 0.15)
                    SpringKeyframe(1.0, duration: 0.4, spring: .bouncy)
                }
                KeyframeTrack(\.rotation) {
                    LinearKeyframe(.degrees(-8), duration: 0.1)
                    LinearKeyframe(.degrees(8), duration: 0.1, timingCurve: .easeInOut)
                    MoveKeyframe(.zero)
                }
                KeyframeTrack(\.lift) {
                    for step in 0..<2 {
                        LinearKeyframe(step == 0 ? -6.0 : 0.0, duration: 0.12)
                    }
                }
            }
            .contentTransition(.numericText(value: Double(likes)))
            .transaction { $0.animation = $0.animation ?? .bouncy }
    }
}

struct Shelf: View {
    @Namespace private var shelf
    @State private var open = false

    var body: some View {
        VStack {
            if open {
                RoundedRectangle(cornerRadius: 16).fill(.blue)
                    .matchedGeometryEffect(id: "book", in: shelf)
                    .frame(height: 200)
            } else {
                RoundedRectangle(cornerRadius: 4).fill(.blue)
                    .matchedGeometryEffect(id: "book", in: shelf, properties: .frame, anchor: .center, isSource: true)
                    .frame(width: 40, height: 60)
            }
            Button(open ? "Close" : "Open") { withAnimation(.smooth(duration: 0.4)) { open.toggle() } }
        }
        .transaction(value: open) { transaction in transaction.disablesAnimations = false }
    }
}

struct Notes: View {
    @State private var text = ""

    var body: some View {
        Form {
            TextField("Notes", text: $text, prompt: Text("Anything to add?"), axis: .vertical)
                .lineLimit(3...6)
            Text("Saved").textCase(.uppercase).font(.caption).fontDesign(.rounded)
            Text("Deprecated").strikethrough(true, color: .red)
            Text("Read the manual").underline(pattern: .dash).monospaced()
            Text(attributedSummary)
            Text("A title that is rather long for one line")
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .allowsTightening(true)
                .lineSpacing(2)
                .textSelection(.enabled)
        }
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
    }

    private var attributedSummary: AttributedString {
        var summary = AttributedString("3 alarms")
        summary.font = .headline
        summary.foregroundColor = .red
        var link = AttributedString(" — details")
        link.link = URL(string: "https://example.com/alarms")
        return summary + link
    }
}
