@_spi(Machinery) import ClockworkCore
import Glibc

/// A view that computes views on demand from a collection of identified data.
///
/// Rows are keyed by their element's id: inserting, removing or moving elements keeps
/// every surviving row's state, and an element that leaves takes its row's state with it.
/// When the collection changes, each row whose inputs are unchanged is not evaluated again.
///
/// Its content is views here; `import Charts` makes a `ForEach` of chart content chart
/// content, as on Apple's platforms.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of data.
    public var data: Data
    /// A function that creates the content for an element.
    public var content: (Data.Element) -> Content
    /// The id of an element.
    package let identify: (Data.Element) -> ID

    /// Creates an instance over `data` whose elements `identify` tells apart, making
    /// `content` for each: the initializer every kind of content's own initializers call.
    package init(data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = identify
    }
}

extension ForEach: View, BuiltinView where Content: View {
    /// Creates an instance that identifies its rows by the key path `id`.
    public nonisolated init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0[keyPath: id] }, content: content)
    }

    package func makeContent() -> NodeContent { ForEachContent(self) }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates an instance over `Identifiable` data.
    public nonisolated init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0.id }, content: content)
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// Creates an instance over a constant range.
    public nonisolated init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, identify: { $0 }, content: content)
    }
}

/// Content whose children are keyed by their elements' ids: a picker takes those ids as
/// the rows' tags, as SwiftUI's `ForEach` tags each row with its id.
@MainActor
protocol IdentifiesRows {}

/// A container that builds only the rows of its `ForEach` it shows (a lazy stack).
@MainActor
protocol RowWindowing: AnyObject {
    /// The offsets of the rows to build, out of `count`, for the container's `node`.
    func window(rowCount count: Int, node: ViewNode) -> Range<Int>
}

/// A `ForEach` as a windowing container sees it: how many rows its data has, and which
/// it built.
@MainActor
protocol WindowedRows: AnyObject {
    /// How many elements the data has.
    var rowCount: Int { get }
    /// The offsets in the data of the built rows, when a container builds only some.
    var window: Range<Int>? { get }
    /// The offset in the data of the element whose id is `id`, built or not.
    func offset(of id: AnyHashable) -> Int?
}

@MainActor
private final class ForEachContent<Data: RandomAccessCollection, ID: Hashable, Content: View>:
    TypedContent<ForEach<Data, ID, Content>>, IdentifiesRows, WindowedRows {
    /// Draws nothing itself: a move changes nothing it draws.
    override var drawingFollowsFrame: Bool { false }

    /// The ids of `node.children`, in order, after the last update.
    private var ids: [ID] = []
    /// The value the children were last built from.
    private var built: ForEach<Data, ID, Content>?

    /// Whether the content function read an `@Observable` model's property in the last
    /// update: rows may then change with identical bytes.
    private var readsModels = false

    /// The rows built, when a lazy stack above builds only some: their offsets in the data.
    private(set) var window: Range<Int>?

    override var isAlwaysTransparent: Bool { true }
    override var isStructural: Bool { true }

    var rowCount: Int { view.data.count }

    func offset(of id: AnyHashable) -> Int? {
        guard let id = id.base as? ID else { return nil }
        return view.data.firstIndex { view.identify($0) == id }.map { view.data.distance(from: view.data.startIndex, to: $0) }
    }

    /// Calls the content function under dependency tracking: state and model properties it
    /// reads link to this node. Rows are skipped by their bytes only while the function
    /// reads neither (a row reading them could change with identical bytes).
    ///
    /// Under a lazy stack, only the rows in its window are built, matched by id like the
    /// whole list: the cost is the window's, whatever the data's length.
    override func update(_ node: ViewNode) {
        if let parent = node.parent, let windowing = parent.content as? RowWindowing {
            let window = windowing.window(rowCount: view.data.count, node: parent)
            self.window = window
            built = view
            node.graph.observeReads(of: node) { rebuild(node, offsets: window) }
            return
        }
        window = nil
        let maySkipRows = !node.hasDependencies && !readsModels
        let log = node.graph.writeLog!
        let modelReadsBefore = log.modelReads
        node.graph.observeReads(of: node) { updateRows(node, skippingUnchanged: maySkipRows) }
        readsModels = log.modelReads != modelReadsBefore
    }

    private func updateRows(_ node: ViewNode, skippingUnchanged: Bool) {
        let previous = built
        built = view
        // `ids` were taken from `previous`, so only the new count needs checking.
        guard let previous, view.data.count == ids.count else {
            return rebuild(node)
        }
        if skippingUnchanged, let changed = changedElements(since: previous) {
            // Elements with unchanged bytes have the ids they had; check the others.
            guard changed.allSatisfy({ view.identify(element(at: $0)) == ids[$0] }) else { return rebuild(node) }
            if bytesEqual(previous.content, view.content), capturesNothing(view.content) {
                for index in changed { updateRow(index, in: node) }
            } else {
                for index in ids.indices { updateRow(index, in: node) }
            }
        } else if hasSameIDs() {
            for index in ids.indices { updateRow(index, in: node) }
        } else {
            rebuild(node)
        }
    }

    /// The indices of the elements whose bytes changed since `previous`, found by comparing
    /// the two collections' raw storage; `nil` when either is not contiguous.
    ///
    /// A row whose element is byte-for-byte the one it was built from, by the very same
    /// content function capturing nothing, would get the very same view: it is not even
    /// asked for it. Whole blocks of unchanged rows cost one `memcmp`.
    private func changedElements(since previous: ForEach<Data, ID, Content>) -> [Int]? {
        // Safe: both buffers hold `ids.count` elements of one type and are only read here.
        let result = previous.data.withContiguousStorageIfAvailable { old in
            view.data.withContiguousStorageIfAvailable { new in
                changedIndices(UnsafeRawBufferPointer(old), UnsafeRawBufferPointer(new), count: old.count)
            }
        }
        return result ?? nil
    }

    /// Whether the new data has exactly the old ids, in the old order.
    private func hasSameIDs() -> Bool {
        var index = 0
        for element in view.data {
            if view.identify(element) != ids[index] { return false }
            index += 1
        }
        return true
    }

    private func element(at offset: Int) -> Data.Element {
        view.data[view.data.index(view.data.startIndex, offsetBy: offset)]
    }

    /// Gives row `index`, whose id is unchanged, its new view.
    private func updateRow(_ index: Int, in node: ViewNode) {
        node.children[index].receive(view.content(element(at: index)), environment: node.environment)
    }

    /// Matches rows to elements by id: surviving rows keep their nodes (and state) wherever
    /// they move, new elements get new rows, rows whose element left are unmounted.
    private func rebuild(_ node: ViewNode, offsets: Range<Int>? = nil) {
        var unclaimed: [ID: ViewNode] = [:]
        unclaimed.reserveCapacity(ids.count)
        for (id, child) in zip(ids, node.children) { unclaimed[id] = child }
        var rows: [ViewNode] = []
        let elements = offsets.map { view.data[view.data.index(view.data.startIndex, offsetBy: $0.lowerBound)..<view.data.index(view.data.startIndex, offsetBy: $0.upperBound)] }
            ?? view.data[...]
        rows.reserveCapacity(elements.count)
        let previousIDs = ids
        ids.removeAll(keepingCapacity: true)
        for element in elements {
            let id = view.identify(element)
            rows.append(node.reconcile(unclaimed.removeValue(forKey: id), with: view.content(element), id: AnyHashable(id), environment: nil))
            ids.append(id)
        }
        for row in unclaimed.values { row.unmount() }
        let sameRows = offsets != nil && ids == previousIDs
        node.children = rows
        if !sameRows { node.graph.surface.childrenChanged(of: node) }
    }
}

/// The indices of the `count` elements (of one type) whose bytes differ between `old` and
/// `new`: blocks of 64 elements are compared at once, and only unequal blocks element by
/// element. Padding inside an element can make equal elements look different; that only
/// costs an evaluation.
func changedIndices(_ old: UnsafeRawBufferPointer, _ new: UnsafeRawBufferPointer, count: Int) -> [Int] {
    guard count > 0, old.count == new.count, let oldBase = old.baseAddress, let newBase = new.baseAddress else { return [] }
    // Safe: callers pass two buffers of `count` elements of one type; reads stay in bounds.
    let stride = old.count / count
    let block = 64
    var changed: [Int] = []
    var start = 0
    while start < count {
        let end = min(start + block, count)
        if memcmp(oldBase + start * stride, newBase + start * stride, (end - start) * stride) != 0 {
            for index in start..<end where memcmp(oldBase + index * stride, newBase + index * stride, stride) != 0 {
                changed.append(index)
            }
        }
        start = end
    }
    return changed
}

/// Whether two values have the same bytes: for values of one type, the same value (equal
/// references, closures with the same function and context). Unequal bytes prove nothing.
/// Whether `function` carries no captured context: what it returns depends on its
/// argument alone (and on globals, which a view's content function has no business reading).
/// A function that captures, say, an observed object can return another row for the same
/// element once the object changed.
func capturesNothing<Argument, Result>(_ function: @escaping (Argument) -> Result) -> Bool {
    // Safe: a Swift function value is two words, the code and its context (null when it
    // captures nothing); only the second is read.
    withUnsafeBytes(of: function) { $0.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UInt.self) == 0 }
}

func bytesEqual<T>(_ a: T, _ b: T) -> Bool {
    // Safe: two values of one type, same byte count, read only inside the closures.
    withUnsafeBytes(of: a) { aBytes in
        withUnsafeBytes(of: b) { bBytes in
            aBytes.count == 0 || memcmp(aBytes.baseAddress!, bBytes.baseAddress!, aBytes.count) == 0
        }
    }
}
