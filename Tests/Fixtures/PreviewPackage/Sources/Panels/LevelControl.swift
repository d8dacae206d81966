import Clockwork

/// A tank level with a stepper to set it.
public struct LevelControl: View {
    @Binding var level: Int

    public init(level: Binding<Int>) {
        _level = level
    }

    public var body: some View {
        VStack(alignment: .leading) {
            Text("Tank level \(level)")
            Stepper("Level", value: $level, in: 0...10)
            ProgressView(value: Double(level), total: 10)
        }
        .padding()
    }
}

#Preview("Level", traits: .sizeThatFitsLayout) {
    @Previewable @State var level = 3
    LevelControl(level: $level)
}

struct LevelControl_Previews: PreviewProvider {
    static var previews: some View {
        LevelControl(level: .constant(7))
            .previewLayout(.sizeThatFits)
    }
}
