@_spi(Machinery) import ClockworkCore

extension ForEach where Content: View {
    /// Creates an instance over a binding to a collection of `Identifiable` data: each row
    /// gets a binding to its element, so its controls edit the collection in place.
    public nonisolated init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// Creates an instance over a binding to a collection, identifying its elements by the
    /// key path `id`: each row gets a binding to its element.
    public nonisolated init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                                                                @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        let pairs = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
        self.init(data: pairs, identify: { $0.1 }) { pair in
            content(data.element(at: pair.0, fallback: collection[pair.0]))
        }
    }
}

extension Binding where Value: MutableCollection {
    /// A binding to the element at `index`: reads `fallback` (the element as the row was
    /// made) once the index is gone, and writes nowhere then, so a row being removed never
    /// reads past the collection's end.
    func element(at index: Value.Index, fallback: Value.Element) -> Binding<Value.Element> {
        Binding<Value.Element>(get: {
            let collection = wrappedValue
            return collection.indices.contains(index) ? collection[index] : fallback
        }, set: { newValue in
            guard wrappedValue.indices.contains(index) else { return }
            wrappedValue[index] = newValue
        })
    }
}
