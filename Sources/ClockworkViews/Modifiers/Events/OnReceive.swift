@_spi(Machinery) import ClockworkCore

struct OnReceiveModifier<P: Publisher>: BuiltinModifier where P.Failure == Never {
    let publisher: P
    let action: @MainActor (P.Output) -> Void

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { OnReceiveContent(view) }
}

/// `.onReceive(_:perform:)`: subscribes while the view is in the tree; each value runs the
/// current action on the loop thread, in order with state writes.
///
/// As on SwiftUI, it listens to the publisher the newest body hands it: when an update
/// brings another publisher (a `Timer.publish` kept in `@State` and replaced), the old
/// subscription is cancelled and the new publisher subscribed. Publishers are told apart
/// by their bytes: the same object (a timer's `autoconnect()`), or a value holding the
/// same objects and values, is the same publisher; a value whose bytes differ otherwise
/// (a closure made anew by the body, padding) counts as a new one and is subscribed again.
@MainActor
private final class OnReceiveContent<Content: View, P: Publisher>: ModifierContent<Content, OnReceiveModifier<P>> where P.Failure == Never {
    private var subscription: AnyCancellable?
    /// The publisher subscribed to, kept to tell a new one apart.
    private var subscribed: P?

    override func update(_ node: ViewNode) {
        let publisher = modifier.publisher
        if subscribed.map({ !sameBytes($0, publisher) }) ?? true {
            subscription?.cancel()
            subscribed = publisher
            let graph = node.graph
            let target = WeakContent(self)
            // Not main-actor isolated: publishers emit on any thread; the action runs on
            // the loop thread when the log reaches the value.
            subscription = publisher.sink { @Sendable output in
                let delivery = Delivery(output)
                graph.log(.perform { target.content?.modifier.action(delivery.value) })
            }
        }
        reconcileContent(node)
    }

    override func unmount(_ node: ViewNode) {
        subscription?.cancel()
        subscription = nil
        subscribed = nil
    }
}

/// Whether `a` and `b` have the same bytes: the same references and the same plain values.
private func sameBytes<T>(_ a: T, _ b: T) -> Bool {
    // Safe: both buffers are read only within the closures, and are as long as a T.
    withUnsafeBytes(of: a) { aBytes in
        withUnsafeBytes(of: b) { bBytes in aBytes.elementsEqual(bBytes) }
    }
}

/// A publisher's value on its way to the loop thread.
private struct Delivery<Value>: @unchecked Sendable {
    // @unchecked Sendable: handed to the loop thread through the write log's lock and
    // used only there afterwards, like a state write's value.
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A weak reference to an `onReceive` node's content, for its subscription.
private final class WeakContent<Content: View, P: Publisher>: @unchecked Sendable where P.Failure == Never {
    // @unchecked Sendable: `content` is dereferenced only on the loop thread (inside a
    // logged `.perform`), where the content lives.
    weak var content: OnReceiveContent<Content, P>?
    init(_ content: OnReceiveContent<Content, P>) { self.content = content }
}

extension View {
    /// Performs an action with each value `publisher` emits, on the loop thread.
    public nonisolated func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(OnReceiveModifier(publisher: publisher, action: action))
    }
}
