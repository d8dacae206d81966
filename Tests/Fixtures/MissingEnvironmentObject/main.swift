// Mounts a view that reads an @EnvironmentObject no ancestor supplies. Clockwork must
// stop the process with a message naming the type and the view.
import ClockworkTesting

final class Library: ObservableObject {
    @Published var count = 0
}

struct LibraryView: View {
    @EnvironmentObject var library: Library

    var body: some View {
        Text("\(library.count) books")
    }
}

_ = try TestHost(LibraryView())
print("unreachable: the view mounted without its environment object")
