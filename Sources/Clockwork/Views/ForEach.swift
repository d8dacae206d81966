/// A view that computes views on demand from a collection of identified data.
///
/// Rows are keyed by their element's id: inserting, removing or moving elements keeps
/// every surviving row's state, and an element that leaves takes its row's state with it.
/// When the collection changes, each row whose inputs are unchanged is not evaluated again.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, BuiltinView {
    /// The collection of data.
    public var data: Data
    /// A function that creates a view for an element.
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID

    /// Creates an instance that identifies its rows by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0[keyPath: id] }
    }

    func makeContent() -> NodeContent { ForEachContent(self) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates an instance over `Identifiable` data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates an instance over a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        identify = { $0 }
    }
}

@MainActor
private final class ForEachContent<Data: RandomAccessCollection, ID: Hashable, Content: View>: TypedContent<ForEach<Data, ID, Content>> {
    /// Where each id's row sits in `node.children` after the last update.
    private var positions: [ID: Int] = [:]

    override func update(_ node: ViewNode) {
        let old = node.children
        var unclaimed = positions
        var rows: [ViewNode] = []
        rows.reserveCapacity(view.data.count)
        positions.removeAll(keepingCapacity: true)
        for element in view.data {
            let id = view.identify(element)
            let existing = unclaimed.removeValue(forKey: id).map { old[$0] }
            rows.append(node.reconcile(existing, with: view.content(element), id: AnyHashable(id), environment: nil))
            positions[id] = rows.count - 1
        }
        for position in unclaimed.values { old[position].unmount() }
        node.children = rows
    }
}
