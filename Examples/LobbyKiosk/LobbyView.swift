import Clockwork

/// The panel: the lobby's logo (Resources/logo@2x.png) and a welcome, the rooms free (a plural), today's date and the lobby's
/// temperature (formatted the locale's way), visitor Wi-Fi, the day of a visit (a date
/// picker, shown the locale's way), a call button, and the language picker that sets
/// `\.locale` for all of it.
struct LobbyView: View {
    /// The locale the daemon started in (`LANG`).
    @Environment(\.locale) private var startLocale
    /// The picker's choice: `""` keeps the start locale.
    @State private var language = ""
    @State private var roomsFree = 3
    @State private var guestWiFi = true
    @State private var calls = 0
    @State private var visit = Date.now

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack {
                Image("logo")
                Text("Welcome").font(.title)
            }
            Text("\(roomsFree) rooms free")
            HStack {
                Text("Lobby")
                Text(21.5, format: .number.precision(.fractionLength(1)))
                Text("°C")
            }
            Text(Date.now, format: .dateTime.month(.wide).day().weekday(.wide))
            Stepper("Rooms", value: $roomsFree, in: 0...12)
            Toggle("Visitor Wi-Fi", isOn: $guestWiFi)
            DatePicker("Visit", selection: $visit, in: Date.now..., displayedComponents: .date)
            HStack {
                Button("Call reception") { calls += 1 }
                Text("Calls today: \(calls)")
            }
            Picker("Language", selection: $language) {
                Text("System").tag("")
                Text(verbatim: "English").tag("en")
                Text(verbatim: "日本語").tag("ja")
            }
            .pickerStyle(.segmented)
        }
        .padding(1)
        .environment(\.locale, language.isEmpty ? startLocale : Locale(identifier: language))
    }
}

#Preview("Lobby", traits: .fixedLayout(width: 480, height: 320)) {
    LobbyView()
}
