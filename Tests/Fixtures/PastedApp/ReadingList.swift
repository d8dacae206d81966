import Foundation
import Combine

final class ReadingList: ObservableObject {
    @Published var titles: [String] = ["Dune"]
    @Published var lastAdded: Date?

    func add(_ title: String) {
        titles.append(title)
        lastAdded = Date()
    }
}
