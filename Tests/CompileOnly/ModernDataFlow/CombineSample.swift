// A view model as Combine code writes it, `import Combine` beside `import Clockwork`:
// debounce on the main queue, combineLatest and merge, a timer publisher.
import Clockwork
import Combine

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var onlyFavorites = false
    @Published private(set) var results: [String] = []
    @Published private(set) var lastActivity = Date()
    private let catalog = ["boiler", "pump", "valve"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .combineLatest($onlyFavorites)
            .map { [catalog] query, favorites in
                catalog.filter { (query.isEmpty || $0.contains(query)) && (!favorites || $0 == "pump") }
            }
            .receive(on: RunLoop.main)
            .sink { [weak self] in self?.results = $0 }
            .store(in: &cancellables)

        $query.map { _ in Date() }
            .merge(with: Timer.publish(every: 60, on: .main, in: .common).autoconnect())
            .sink { [weak self] in self?.lastActivity = $0 }
            .store(in: &cancellables)
    }
}

struct SearchView: View {
    @StateObject private var model = SearchModel()

    var body: some View {
        VStack {
            TextField("Search", text: $model.query)
            Toggle("Favorites only", isOn: $model.onlyFavorites)
            ForEach(model.results, id: \.self) { Text($0) }
        }
    }
}
