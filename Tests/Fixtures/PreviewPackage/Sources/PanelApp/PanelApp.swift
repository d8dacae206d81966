import Clockwork
import Panels

@main
struct PanelApp: App {
    var body: some Scene {
        WindowGroup {
            StatusScreen()
        }
    }
}

/// The app's one screen.
struct StatusScreen: View {
    var body: some View {
        VStack {
            Text("Pump station")
            AlarmBanner(isOn: true)
        }
    }
}

#Preview("Status", traits: .portrait) {
    StatusScreen()
}
