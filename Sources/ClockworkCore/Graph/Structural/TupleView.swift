/// Several views built by a ``ViewBuilder`` block, shown in order: `value` is a tuple of
/// views, `T` its type (as in SwiftUI, `TupleView<(Text, Image)>`).
///
/// The tuple's type is the one generic parameter, so copying and destroying a
/// `TupleView` uses the tuple's own value witnesses (a type generic over a parameter
/// pack would look its tuple type up in the runtime's cache each time).
///
/// Its conformance to `View` is declared apart, as SwiftUI's is, so that the struct and its
/// initializer are nonisolated: a builder in any isolation makes one.
public struct TupleView<T> {
    /// The views.
    public var value: T

    /// Creates the view of the tuple of views `value`.
    @inlinable
    public nonisolated init(_ value: T) {
        self.value = value
    }
}

extension TupleView: View, BuiltinView {
    package func makeContent() -> NodeContent { TupleContent(self) }
}

/// Reconciles each element of a ``TupleView`` as a child, reading the elements at
/// offsets worked out once per tuple type.
@MainActor
private final class TupleContent<T>: TypedContent<TupleView<T>> {
    /// Draws nothing itself: a move changes nothing it draws.
    override var drawingFollowsFrame: Bool { false }

    override var isAlwaysTransparent: Bool { true }
    override var isStructural: Bool { true }

    private let elements: [TupleElement]

    override init(_ view: TupleView<T>) {
        elements = TupleElement.elements(of: view.value)
        super.init(view)
    }

    override func update(_ node: ViewNode) {
        // `value` is TupleView's only stored property, so the tuple starts at the view's
        // address, and each element is a part of the value, read where it lies.
        for (index, element) in elements.enumerated() {
            element.reconcile(in: node, at: index, part: partAddress(at: element.offset), of: self)
        }
    }
}

/// One element of a tuple of views: where it sits and how to reconcile it as a child.
private struct TupleElement {
    let offset: Int
    private let type: any TupleElementType.Type

    /// The elements of tuples of `tuple`'s type, found once per type (by reflecting on
    /// this value's elements, whose types are the tuple's: a view builder's tuple holds
    /// concrete views) and cached.
    @MainActor
    static func elements<T>(of tuple: T) -> [TupleElement] {
        let key = ObjectIdentifier(T.self)
        if let cached = cache[key] { return cached }
        var elements: [TupleElement] = []
        var end = 0
        for child in Mirror(reflecting: tuple).children {
            guard let type = Swift.type(of: child.value) as? any View.Type else {
                preconditionFailure("TupleView<\(T.self)>: an element is not a View")
            }
            elements.append(TupleElement(type, after: &end))
        }
        cache[key] = elements
        return elements
    }

    @MainActor private static var cache: [ObjectIdentifier: [TupleElement]] = [:]

    /// The element of type `type` following the elements that end at `end` (Swift lays a
    /// tuple out like a struct: each element at the next offset its alignment allows).
    init<Element: View>(_ type: Element.Type, after end: inout Int) {
        let alignment = MemoryLayout<Element>.alignment
        offset = (end + alignment - 1) / alignment * alignment
        end = offset + MemoryLayout<Element>.size
        self.type = TypedTupleElement<Element>.self
    }

    @MainActor
    func reconcile(in node: ViewNode, at index: Int, part: UnsafeMutableRawPointer, of holder: NodeContent) {
        type.reconcile(in: node, at: index, part: part, of: holder)
    }
}

/// The element type of a ``TupleElement``, reached through a protocol (not a closure,
/// which would check its executor on every call).
private protocol TupleElementType {
    @MainActor static func reconcile(in node: ViewNode, at index: Int, part: UnsafeMutableRawPointer, of holder: NodeContent)
}

private enum TypedTupleElement<Element: View>: TupleElementType {
    @MainActor
    static func reconcile(in node: ViewNode, at index: Int, part: UnsafeMutableRawPointer, of holder: NodeContent) {
        // Safe: the pointer addresses an initialised Element inside the tuple (see `update`).
        node.reconcileChild(at: index, part: part.assumingMemoryBound(to: Element.self), of: holder)
    }
}
