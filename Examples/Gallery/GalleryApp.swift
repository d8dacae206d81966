// The view vocabulary of a status panel: every control and indicator Clockwork draws on
// one tab, a navigation stack with a sheet and a confirmation dialog on another, the
// styles on a third, toolbars, menus, search and a lazy grid on a fourth, and a canvas,
// animators and text on a fifth, all driven over the input socket (see README, "The
// gallery").
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

/// Five tabs: the panel, the pumps screen, the styles, the spare parts, and drawing.
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
            PartsScreen()
                .tabItem { Label("Parts", systemImage: "shippingbox") }
                .tag("parts")
            DrawingScreen()
                .padding(.horizontal, 1)
                .tabItem { Label("Drawing", systemImage: "scribble") }
                .tag("drawing")
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
