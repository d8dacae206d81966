import Clockwork

/// The pumps as a navigation stack: a list of links, each pushing the pump's screen.
struct PumpsScreen: View {
    @EnvironmentObject var station: Station

    var body: some View {
        NavigationStack(path: $station.path) {
            List {
                ForEach(station.pumps) { pump in
                    NavigationLink(pump.name, value: pump.id)
                }
            }
            .navigationTitle("Pumps")
            .navigationDestination(for: Int.self) { id in
                if let pump = station.pumps.first(where: { $0.id == id }) { PumpDetail(pump: pump) }
            }
        }
    }
}

/// One pump: its share of the flow, a sheet to service it and a dialog to stop it.
struct PumpDetail: View {
    let pump: Station.Pump
    @EnvironmentObject var station: Station

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Gauge(value: station.flow) {
                Text("Flow")
            } currentValueLabel: {
                Text(station.flow, format: .percent)
            }
            HStack(spacing: 2) {
                Button("Service") { station.showsService = true }
                Button("Stop", role: .destructive) { station.confirmsStop = true }
            }
        }
        .navigationTitle(pump.name)
        .sheet(isPresented: $station.showsService) {
            ServiceSheet(pump: pump)
        }
        .confirmationDialog("Stop \(pump.name)?", isPresented: $station.confirmsStop, titleVisibility: .visible) {
            Button("Stop", role: .destructive) { station.pumpsRunning = max(station.pumpsRunning - 1, 0) }
        } message: {
            Text("\(station.pumpsRunning)").bold().foregroundColor(.orange) + Text(" pumps are running.")
        }
    }
}

/// The service sheet: settings for the visit, and a button that closes it.
struct ServiceSheet: View {
    let pump: Station.Pump
    @EnvironmentObject var station: Station
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Service \(pump.name)").bold()
            Toggle("Alarms during service", isOn: $station.alarmsEnabled)
            Button("Close") { dismiss() }
        }
    }
}

#Preview("Pumps", traits: .fixedLayout(width: 640, height: 360)) {
    PumpsScreen()
        .environmentObject(Station())
}
