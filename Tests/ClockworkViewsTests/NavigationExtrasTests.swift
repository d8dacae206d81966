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

/// A photo's actions as code written before confirmation dialogs offers them: the
/// deprecated action sheet, presented by a flag and by an item.
private struct PhotoActions: View {
    struct Photo: Identifiable {
        let id: String
    }

    @State private var choosing = false
    @State private var sharing: Photo?
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Text("log \(log.joined(separator: ","))")
            Button("Options") { choosing = true }
            Button("Share sunset") { sharing = Photo(id: "sunset") }
        }
        .actionSheet(isPresented: $choosing) {
            ActionSheet(title: Text("Photo"), message: Text("What should happen to it?"), buttons: [
                .default(Text("Duplicate")) { log.append("duplicate") },
                .destructive(Text("Delete")) { log.append("delete") },
                .cancel(),
            ])
        }
        .actionSheet(item: $sharing) { photo in
            ActionSheet(title: Text("Share \(photo.id)"), buttons: [.default(Text("Mail")) { log.append("mail \(photo.id)") }, .cancel()])
        }
    }
}

@Suite("The deprecated ActionSheet")
@MainActor
struct ActionSheetTests {
    @Test("actionSheet(isPresented:) shows the title, message and buttons as a dialog; each button runs and dismisses it")
    func presentedByFlag() throws {
        let host = try TestHost(PhotoActions(), size: Size(width: 40, height: 14))
        try host.tap("Options")
        #expect(host.contains("Photo") && host.contains("What should happen to it?") && host.contains("Duplicate") && host.contains("Cancel"))
        #expect(throws: ControlInputError.self, "the dialog takes the input") { try host.tap("Share sunset") }
        try host.tap("Delete")
        #expect(host.contains("log delete") && !host.contains("What should happen to it?"))
        try host.tap("Options")
        try host.tap("Cancel")
        #expect(host.contains("log delete") && !host.contains("Duplicate"))
    }

    @Test("actionSheet(item:) is made from the item and sets it back to nil when dismissed")
    func presentedByItem() throws {
        let host = try TestHost(PhotoActions(), size: Size(width: 40, height: 14))
        try host.tap("Share sunset")
        #expect(host.contains("Share sunset") && host.contains("Mail"))
        try host.tap("Mail")
        #expect(host.contains("log mail sunset") && !host.contains("Mail"))
        try host.tap("Share sunset")
        try host.goBack()
        #expect(!host.contains("Mail"), "back dismisses it")
        try host.tap("Share sunset")
        #expect(host.contains("Mail"), "and it can be shown again: the item was set back to nil")
    }
}
