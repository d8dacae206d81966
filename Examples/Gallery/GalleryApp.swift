// The view vocabulary of a status panel on one screen: every control and indicator
// Clockwork draws, driven over the input socket (see README, "The gallery").
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

/// The two columns: what you set on the left, what it shows on the right.
struct GalleryView: View {
    var body: some View {
        HStack(alignment: .top, spacing: 1) {
            SettingsColumn()
            Divider()
            ReadoutsColumn()
        }
        .padding(.horizontal, 1)
    }
}
