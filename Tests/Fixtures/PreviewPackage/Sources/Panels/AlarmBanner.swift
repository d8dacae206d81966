import Clockwork

/// A banner that says whether the alarm is on.
public struct AlarmBanner: View {
    let isOn: Bool

    public init(isOn: Bool) {
        self.isOn = isOn
    }

    public var body: some View {
        HStack {
            Circle()
                .fill(isOn ? Color.yellow : Color.black)
                .frame(width: 16, height: 16)
            Text(isOn ? "Alarm armed" : "Alarm off")
                .font(.title)
        }
        .padding()
        .background(isOn ? Color.red : Color.gray)
    }
}

#Preview("Alarm", traits: .fixedLayout(width: 320, height: 120)) {
    AlarmBanner(isOn: true)
}

#Preview {
    AlarmBanner(isOn: false)
}
