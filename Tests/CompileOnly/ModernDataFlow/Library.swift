// Compile-only: data-flow code as SwiftUI is written today, with `import Clockwork` only.
// If this target builds, code of this shape pastes into a Clockwork daemon unchanged.
import Clockwork

@MainActor @Observable
final class Library {
    var books: [Book] = [Book(title: "Dune"), Book(title: "Solaris")]
    var isLoading = false
    var lastRefresh: Date?

    func refresh() async {
        isLoading = true
        try? await Task.sleep(for: .milliseconds(10))
        lastRefresh = Date()
        isLoading = false
    }
}

@Observable
final class Book: Identifiable {
    let id = UUID()
    var title: String
    var isAvailable = true

    init(title: String) {
        self.title = title
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(library.books) { book in
                BookRow(book: book)
            }
            Text(library.isLoading ? "Refreshing…" : "Up to date")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .task {
            await library.refresh()
        }
    }
}

struct BookRow: View {
    @Bindable var book: Book

    var body: some View {
        HStack {
            Text(book.title)
                .bold()
            Spacer()
            Toggle("Available", isOn: $book.isAvailable)
        }
    }
}

struct BookEditor: View {
    var book: Book

    var body: some View {
        @Bindable var book = book
        TextField("Title", text: $book.title)
            .onAppear { print("editing \(book.title)") }
            .onDisappear { print("done editing") }
    }
}

@main
struct LibraryApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environment(library)
        }
    }
}

#Preview {
    LibraryView()
        .environment(Library())
}

#Preview("One row") {
    @Previewable @State var book = Book(title: "Dune")
    BookRow(book: book)
}
