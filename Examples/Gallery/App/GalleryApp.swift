// The view vocabulary of a status panel: every control and indicator Clockwork draws on
// one tab, a navigation stack with a sheet and a confirmation dialog on another, the
// styles on a third, toolbars, menus, search and a lazy grid on a fourth, and a canvas,
// animators and text on a fifth, gestures and the on-screen keyboard on a sixth, all
// driven over the input socket (see README, "The gallery").
import Clockwork
import GalleryKit

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
