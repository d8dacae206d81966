import SwiftUI
import UIKit
import UniformTypeIdentifiers

struct ShelfView: SwiftUI.View {
    @EnvironmentObject var list: ReadingList
    @State private var feed = Feed.shared
    private let accepted: [UTType] = [.plainText, .json]

    var body: some View {
        VStack {
            HStack {
                Text("\(list.titles.count) books").shelfTitle()
                countBadge(list.titles.count)
                    .background(ShelfTab().strokeBorder(Color.shelfSpine, lineWidth: 1))
                ShelfArc(fraction: min(Double(list.titles.count) / 10, 1)).stroke(AngularGradient.shelfRing, lineWidth: 2).frame(width: 3, height: 3)
            }
            Button("Add book") {
                UIImpactFeedbackGenerator(style: .light).impactOccurred()
                list.add("Book \(list.titles.count + 1)")
            }
            Text("\(feed.headlines.count) headlines")
            Button("Refresh") { feed.refresh() }
            Text("Takes \(accepted.compactMap(\.preferredFilenameExtension).joined(separator: ", "))")
        }
        .foregroundStyle(Color(.systemBlue))
        .background(Color(.systemGray6))
        .sensoryFeedback(.success, trigger: list.titles.count)
        .statusBarHidden()
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ShelfView()
            .environmentObject(ReadingList())
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
