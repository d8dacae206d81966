import ClockworkCore
import ClockworkViews

extension View {
    /// Binds `topic` to a view's state through `value`: each message's payload is written to
    /// it, and — unless `publish` is `nil` — each change of it (a toggle flipped, a slider
    /// moved) is published back, retained at QoS 1 unless told, without echo loops. The
    /// client is the one supplied with `.environment(client)`; with none, nothing is bound.
    ///
    /// ```swift
    /// @State private var isPaused = false
    ///
    /// Toggle("Paused", isOn: $isPaused)
    ///     .mqtt("line1/paused", value: $isPaused)
    /// ```
    ///
    /// The binding lasts while the view is shown.
    public func mqtt<Value: MQTTValue & Equatable>(
        _ topic: String, value: Binding<Value>, decoding: MQTTDecoding = .text, publish: MQTTPublishing? = .retained
    ) -> some View {
        modifier(MQTTValueModifier(topic: topic, value: value, decoding: decoding, publishing: publish))
    }
}

/// Keeps a topic and a view's value in step while the view is shown.
struct MQTTValueModifier<Value: MQTTValue & Equatable>: ViewModifier {
    let topic: String
    let value: Binding<Value>
    let decoding: MQTTDecoding
    let publishing: MQTTPublishing?
    @Environment(MQTTClient.self) private var client: MQTTClient?
    @State private var binding = BindingHolder()

    func body(content: Content) -> some View {
        content
            .onAppear {
                guard let client, binding.subscription == nil else { return }
                let value = value
                binding.subscription = client.bind(topic, decoding: decoding, publish: publishing,
                                                   read: { value.wrappedValue }, write: { value.wrappedValue = $0 })
            }
            .onDisappear {
                binding.subscription?.cancel()
                binding.subscription = nil
            }
            .onChange(of: value.wrappedValue) {
                binding.subscription?.link?.publishIfChanged()
            }
    }
}

/// The modifier's subscription, kept across its body's evaluations.
@MainActor
final class BindingHolder {
    var subscription: MQTTSubscription?
}
