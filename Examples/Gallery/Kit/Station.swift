import Clockwork

/// A pretend pumping station: the state the gallery's controls set and its readouts show.
public final class Station: ObservableObject {
    /// A station at its starting readings.
    public init() {}

    enum Mode: String, CaseIterable, Identifiable {
        case eco = "Eco", normal = "Normal", boost = "Boost"
        var id: Self { self }
    }

    struct Pump: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    @Published var flow = 0.4
    @Published var pumpsRunning = 2
    @Published var mode = Mode.normal
    @Published var units = "m³/h"
    @Published var alarmsEnabled = true
    @Published var operatorName = ""
    @Published var pin = ""
    @Published var selectedPump: Int? = 1
    @Published var isFlushing = false

    /// The gallery's screens, kept here so they survive as the panel's state does: the
    /// selected tab, the pumps pushed on the navigation stack, the sheet and the dialog.
    @Published var tab = "panel"
    @Published var path: [Int] = []
    @Published var showsService = false
    @Published var confirmsStop = false

    struct Event: Identifiable {
        let id: Int
        let text: String
    }

    /// A long log, shown lazily: only the rows in view are built.
    let events = (1...10_000).map { Event(id: $0, text: "event \($0): pump \($0 % 3 + 1) \($0 % 7 == 0 ? "stalled" : "ok")") }

    let pumps = [Pump(id: 1, name: "North intake"), Pump(id: 2, name: "South intake"), Pump(id: 3, name: "Reserve")]

    /// How full the tank is, 0–1: follows the flow and the pumps.
    var tankLevel: Double { min(flow * Double(pumpsRunning) / 3, 1) }
}
