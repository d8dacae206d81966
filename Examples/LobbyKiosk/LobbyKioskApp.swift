// A lobby's welcome panel in English and Japanese: its strings in a String Catalog
// (Resources/Localizable.xcstrings), the language from LANG at start and from the picker
// after (see README, "Localization").
import Clockwork

@main
struct LobbyKioskApp: App {
    var body: some Scene {
        WindowGroup {
            LobbyView()
        }
    }
}
