import ClockworkTesting
import Foundation
import SwiftUI
import Testing

// This target is Swift 6 with no default isolation, so these free functions are
// nonisolated, as a helper in a pasted file is. SwiftUI declares its views' initializers
// and its modifiers `nonisolated`, so code like this compiles on Apple's toolchain; if
// Clockwork's were the main actor's, this file would not compile. Written from Apple's
// pages on View, ViewBuilder and the modifiers used.

private struct Reading: Identifiable {
    let id: Int
    let name: String
    let value: Double
}

private func countBadge(_ count: Int) -> some View {
    Text("\(count)")
        .font(.caption.bold())
        .padding(.horizontal, 6)
        .background(Capsule().fill(Color.red))
        .foregroundStyle(.white)
}

private func card(_ title: String, @ViewBuilder content: () -> some View) -> some View {
    VStack(alignment: .leading, spacing: 8) {
        Text(title).font(.headline)
        content()
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 1))
    .overlay(alignment: .topTrailing) { Image(systemName: "xmark").imageScale(.small) }
    .accessibilityLabel(title)
}

private func readingsList(_ readings: [Reading]) -> some View {
    List {
        ForEach(readings) { reading in
            HStack {
                Label(reading.name, systemImage: "thermometer")
                Spacer()
                Text(reading.value, format: .number.precision(.fractionLength(1)))
                countBadge(reading.id)
            }
        }
    }
    .listStyle(.plain)
    .navigationTitle("Readings")
}

private func settings(isOn: Binding<Bool>, level: Binding<Double>, name: Binding<String>) -> some View {
    Form {
        Section("Panel") {
            Toggle("Backlight", isOn: isOn)
            Slider(value: level, in: 0...1)
            TextField("Name", text: name).textFieldStyle(.roundedBorder)
            Picker("Level", selection: level) {
                Text("Off").tag(0.0)
                Text("Full").tag(1.0)
            }
            .pickerStyle(.segmented)
        }
        Button("Save") {}.buttonStyle(.borderedProminent).tint(.green)
        ProgressView(value: level.wrappedValue).progressViewStyle(.linear)
    }
    .sheet(isPresented: .constant(false)) { Text("Never shown") }
    .animation(.easeInOut, value: isOn.wrappedValue)
}

@Suite("Views built in nonisolated functions")
@MainActor
struct NonisolatedViewFunctionsTests {
    @Test("a nonisolated function's views and modifiers compile, and a view's body shows what they built")
    func freeFunctionsBuildViews() throws {
        let readings = [Reading(id: 3, name: "Boiler", value: 71.26), Reading(id: 4, name: "Loft", value: 18.5)]
        let host = try TestHost(VStack {
            card("Heating") { readingsList(readings) }
        })
        #expect(host.contains("Heating"))
        #expect(host.contains("Boiler") && host.contains("71.3") && host.contains("Loft"))
        #expect(host.contains("3") && host.contains("4"))
    }

    @Test("controls a nonisolated function makes from bindings write through them")
    func freeFunctionControlsWriteBindings() throws {
        let model = PanelSettings()
        let host = try TestHost(SettingsScreen(model: model))
        #expect(host.contains("Backlight") && host.contains("Save"))
        try host.toggle("Backlight")
        #expect(model.isOn == false)
    }

    @Test("Text and Image are Sendable, as in SwiftUI: made on another thread, shown here")
    func leavesCrossThreads() async throws {
        let (text, image) = await Task.detached { (Text("Made elsewhere"), Image(systemName: "star")) }.value
        let host = try TestHost(HStack { image; text })
        #expect(host.contains("Made elsewhere"))
    }
}

@Observable
private final class PanelSettings {
    var isOn = true
    var level = 0.5
    var name = "Hall"
}

private struct SettingsScreen: View {
    @Bindable var model: PanelSettings

    var body: some View {
        settings(isOn: $model.isOn, level: $model.level, name: $model.name)
    }
}
