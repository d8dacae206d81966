@_spi(Machinery) import ClockworkCore

/// A structure that computes views and disclosure groups on demand from an underlying
/// collection of tree-structured, identified data.
///
/// An element whose `children` key path gives a collection is a `DisclosureGroup` whose
/// label is the element's view and whose content is its children's outline; one whose
/// children are `nil` is its view alone, a leaf.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View> {
    let elements: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    /// Creates an outline group from a collection of root data elements and a key path to
    /// its identifier.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        elements = Array(data)
        self.id = id
        self.children = children
        self.content = content
    }

    /// Creates an outline group from a root data element and a key path to its identifier.
    public init(_ root: Data.Element, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        elements = [root]
        self.id = id
        self.children = children
        self.content = content
    }

    @MainActor public var body: some View {
        ForEach(elements, id: id) { element in
            if let kids = element[keyPath: children] {
                DisclosureGroup {
                    AnyView(OutlineGroup(kids, id: id, children: children, content: content))
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }
}

extension OutlineGroup: View {}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates an outline group from a collection of root data elements.
    public nonisolated init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data, id: \.id, children: children, content: content)
    }

    /// Creates an outline group from a root data element.
    public nonisolated init(_ root: Data.Element, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(root, id: \.id, children: children, content: content)
    }
}
