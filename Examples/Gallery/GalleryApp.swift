// The view vocabulary of a status panel: every control and indicator Clockwork draws on
// one tab, a navigation stack with a sheet and a confirmation dialog on another, and the
// styles on a third, all driven over the input socket (see README, "The gallery").
import Clockwork

@main
struct GalleryApp: App {
    @StateObject private var station = Station()

    var body: some Scene {
        WindowGroup {
            GalleryView()
                .environmentObject(station)
        }
    }
}

/// Three tabs: the panel, the pumps screen, and the styles.
struct GalleryView: View {
    @EnvironmentObject var station: Station

    var body: some View {
        TabView(selection: $station.tab) {
            PanelView()
                .tabItem { Label("Panel", systemImage: "gauge") }
                .tag("panel")
            PumpsScreen()
                .tabItem { Label("Pumps", systemImage: "list.bullet") }
                .tag("pumps")
            StylesScreen()
                .padding(.horizontal, 1)
                .tabItem { Label("Styles", systemImage: "paintbrush") }
                .tag("styles")
        }
    }
}

/// The two columns: what you set on the left, what it shows on the right.
struct PanelView: View {
    var body: some View {
        HStack(alignment: .top, spacing: 1) {
            SettingsColumn()
            Divider()
            ReadoutsColumn()
        }
        .padding(.horizontal, 1)
    }
}
