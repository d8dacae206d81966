// A daemon whose view model counts with Foundation as pasted SwiftUI code does: a
// `Timer.scheduledTimer`, a `Timer` added to `RunLoop.main` in its common modes, and a
// notification another thread posts, observed on the main queue. The daemon runs the main
// run loop and drains the main queue, so all three arrive on the loop.
import Clockwork

extension Notification.Name {
    static let beacon = Notification.Name("TimerModelFixture.beacon")
}

@MainActor
final class Metronome: ObservableObject {
    @Published var beats = 0
    @Published var chimes = 0
    @Published var beacons = 0
    private var timers: [Timer] = []
    private var observer: NSObjectProtocol?

    init() {
        timers.append(Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.beats += 1 }
        })
        let chime = Timer(timeInterval: 0.2, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.chimes += 1 }
        }
        RunLoop.main.add(chime, forMode: .common)
        timers.append(chime)
        observer = NotificationCenter.default.addObserver(forName: .beacon, object: nil, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.beacons += 1 }
        }
        Thread.detachNewThread {
            while true {
                Thread.sleep(forTimeInterval: 0.2)
                NotificationCenter.default.post(name: .beacon, object: nil)
            }
        }
    }
}

struct MetronomeView: View {
    @StateObject private var metronome = Metronome()
    var body: some View {
        VStack {
            Text("beats \(metronome.beats)")
            Text("chimes \(metronome.chimes)")
            Text("beacons \(metronome.beacons)")
        }
    }
}

@main
struct TimerModelFixture: App {
    var body: some Scene {
        WindowGroup { MetronomeView() }
    }
}
