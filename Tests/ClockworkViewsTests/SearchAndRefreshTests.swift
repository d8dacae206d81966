import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore

@MainActor
private final class Stations: ObservableObject {
    @Published var names = ["Aberdeen", "Bristol", "Cardiff", "Dundee", "Edinburgh", "Glasgow", "Leeds", "York"]
    @Published var submitted: [String] = []
    @Published var refreshes = 0
}

private struct StationList: View {
    @ObservedObject var stations: Stations
    @State private var query = ""

    private var shown: [String] {
        query.isEmpty ? stations.names : stations.names.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(shown, id: \.self) { Text($0) }
                .overlay { if shown.isEmpty { ContentUnavailableView.search(text: query) } }
                .overlay(alignment: .bottom) { SearchState() }
                .navigationTitle("Stations")
                .searchable(text: $query, prompt: "Find a station")
                .onSubmit(of: .search) { stations.submitted.append(query) }
                .refreshable { await MainActor.run { stations.refreshes += 1 } }
        }
    }
}

private struct SearchState: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        if isSearching { Button("Stop searching") { dismissSearch() } }
    }
}

@Suite("Searching, scrolling and refreshing lists")
@MainActor
struct SearchAndRefreshTests {
    private func rows(_ host: TestHost) -> [String] {
        host.graph.displayList().items.compactMap { item in
            guard case .text(let text) = item.primitive, item.bounds.size.height > 0 else { return nil }
            return Stations().names.contains(text) ? text : nil
        }
    }

    @Test("a search field filters the list as typed; Enter submits the search; clearing it shows everything again")
    func searching() throws {
        let stations = Stations()
        let host = try TestHost(StationList(stations: stations), size: Size(width: 40, height: 16))
        host.pump()
        #expect(host.accessibilityTree.contains("Find a station"))
        try host.type("ee", into: "Find a station")
        #expect(rows(host) == ["Aberdeen", "Dundee", "Leeds"])
        #expect(host.contains("Stop searching"))
        try host.press(.tab)
        try host.press(.enter)
        #expect(stations.submitted == ["ee"])
        try host.type("zz", into: "Find a station")
        #expect(host.contains("No Results for “zz”"))
        try host.tap("Stop searching")
        #expect(rows(host).count == 8 && !host.contains("Stop searching"))
    }

    @Test("a list longer than its frame scrolls, and a pull past its top runs the refresh action once")
    func scrollingAndRefreshing() async throws {
        let stations = Stations()
        let host = try TestHost(StationList(stations: stations), size: Size(width: 40, height: 8))
        host.pump()
        let first = rows(host)
        #expect(first.first == "Aberdeen" && !first.contains("York"), "\(first)")
        try host.scroll("Aberdeen", y: 20)
        #expect(rows(host).last == "York" && !rows(host).contains("Aberdeen"))
        try host.scroll("York", y: -20)
        #expect(rows(host).first == "Aberdeen")
        try host.scroll("Aberdeen", y: -3)
        try host.scroll("Aberdeen", y: -3)
        await host.settle()
        #expect(stations.refreshes == 1)
    }
}
