import Foundation
import Combine

// Written as Swift 5 projects write them: a shared instance in a mutable static, a mutable
// global, and a closure that captures the model on the main queue.
var step = 1

final class Counter: ObservableObject {
    static var shared = Counter()

    @Published var count = 0
    @Published var note = "ready"

    func increment() {
        count += step
    }

    func incrementLater() {
        DispatchQueue.main.async {
            self.count += 10
            self.note = "added later"
        }
    }
}
