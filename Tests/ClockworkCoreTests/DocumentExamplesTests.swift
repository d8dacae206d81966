import ClockworkTesting
import Testing
@testable import PodcastPlayer

@Suite("The documents' examples")
@MainActor
struct DocumentExamplesTests {
    @Test("Podcaster shows the episode, paused, on red")
    func podcasterInitially() throws {
        let host = try TestHost(Podcaster())
        #expect(host.renderTree == """
            VStack
              Toggle isOn=false
                Text "Favorite"
              VStack background=red
                Text "Some Episode" foreground=secondary
                Text "Great Show"
                Button
                  Image "play.circle" scale=1.5
            """)
    }

    @Test("tapping the play button flips the image and the title's style at once, and animates the scale and the background over a second")
    func tappingPlay() throws {
        let host = try TestHost(Podcaster())
        try host.tap("play.circle")
        #expect(host.renderTree.contains(#"Image "pause.circle" scale=1.5"#))
        #expect(host.renderTree.contains(#"Text "Some Episode" foreground=primary"#))
        // One tick past the second: 60 Hz grid points fall on whole nanoseconds.
        host.advance(by: .milliseconds(1017))
        #expect(host.renderTree.contains(#"Image "pause.circle" scale=1"#))
        #expect(host.renderTree.contains("VStack background=green"))
        try host.tap("pause.circle")
        host.advance(by: .milliseconds(1017))
        #expect(host.renderTree.contains(#"Image "play.circle" scale=1.5"#))
    }

    @Test("the README's testing-host example passes as written")
    func readmeExample() throws {
        let host = try TestHost(Podcaster(), ticksPerSecond: 100)
        try host.tap("play.circle")
        #expect(host.renderTree.contains(#"Image "pause.circle" scale=1.5"#))
        host.advance(by: .milliseconds(500))
        #expect(host.renderTree.contains("scale=1.25"))
        host.advance(by: .milliseconds(500))
        #expect(host.renderTree.contains(#"Image "pause.circle" scale=1"#))
        try host.toggle("Favorite")
        #expect(host.bodiesEvaluatedInLastTick <= 2)
    }

    @Test("the Favorite toggle writes through $episode.isFavorite and PlayerView keeps its isPlaying state")
    func favoriteToggleKeepsPlayerState() throws {
        let host = try TestHost(Podcaster())
        try host.tap("play.circle")
        try host.toggle("Favorite")
        #expect(host.renderTree.contains("Toggle isOn=true"))
        #expect(host.renderTree.contains(#"Image "pause.circle""#), "re-creating PlayerView kept its state")
    }

    @Test("typing into BookEditView's text field updates the book everywhere it is shown")
    func editingABookTitle() throws {
        let host = try TestHost(LibraryView().environmentObject(Library()))
        try host.type("Hello", into: "Title")
        #expect(host.renderTree.hasPrefix("""
            VStack
              VStack
                Text "Hello"
                TextField "Title" text="Hello"
            """))
        #expect(host.renderTree.components(separatedBy: "Great Expectations").count - 1 == 4, "the library's books are untouched")
    }

    @Test("each LibraryView gets its own StateObject book")
    func eachLibraryViewHasItsOwnBook() throws {
        let host = try TestHost(VStack { LibraryView(); LibraryView() }.environmentObject(Library()))
        try host.type("First", into: "Title")
        #expect(host.renderTree.components(separatedBy: #"Text "First""#).count - 1 == 1)
    }

    @Test("the BookReader app mounts its scene with its StateObject library in the environment")
    func bookReaderApp() throws {
        let host = try TestHost(BookReader().rootView)
        #expect(host.contains("2 books in the library"))
    }
}

// From the StateObject reference: explicit initialisation with outside data.
private final class DataModel: ObservableObject {
    @Published var name = "Some Name"
    @Published var isEnabled = false

    init() {}
    init(name: String) { self.name = name }
}

private struct MyInitializableView: View {
    @StateObject private var model: DataModel

    init(name: String) {
        // SwiftUI ensures that the following initialization uses the
        // closure only once during the lifetime of the view, so
        // later changes to the view's name input have no effect.
        _model = StateObject(wrappedValue: { DataModel(name: name) }())
    }

    var body: some View {
        VStack {
            Text("Name: \(model.name)")
        }
    }
}

private struct NamePicker: View {
    @State private var name = "Ravi"
    let bindsIdentity: Bool

    var body: some View {
        VStack {
            Button("rename") { name = "Maria" }
            if bindsIdentity {
                MyInitializableView(name: name)
                    .id(name) // Binds the identity of the view to the name property.
            } else {
                MyInitializableView(name: name)
            }
        }
    }
}

private struct MySubView: View {
    @EnvironmentObject var model: DataModel

    var body: some View {
        Toggle("Enabled", isOn: $model.isEnabled)
    }
}

private struct MyView: View {
    @StateObject private var model = DataModel()

    var body: some View {
        Text(model.name) // Updates when the data model changes.
        MySubView()
            .environmentObject(model)
    }
}

@Suite("The StateObject reference")
@MainActor
struct StateObjectReferenceTests {
    @Test("a StateObject's autoclosure runs once per identity: a new input does not reach it")
    func autoclosureRunsOnce() throws {
        let host = try TestHost(NamePicker(bindsIdentity: false))
        try host.tap("rename")
        #expect(host.contains("Name: Ravi"))
    }

    @Test(".id(name) makes a new name a new identity, with a new model")
    func idRecreatesTheModel() throws {
        let host = try TestHost(NamePicker(bindsIdentity: true))
        try host.tap("rename")
        #expect(host.contains("Name: Maria"))
    }

    @Test("an environment object's binding drives a Toggle in a subview")
    func environmentObjectBinding() throws {
        let host = try TestHost(MyView())
        try host.toggle("Enabled")
        #expect(host.renderTree.contains("Toggle isOn=true"))
    }
}

@Suite("The guide's samples")
struct GuideSampleTests {
    @Test("the Data flow article's sample is the compile-only target's file, verbatim")
    func dataFlowSampleIsCompiled() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(contentsOf: root.appendingPathComponent("Sources/Clockwork/Clockwork.docc/DataFlow.md"), encoding: .utf8)
        let sample = try String(contentsOf: root.appendingPathComponent("Tests/CompileOnly/ModernDataFlow/Boiler.swift"), encoding: .utf8)
        let code = sample.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
        #expect(article.contains("```swift\n" + code + "```"))
    }
}
