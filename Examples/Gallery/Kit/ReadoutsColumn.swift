import Clockwork

/// The indicators: gauges, progress, a list with a selection, shapes and labels.
struct ReadoutsColumn: View {
    @EnvironmentObject var station: Station

    var body: some View {
        VStack(alignment: .leading) {
            Text("Tank").font(.headline)
            Gauge(value: station.tankLevel) {
                Text("Level")
            } currentValueLabel: {
                Text(station.tankLevel, format: .percent.precision(.fractionLength(0)))
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("1")
            }
            .tint(Gradient(colors: [.green, .yellow, .red]))
            HStack {
                Gauge(value: station.flow) { Text("flow") } currentValueLabel: { Text("\(station.flow, specifier: "%.2f")") }
                    .gaugeStyle(.accessoryCircularCapacity)
                Spacer()
                if station.isFlushing {
                    ProgressView("Flushing")
                } else {
                    Label("Idle", systemImage: "checkmark.circle")
                        .foregroundStyle(.green)
                }
            }
            ProgressView("Pumps", value: Double(station.pumpsRunning), total: 3)
            Divider()
            Text("Pumps · \(station.mode.rawValue) · \(station.units)").foregroundStyle(.secondary)
            List(station.pumps, selection: $station.selectedPump) { pump in
                Label(pump.name, systemImage: pump.id == station.selectedPump ? "bolt.fill" : "bolt")
            }
            .frame(height: 3)
            HStack {
                Rectangle().fill(.blue).frame(width: 4, height: 1)
                Capsule().fill(LinearGradient(colors: [.teal, .indigo], startPoint: .leading, endPoint: .trailing)).frame(width: 8, height: 1)
                Circle().fill(station.alarmsEnabled ? Color.red : Color.gray).frame(width: 1, height: 1)
                Text(station.alarmsEnabled ? "alarms on" : "alarms off").italic()
            }
        }
    }
}

#Preview("Readouts", traits: .sizeThatFitsLayout) {
    ReadoutsColumn()
        .environmentObject(Station())
}
