import SwiftUI

func log(_ message: String) {}

@Observable
final class Feed {
    // Under main-actor default isolation the class is the main actor's, as with Apple's
    // macro: a shared instance in a static, a main-actor call in its initializer.
    static let shared = Feed()

    var headlines: [String] = []
    var isRefreshing = false

    init() {
        log("feed made")
    }

    func refresh() {
        isRefreshing = true
        if let loaded = try? HeadlineService.decode(Data(#"[{"title": "Headline \#(headlines.count + 1)"}]"#.utf8)) {
            headlines += loaded.map(\.title)
        }
        isRefreshing = false
    }
}
