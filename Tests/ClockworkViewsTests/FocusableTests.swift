import ClockworkTestSupport
import ClockworkTesting
import Testing
@testable import ClockworkCore
import Clockwork

extension FocusedValues {
    /// The track the focused row shows.
    @Entry var focusedTrack: String?
    /// The count the focused counter edits.
    @Entry var focusedCount: Binding<Int>?
    /// The playlist's name, wherever focus is.
    @Entry var playlistName: String?
}

/// Rows of tracks that take focus and keys, a counter publishing its count's binding, and a
/// bar that reads what the focused view publishes.
private struct Playlist: View {
    @State private var heard: [String] = []
    @State private var count = 0

    var body: some View {
        VStack {
            ForEach(["Intro", "Outro"], id: \.self) { track in
                Text(track)
                    .focusable()
                    .focusedValue(\.focusedTrack, track)
                    .onKeyPress(.space) {
                        heard.append(track)
                        return .handled
                    }
            }
            Text("count \(count)").focusable().focusedValue(\.focusedCount, $count)
            Button("skipped") {}.focusable(false)
            Text("heard \(heard.joined(separator: ","))")
            NowPlaying()
        }
        .focusedSceneValue(\.playlistName, "Evening")
    }
}

private struct NowPlaying: View {
    @FocusedValue(\.focusedTrack) private var track
    @FocusedValue(\.playlistName) private var playlist
    @FocusedBinding(\.focusedCount) private var count

    var body: some View {
        Text("now \(track ?? "none") in \(playlist ?? "nothing")")
        Button("bump") { count = (count ?? 0) + 1 }
    }
}

/// A searchable list whose search field a button focuses.
private struct Finder: View {
    @State private var query = ""
    @FocusState private var searching: Bool

    var body: some View {
        VStack {
            Text("query \(query) searching \(searching)")
            Button("find") { searching = true }
        }
        .searchable(text: $query)
        .searchFocused($searching)
    }
}

@MainActor
@Suite("Focusable views and focused values: focusable(_:), focusedValue, focusedSceneValue, FocusedValue, FocusedBinding")
struct FocusableTests {
    @Test("Tab stops on a focusable view, which then hears the keys; focusable(false) takes a button out of the order")
    func focusableViewsTakeFocusAndKeys() throws {
        let host = try TestHost(Playlist())
        let first = try host.press(.tab)
        #expect(first.content is FocusStop, "the first row, not a control")
        try host.deliver(.keyPress(KeyPress(key: .space)))
        try host.press(.tab)
        try host.deliver(.keyPress(KeyPress(key: .space)))
        host.pump()
        #expect(host.contains("heard Intro,Outro"))
        try host.press(.tab)  // the counter
        try host.press(.tab)  // bump: the button marked focusable(false) is passed over
        #expect(try host.press(.tab) === first, "four stops, then round to the first")
    }

    @Test("a focused value follows focus: the innermost publisher on the focused path, none once focus leaves")
    func focusedValueFollowsFocus() throws {
        let host = try TestHost(Playlist())
        #expect(host.contains("now none in Evening"), "the scene value is there before anything has focus")
        try host.press(.tab)
        host.pump()
        #expect(host.contains("now Intro in Evening"))
        try host.press(.tab)
        host.pump()
        #expect(host.contains("now Outro in Evening"))
        try host.press(.tab)
        host.pump()
        #expect(host.contains("now none in Evening"), "the counter publishes no track")
    }

    @Test("a focused binding writes through to the focused view's state")
    func focusedBindingWritesThrough() throws {
        let host = try TestHost(Playlist())
        try host.tap("bump")
        host.pump()
        #expect(host.contains("count 0"), "nothing published the binding yet")
        for _ in 0..<3 { try host.press(.tab) }
        host.pump()
        try host.tap("bump")
        try host.tap("bump")
        host.pump()
        #expect(host.contains("count 2"))
    }

    @Test("searchFocused ties a focus state to the search field: set, it focuses the field; the field focused, it is true")
    func searchFocusedFocusesTheField() throws {
        let host = try TestHost(Finder())
        try host.tap("find")
        host.pump()
        try host.graph.focus.type("jazz")
        host.pump()
        #expect(host.contains("query jazz searching true"))
    }
}
