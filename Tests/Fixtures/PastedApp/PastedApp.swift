import Clockwork

struct ShelfView: View {
    @EnvironmentObject var list: ReadingList
    @State private var feed = Feed()

    var body: some View {
        VStack {
            Text("\(list.titles.count) books")
            Button("Add book") { list.add("Book \(list.titles.count + 1)") }
            Text("\(feed.headlines.count) headlines")
            Button("Refresh") { feed.refresh() }
        }
        .foregroundStyle(Color(.systemBlue))
        .background(Color(.systemGray6))
        .sensoryFeedback(.success, trigger: list.titles.count)
        .statusBarHidden()
    }
}

@main
struct PastedApp: App {
    @StateObject private var list = ReadingList()

    var body: some Scene {
        WindowGroup {
            ShelfView()
                .environmentObject(list)
        }
    }
}
