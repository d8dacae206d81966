import ClockworkTestSupport
import ClockworkTesting
import Foundation
import Logging
import Testing

/// A fresh folder for one test's store.
private func temporaryStorePath() -> String {
    let folder = NSTemporaryDirectory() + "clockwork-appstorage-\(UUID().uuidString)"
    return folder + "/panel.json"
}

private enum Mode: String, AppStorable {
    case auto, manual
}

private struct Settings: View {
    @AppStorage("setpoint") private var setpoint = 60
    @AppStorage("mode") private var mode = Mode.auto
    @AppStorage("label") private var label: String?

    var body: some View {
        VStack {
            Button("warmer") { setpoint += 1 }
            Button("manual") { mode = .manual }
            TextField("Label", text: Binding(get: { label ?? "" }, set: { label = $0 }))
            Text("setpoint \(setpoint) \(mode.rawValue) \(label ?? "unnamed")")
        }
    }
}

/// How a scanner saves what it reads: a settings screen's choice, kept as its raw value.
private enum ScanFormat: String, CaseIterable, Identifiable {
    case qr, ean13, code128
    var id: Self { self }
}

private enum Beep: Int {
    case off = 0, short = 1, long = 2
}

/// A settings screen as SwiftUI code writes one: enums stored straight in `@AppStorage`,
/// one of them optional, a picker bound to the first.
private struct ScannerSettings: View {
    @AppStorage("format") private var format = ScanFormat.qr
    @AppStorage("beep") private var beep: Beep = .short
    @AppStorage("lastFormat") private var lastFormat: ScanFormat?

    var body: some View {
        VStack {
            Picker("Format", selection: $format) {
                ForEach(ScanFormat.allCases) { Text($0.rawValue).tag($0) }
            }
            Button("Long beep") { beep = .long }
            Button("Remember") { lastFormat = format }
            Button("Forget") { lastFormat = nil }
            Text("format \(format.rawValue) beep \(beep.rawValue) last \(lastFormat?.rawValue ?? "none")")
        }
    }
}

private struct Echo: View {
    @AppStorage("setpoint") private var setpoint = 0
    var body: some View { Text("echo \(setpoint)") }
}

@Suite("AppStorage")
@MainActor
struct AppStorageTests {
    @Test("values written through @AppStorage reach every view reading the key, and survive a restart")
    func valuesPersist() throws {
        let path = temporaryStorePath()
        let store = AppStorageStore(path: path)
        let host = try TestHost(VStack {
            Settings()
            Echo()
        }.defaultAppStorage(store))
        #expect(host.contains("setpoint 60 auto unnamed"), "defaults before anything is stored")
        try host.tap("warmer")
        try host.tap("manual")
        try host.type("Boiler", into: "Label")
        #expect(host.contains("setpoint 61 manual Boiler") && host.contains("echo 61"))
        store.synchronize()

        let file = try String(contentsOfFile: path, encoding: .utf8)
        #expect(file.contains(#""setpoint" : {"#) && file.contains(#""int" : 61"#), "one plain key per value: \(file)")

        let restarted = AppStorageStore(path: path)
        #expect(restarted.value(forKey: "setpoint") == .int(61))
        let again = try TestHost(Settings().defaultAppStorage(restarted))
        #expect(again.contains("setpoint 61 manual Boiler"))
    }

    @Test("String- and Int-backed enums are stored as their raw values, optional ones too, as Apple's AppStorage stores them")
    func rawRepresentableValues() throws {
        let path = temporaryStorePath()
        let store = AppStorageStore(path: path)
        let host = try TestHost(ScannerSettings().defaultAppStorage(store))
        #expect(host.contains("format qr beep 1 last none"))
        try host.select("ean13", in: "Format")
        try host.tap("Long beep")
        try host.tap("Remember")
        #expect(host.contains("format ean13 beep 2 last ean13"))
        #expect(store.value(forKey: "format") == .string("ean13") && store.value(forKey: "beep") == .int(2))
        store.synchronize()
        let again = try TestHost(ScannerSettings().defaultAppStorage(AppStorageStore(path: path)))
        #expect(again.contains("format ean13 beep 2 last ean13"), "read back after a restart")
        try again.tap("Forget")
        #expect(again.contains("format ean13 beep 2 last none"), "an optional set to nil is removed")
        store.set(.string("datamatrix"), forKey: "format")
        let unknown = try TestHost(ScannerSettings().defaultAppStorage(store))
        #expect(unknown.contains("format qr beep 2 last ean13"), "a raw value no case has reads as the default")
    }

    @Test("a change made outside any view (another thread) re-evaluates the views reading that key")
    func changesFromOutside() throws {
        let store = AppStorageStore(path: temporaryStorePath())
        let host = try TestHost(Echo().defaultAppStorage(store))
        let written = DispatchSemaphore(value: 0)
        Thread {
            store.set(.int(7), forKey: "setpoint")
            written.signal()
        }.start()
        written.wait()
        host.pump()
        #expect(host.contains("echo 7"))
    }

    @Test("writes from eight threads all land in the file")
    func concurrentWrites() throws {
        let path = temporaryStorePath()
        let store = AppStorageStore(path: path)
        let group = DispatchGroup()
        for thread in 0..<8 {
            group.enter()
            Thread {
                for index in 0..<100 { store.set(.int(index), forKey: "t\(thread)") }
                group.leave()
            }.start()
        }
        group.wait()
        store.synchronize()
        let reread = AppStorageStore(path: path)
        #expect((0..<8).allSatisfy { reread.value(forKey: "t\($0)") == .int(99) })
    }

    @Test("a corrupt file is logged, moved aside, and the defaults used")
    func corruptFilesAreSetAside() throws {
        let path = temporaryStorePath()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("{\"version\":1,\"values\":{\"setpoint\":".utf8).write(to: URL(fileURLWithPath: path))
        let messages = LogLines()
        let store = AppStorageStore(path: path, logger: messages.logger())
        #expect(store.value(forKey: "setpoint") == nil)
        #expect(messages.all.contains { $0.contains("could not be read") && $0.contains("moved to") })
        let folder = (path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).contains { $0.hasPrefix("panel.json.corrupt-") })
        store.set(.int(1), forKey: "setpoint")
        store.synchronize()
        #expect(AppStorageStore(path: path).value(forKey: "setpoint") == .int(1), "a later write makes a good file again")
    }

    @Test("the standard store lives under $XDG_STATE_HOME, else ~/.local/state")
    func standardLocation() {
        #expect(AppStorageStore.defaultPath(name: "Boiler", environment: ["XDG_STATE_HOME": "/var/lib/x"]) == "/var/lib/x/clockwork/Boiler.json")
        #expect(AppStorageStore.defaultPath(name: "Boiler", environment: ["HOME": "/home/op"]) == "/home/op/.local/state/clockwork/Boiler.json")
        #expect(AppStorageStore.defaultPath(name: "B", environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]) == "/h/.local/state/clockwork/B.json",
                "a relative XDG_STATE_HOME is ignored, as the spec says")
    }
}
