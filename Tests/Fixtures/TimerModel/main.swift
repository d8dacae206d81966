// A daemon whose view model counts with Foundation's `Timer.scheduledTimer`, as pasted
// SwiftUI code does: the daemon runs the main run loop, so the timer fires on the loop.
import Clockwork

@MainActor
final class Metronome: ObservableObject {
    @Published var beats = 0
    private var timer: Timer?

    init() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.beats += 1 }
        }
    }
}

struct MetronomeView: View {
    @StateObject private var metronome = Metronome()
    var body: some View { Text("beats \(metronome.beats)") }
}

@main
struct TimerModelFixture: App {
    var body: some Scene {
        WindowGroup { MetronomeView() }
    }
}
