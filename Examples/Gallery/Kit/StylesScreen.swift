import Clockwork

/// Every built-in style beside one of the gallery's own, bound to the station's state: the
/// same controls as the panel tab, drawn each way.
struct StylesScreen: View {
    @EnvironmentObject var station: Station

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Button("Auto") { station.flow = 0.4 }
                Button("Bordered") { station.flow = min(station.flow + 0.1, 1) }.buttonStyle(.bordered)
                Button("Prominent") { station.flow = max(station.flow - 0.1, 0) }.buttonStyle(.borderedProminent)
                Button("Plain") {}.buttonStyle(.plain)
                Button("Own") {}.buttonStyle(ChevronButtonStyle())
            }
            HStack {
                Toggle("Switch", isOn: $station.alarmsEnabled).toggleStyle(.switch)
                Toggle("Box", isOn: $station.alarmsEnabled).toggleStyle(.checkbox)
                Toggle("Button", isOn: $station.alarmsEnabled).toggleStyle(.button)
                Toggle("Word", isOn: $station.alarmsEnabled).toggleStyle(WordToggleStyle())
            }
            HStack {
                Gauge(value: station.flow) { Text("ring") }.gaugeStyle(.accessoryCircularCapacity)
                Gauge(value: station.flow) { Text("dial") }.gaugeStyle(CircularGaugeStyle(tint: .orange))
                ProgressView(value: station.flow) { Text("spin") }.progressViewStyle(.circular)
                Gauge(value: station.flow) { Text("flow") }.gaugeStyle(PercentGaugeStyle())
            }
            Gauge(value: station.flow) { Text("Marker") }.gaugeStyle(.accessoryLinear)
            Gauge(value: station.tankLevel) { Text("Tank") }.gaugeStyle(.linearCapacity).tint(.green)
            HStack {
                Label("Title", systemImage: "star").labelStyle(.titleOnly)
                Label("Icon", systemImage: "star").labelStyle(.iconOnly)
                Label("Both", systemImage: "star").labelStyle(.titleAndIcon)
                Label("After", systemImage: "star").labelStyle(TrailingIconLabelStyle())
            }
            HStack {
                TextField("Rounded", text: $station.operatorName).textFieldStyle(.roundedBorder)
                TextField("Plain", text: $station.operatorName).textFieldStyle(.plain)
            }
        }
    }
}

/// A button drawn as its label after a chevron, in the tint.
struct ChevronButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("›")
            configuration.label
        }
        .foregroundStyle(.tint)
    }
}

/// A toggle drawn as `ON`/`OFF` before its label.
struct WordToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text(configuration.isOn ? "ON " : "OFF")
                .foregroundStyle(configuration.isOn ? Color.green : .secondary)
            configuration.label
        }
    }
}

/// A gauge drawn as a percentage and its label.
struct PercentGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("\(Int((configuration.value * 100).rounded()))% ")
            configuration.label
        }
    }
}

/// A label with its title before its icon.
struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

#Preview("Styles") {
    StylesScreen()
        .environmentObject(Station())
}
