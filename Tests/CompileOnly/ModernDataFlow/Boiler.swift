// The Data flow article's sample, verbatim: it must compile with `import Clockwork` alone.
import Clockwork

@MainActor @Observable
final class Boiler {
    var setpoint = 60
    var temperature = 20.0

    func refresh() async {
        try? await Task.sleep(for: .milliseconds(100))
        temperature += 0.5
    }
}

struct BoilerView: View {
    @Environment(Boiler.self) private var boiler
    @AppStorage("unit") private var unit = "°C"
    @FocusState private var editing: Bool
    @State private var now = Date()
    private let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        @Bindable var boiler = boiler
        VStack {
            Text("\(Int(boiler.temperature)) \(unit) at \(now.formatted(date: .omitted, time: .standard))")
            HStack {
                Button("−") { boiler.setpoint -= 1 }
                Text("Setpoint \(boiler.setpoint)")
                Button("+") { boiler.setpoint += 1 }
            }
            TextField("Unit", text: $unit).focused($editing)
        }
        .onReceive(clock) { now = $0 }
        .task { await boiler.refresh() }
    }
}

#Preview {
    BoilerView().environment(Boiler())
}
