// From "Model data" (../shared/spec/001_*.txt), as the document writes it.
import Clockwork

class Book: ObservableObject {
    @Published var title = "Great Expectations"

    let identifier = UUID() // A unique identifier that never changes.
}

class Library: ObservableObject {
    @Published var books = [Book(), Book()]
}

struct BookView: View {
    @ObservedObject var book: Book

    var body: some View {
        VStack {
            Text(book.title)
            BookEditView(book: book)
        }
    }
}

struct BookEditView: View {
    @ObservedObject var book: Book

    var body: some View {
        TextField("Title", text: $book.title)
    }
}

struct LibraryView: View {
    @EnvironmentObject var library: Library
    @StateObject private var book = Book()

    var body: some View {
        VStack {
            BookView(book: book)
            ForEach(library.books, id: \.identifier) { book in
                BookView(book: book)
            }
            Text("\(library.books.count) books in the library")
        }
    }
}

struct LibraryView_Previews: PreviewProvider {
    static var previews: some View {
        LibraryView()
            .environmentObject(Library())
    }
}

@main
struct BookReader: App {
    @StateObject private var library = Library()

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environmentObject(library)
        }
    }
}
