// Style protocols as SwiftUI code writes them, from Apple's pages on ButtonStyle,
// PrimitiveButtonStyle, ToggleStyle, LabelStyle, ProgressViewStyle and GaugeStyle, with
// `import Clockwork` only.
import Clockwork

struct PressableButtonStyle: ButtonStyle {
    var fill: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(configuration.isPressed ? fill.opacity(0.6) : fill)
            .foregroundStyle(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.easeOut(duration: 0.1), value: configuration.isPressed)
    }
}

struct DoubleTapButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .onTapGesture(count: 2) { configuration.trigger() }
    }
}

struct ChecklistToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(configuration.isOn ? Color.accentColor : .secondary)
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

struct RedBorderedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
            .border(Color.red)
    }
}

struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.icon
            configuration.title.font(.caption)
        }
    }
}

struct PercentProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        return VStack(alignment: .leading) {
            configuration.label
            ProgressView(configuration)
            Text("\(Int(fraction * 100))%")
        }
    }
}

struct ThermometerGaugeStyle: GaugeStyle {
    private let gradient = Gradient(colors: [.blue, .green, .orange, .red])

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Capsule()
                .fill(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))
                .frame(width: 120 * configuration.value, height: 8)
            configuration.currentValueLabel
            configuration.label
        }
    }
}

struct StyledPanel: View {
    @State private var heating = true
    @State private var level = 0.4

    var body: some View {
        VStack {
            Button("Start") {}.buttonStyle(PressableButtonStyle())
            Button("Stop", role: .destructive) {}.buttonStyle(.borderedProminent)
            Button("Cancel") {}.buttonStyle(DoubleTapButtonStyle())
            Toggle("Heating", isOn: $heating).toggleStyle(ChecklistToggleStyle())
            Toggle("Fan", isOn: $heating).toggleStyle(.switch)
            Toggle("Lamp", isOn: $heating).toggleStyle(.button)
            Label("Settings", systemImage: "gear").labelStyle(RedBorderedLabelStyle())
            Label("Alerts", systemImage: "bell").labelStyle(StackedLabelStyle())
            Label("Pumps", systemImage: "drop").labelStyle(.iconOnly)
            ProgressView("Copying", value: level).progressViewStyle(PercentProgressStyle())
            ProgressView(value: level).progressViewStyle(.circular)
            Gauge(value: level) { Text("Temp") } currentValueLabel: { Text("\(Int(level * 100))") }
                .gaugeStyle(ThermometerGaugeStyle())
            Gauge(value: level) { Text("Fuel") }.gaugeStyle(.circular)
            Gauge(value: level) { Text("Oil") }.gaugeStyle(CircularGaugeStyle(tint: .orange))
            Gauge(value: level) { Text("Air") }.gaugeStyle(.accessoryCircularCapacity)
            TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
        }
        .toggleStyle(.checkbox)
        .buttonStyle(.bordered)
    }
}
