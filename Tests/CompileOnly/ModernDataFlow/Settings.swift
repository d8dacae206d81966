import Clockwork

private struct RefreshIntervalKey: EnvironmentKey {
    static let defaultValue: TimeInterval = 30
}

extension EnvironmentValues {
    var refreshInterval: TimeInterval {
        get { self[RefreshIntervalKey.self] }
        set { self[RefreshIntervalKey.self] = newValue }
    }
}

struct Highlighted: ViewModifier {
    @State private var presses = 0
    var color: Color

    func body(content: Content) -> some View {
        content
            .padding(1)
            .background(color.opacity(0.3))
            .onChange(of: presses) { old, new in
                print("pressed \(old) → \(new)")
            }
    }
}

extension View {
    func highlighted(_ color: Color = .yellow) -> some View {
        modifier(Highlighted(color: color))
    }
}

struct StatusLine: View {
    @Environment(\.refreshInterval) private var interval
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.locale) private var locale
    @Environment(\.colorScheme) private var colorScheme
    @State private var selection: UUID?
    let started = Date()

    var body: some View {
        HStack {
            Text("every \(Int(interval)) s")
            Text(isEnabled ? "live" : "paused")
                .highlighted(colorScheme == .dark ? .orange : .blue)
            Text(locale.identifier)
        }
        .task(id: interval) {
            try? await Task.sleep(for: .seconds(interval))
        }
    }
}

struct SettingsPanel: View {
    @State private var paused = false

    var body: some View {
        VStack {
            Toggle("Paused", isOn: $paused)
            StatusLine()
                .environment(\.refreshInterval, 5)
                .disabled(paused)
                .transformEnvironment(\.locale) { locale in
                    locale = Locale(identifier: "en_GB")
                }
        }
    }
}

#Preview("Paused") {
    @Previewable @State var paused = true
    VStack {
        Toggle("Paused", isOn: $paused)
        StatusLine().disabled(paused)
    }
}
