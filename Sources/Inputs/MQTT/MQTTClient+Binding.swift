import Observation
import OpenCombine

extension MQTTClient {
    /// Binds the topics `filter` matches to `model`'s property at `keyPath`: each message's
    /// payload, decoded as `decoding` says, is written to it on the loop, so the views that
    /// read it show it at the next tick (once a tick, however many arrive). A payload that
    /// does not decode is logged once per topic and the last good value stays.
    ///
    /// With `publish`, the binding goes both ways: when the property changes (a toggle, a
    /// button's action, a write from any thread) its new value is published to `filter`,
    /// which must then be a topic, not a pattern. The broker's copy of what the binding
    /// published comes back as a message the binding recognises and leaves alone.
    ///
    /// ```swift
    /// client.bind("line1/temp", to: plant, \.temperature)
    /// client.bind("line1/sensors/+/state", to: plant, \.lastState, decoding: .json("state"))
    /// client.bind("line1/paused", to: plant, \.isPaused, publish: .retained)
    /// ```
    @discardableResult
    public func bind<Model: AnyObject & Observable, Value: MQTTValue & Equatable>(
        _ filter: String, to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Value>,
        decoding: MQTTDecoding = .text, publish: MQTTPublishing? = nil
    ) -> MQTTSubscription {
        let link = link(filter, to: model, keyPath, decoding: decoding, publish: publish)
        if publish != nil {
            let signal = ChangeSignal(), check = outgoingCheck
            let arm = {
                withObservationTracking { _ = model[keyPath: keyPath] } onChange: {
                    signal.fire()
                    check.request()
                }
            }
            arm()
            link.rearm = { if signal.take() { arm() } }
        }
        return add(link, filter: filter, publishes: publish != nil)
    }

    /// Binds the topics `filter` matches to an `ObservableObject`'s property (a
    /// `@Published` one), as the other `bind(_:to:_:decoding:publish:)` binds an
    /// `@Observable` model's.
    @discardableResult
    public func bind<Model: ObservableObject, Value: MQTTValue & Equatable>(
        _ filter: String, to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Value>,
        decoding: MQTTDecoding = .text, publish: MQTTPublishing? = nil
    ) -> MQTTSubscription {
        let link = link(filter, to: model, keyPath, decoding: decoding, publish: publish)
        if publish != nil {
            let check = outgoingCheck
            let changes = model.objectWillChange.sink { _ in check.request() }
            link.onCancel = { changes.cancel() }
        }
        return add(link, filter: filter, publishes: publish != nil)
    }

    /// Binds `topic` to a value read and written through `read` and `write` (a view's
    /// `Binding`); the caller reports its changes with the link's `publishIfChanged()`.
    func bind<Value: MQTTValue & Equatable>(
        _ topic: String, decoding: MQTTDecoding, publish: MQTTPublishing?,
        read: @escaping () -> Value, write: @escaping (Value) -> Void
    ) -> MQTTSubscription {
        let link = ValueLink(topic: topic, decoding: decoding, publishing: publish, client: self, read: read, write: write)
        return add(link, filter: topic, publishes: publish != nil)
    }

    /// A link reading and writing `model`'s property at `keyPath`.
    private func link<Model: AnyObject, Value: MQTTValue & Equatable>(
        _ topic: String, to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Value>, decoding: MQTTDecoding, publish: MQTTPublishing?
    ) -> ValueLink<Value> {
        ValueLink(topic: topic, decoding: decoding, publishing: publish, client: self,
                  read: { model[keyPath: keyPath] }, write: { model[keyPath: keyPath] = $0 })
    }

    private func add<Value>(_ link: ValueLink<Value>, filter: String, publishes: Bool) -> MQTTSubscription {
        precondition(!publishes || !(filter.contains("+") || filter.contains("#")),
                     "\(filter): a binding that publishes needs a topic, not a pattern")
        if publishes { links.append(link) }
        let logger = logger
        return add(filter, qos: .atLeastOnce, link: publishes ? link : nil) { link.receive($0, logger: logger) }
    }

    /// Publishes what changed in the bound values that publish.
    func publishChangedValues() {
        for link in links { link.publishIfChanged() }
    }

    func removeLink(_ link: any OutgoingLink) {
        links.removeAll { $0 === link }
    }
}
