import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

@MainActor
private final class Session: ObservableObject {
    @Published var showsSettings = false
    @Published var opened: String?
    @Published var deleted = false
}

private struct Home: View {
    @ObservedObject var session: Session
    @State private var confirming = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Settings") { session.showsSettings = true }
                Button("Open pump") { session.opened = "pump" }
                Button("Delete all") { confirming = true }
            }
            .navigationTitle("Home")
            .navigationDestination(isPresented: $session.showsSettings) { Legacy(title: "settings") }
            .navigationDestination(item: $session.opened) { name in Text("detail of \(name)").navigationTitle(name) }
            .alert(isPresented: $confirming) {
                Alert(title: Text("Delete everything?"), message: Text("This cannot be undone."),
                      primaryButton: .destructive(Text("Delete")) { session.deleted = true },
                      secondaryButton: .cancel())
            }
        }
    }
}

/// A screen written against the deprecated presentation mode.
private struct Legacy: View {
    let title: String
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        VStack {
            Text("on \(title)")
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
        .navigationTitle(title)
    }
}

@Suite("Navigation pushed by bindings, the deprecated Alert and presentation mode")
@MainActor
struct NavigationExtrasTests {
    @Test("navigationDestination(isPresented:) pushes while true; going back sets it false; setting it false pops")
    func isPresented() throws {
        let session = Session()
        let host = try TestHost(Home(session: session), size: Size(width: 40, height: 12))
        host.pump()
        try host.tap("Settings")
        #expect(host.contains("on settings") && session.showsSettings)
        try host.goBack()
        #expect(!session.showsSettings && host.contains("Home"))
        session.showsSettings = true
        host.pump()
        #expect(host.contains("on settings"))
        session.showsSettings = false
        host.pump()
        #expect(!host.contains("on settings"))
    }

    @Test("navigationDestination(item:) pushes the item's screen; going back sets the item to nil")
    func item() throws {
        let session = Session()
        let host = try TestHost(Home(session: session), size: Size(width: 40, height: 12))
        host.pump()
        try host.tap("Open pump")
        #expect(host.contains("detail of pump"))
        try host.tap("Home")
        host.pump()
        #expect(session.opened == nil && !host.contains("detail of pump"))
    }

    @Test("presentationMode.wrappedValue.dismiss() pops the pushed screen it is read on")
    func presentationMode() throws {
        let session = Session()
        let host = try TestHost(Home(session: session), size: Size(width: 40, height: 12))
        host.pump()
        try host.tap("Settings")
        try host.tap("Close")
        #expect(!session.showsSettings && !host.contains("on settings"))
    }

    @Test("the deprecated Alert shows its title, message and buttons; its destructive button runs and dismisses")
    func alertValue() throws {
        let session = Session()
        let host = try TestHost(Home(session: session), size: Size(width: 40, height: 12))
        host.pump()
        try host.tap("Delete all")
        #expect(host.contains("Delete everything?") && host.contains("This cannot be undone.") && host.contains("Cancel"))
        try host.tap("Cancel")
        #expect(!host.contains("Delete everything?") && !session.deleted)
        try host.tap("Delete all")
        try host.tap("Delete")
        #expect(session.deleted && !host.contains("Delete everything?"))
    }
}
