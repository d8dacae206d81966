// The gallery's screens, in a library so the tests can mount them (the daemon is
// App/GalleryApp.swift).
import Clockwork

/// Six tabs: the panel, the pumps screen, the styles, the spare parts, drawing, and touch.
public struct GalleryView: View {
    @EnvironmentObject var station: Station

    /// The gallery, reading its station from the environment.
    public init() {}

    public var body: some View {
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
            TouchScreen()
                .padding(.horizontal, 1)
                .tabItem { Label("Touch", systemImage: "hand.tap") }
                .tag("touch")
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

#Preview("Gallery") {
    GalleryView()
        .environmentObject(Station())
}
