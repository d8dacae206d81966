@_spi(Machinery) import ClockworkCore
import Foundation

/// A container that animates its content with keyframes: `content` is given the value
/// the keyframes reach at each tick, from `initialValue`.
///
/// With a trigger, each change of it plays the keyframes once, and the content keeps
/// their last value; with `repeating`, they play over and over while the view is shown.
/// The keyframes are stepped by the loop's animations, in the tick, like any other.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View> where KeyframePath.Value == Value {
    private let initialValue: Value
    private let trigger: EquatableBox?
    private let repeating: Bool
    private let content: (Value) -> Content
    private let keyframes: (Value) -> KeyframePath
    /// How many times the keyframes were started; the progress animates toward it.
    @State private var plays = 0

    /// An animator playing `keyframes` once each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = EquatableBox(trigger)
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// An animator playing `keyframes` over and over while shown (with `repeating`), else
    /// showing `initialValue`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// The content with the value of the keyframes now.
    @ViewBuilder @MainActor public var body: some View {
        let timeline = KeyframeTimeline(initialValue: initialValue) { keyframes(initialValue) }
        KeyframeProgressView(progress: Double(plays), plays: plays, timeline: timeline, content: content)
            .onAppear {
                guard repeating, plays == 0 else { return }
                withAnimation(.linear(duration: timeline.duration).repeatForever(autoreverses: false)) { plays = 1 }
            }
            .onChange(of: trigger) {
                withAnimation(.linear(duration: timeline.duration)) { plays += 1 }
            }
    }
}

extension KeyframeAnimator: View {}

/// The content at a progress through the keyframes: animatable, so each tick of the
/// progress's animation shows the keyframes' value at that time.
private struct KeyframeProgressView<Value, Content: View> {
    var progress: Double
    let plays: Int
    let timeline: KeyframeTimeline<Value>
    let content: (Value) -> Content

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    @MainActor var body: some View {
        // The play under way runs from `plays - 1` to `plays`; before the first, the
        // initial value.
        content(plays == 0 ? timeline.value(time: 0) : timeline.value(progress: progress - Double(plays - 1)))
    }
}

extension KeyframeProgressView: View, Animatable {}

extension View {
    /// Animates this view with keyframes each time `trigger` changes: `content` gives the
    /// view for each value the keyframes reach.
    public nonisolated func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// Animates this view with keyframes over and over while shown (with `repeating`).
    public nonisolated func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
                                keyframes: keyframes)
    }
}
