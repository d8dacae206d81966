import Clockwork

/// The controls: a form of sections, as a settings screen is written.
struct SettingsColumn: View {
    @EnvironmentObject var station: Station

    var body: some View {
        Form {
            Section("Pumps") {
                Slider(value: $station.flow, in: 0...1, step: 0.05) {
                    Text("Flow")
                } minimumValueLabel: {
                    Image(systemName: "tortoise")
                } maximumValueLabel: {
                    Image(systemName: "hare")
                }
                Stepper("Running \(station.pumpsRunning)", value: $station.pumpsRunning, in: 0...3)
                Picker("Mode", selection: $station.mode) {
                    ForEach(Station.Mode.allCases) { mode in Text(mode.rawValue) }
                }
                .pickerStyle(.segmented)
                Picker("Units", selection: $station.units) {
                    Text("m³/h").tag("m³/h")
                    Text("l/s").tag("l/s")
                }
            }
            Section {
                Toggle("Alarms", isOn: $station.alarmsEnabled)
                TextField("Operator", text: $station.operatorName)
                SecureField("PIN", text: $station.pin)
                Button("Flush", role: .destructive) { station.isFlushing.toggle() }
                    .disabled(!station.alarmsEnabled)
            } header: {
                Label("Station", systemImage: "gear")
            }
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(station.events) { event in Text(event.text).foregroundStyle(.secondary) }
                }
            }
            .frame(height: 3)
            .accessibilityIdentifier("events")
        }
        .frame(width: 38)
    }
}

#Preview("Settings", traits: .fixedLayout(width: 400, height: 480)) {
    @Previewable @StateObject var station = Station()
    SettingsColumn()
        .environmentObject(station)
}
