import Clockwork

@Observable
final class Feed {
    var headlines: [String] = []
    var isRefreshing = false

    func refresh() {
        isRefreshing = true
        headlines.append("Headline \(headlines.count + 1)")
        isRefreshing = false
    }
}
