import SwiftUI
import UIKit

struct ContentView: SwiftUI.View {
    @ObservedObject var counter = Counter.shared
    @State private var size = CGSize(width: 10, height: 10)

    var body: some View {
        VStack(spacing: 8) {
            Text("Count \(counter.count)")
            Text(counter.note)
            status(for: counter.count)
            Button("Add") {
                UISelectionFeedbackGenerator().selectionChanged()
                counter.increment()
            }
            Button("Add later") { counter.incrementLater() }
            Text("Step \(step)")
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}

@main
struct PastedSwift5App: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
