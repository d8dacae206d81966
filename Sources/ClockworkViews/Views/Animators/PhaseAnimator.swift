@_spi(Machinery) import ClockworkCore

/// A container that animates its content through a sequence of phases: each phase change
/// runs the animation `animation` gives for the phase it goes to, and the next begins
/// when that animation is done.
///
/// Without a trigger it cycles through the phases as long as it is shown; with one, each
/// change of the trigger runs through them once, from the first back to it.
public struct PhaseAnimator<Phase: Equatable, Content: View> {
    private let phases: [Phase]
    private let trigger: EquatableBox?
    private let content: (Phase) -> Content
    private let animation: (Phase) -> Animation?
    @State private var index = 0
    /// Counts the runs started, so a run's last completion knows whether a newer one took over.
    @State private var run = 0

    /// An animator cycling through `phases` for as long as it is shown.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// An animator running through `phases` once each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = EquatableBox(trigger)
        self.content = content
        self.animation = animation
    }

    /// The content in the current phase.
    @MainActor public var body: some View {
        content(phases.isEmpty ? phaseUnavailable() : phases[min(index, phases.count - 1)])
            .onAppear {
                if trigger == nil { advance(after: 0, in: run) }
            }
            .onChange(of: trigger) {
                // A change starts a run of its own from the first phase, wherever the last
                // one had got to.
                let started = run + 1
                run = started
                advance(after: 0, in: started)
            }
    }

    /// Animates from phase `current` to the next, then on from there: for ever without a
    /// trigger, else until back at the first; stops once a newer run has started.
    private func advance(after current: Int, in started: Int) {
        guard phases.count > 1, started == run else { return }
        let next = (current + 1) % phases.count
        withAnimation(animation(phases[next])) {
            index = next
        } completion: {
            if trigger == nil || next != 0 { advance(after: next, in: started) }
        }
    }

    private func phaseUnavailable() -> Phase {
        preconditionFailure("PhaseAnimator needs at least one phase")
    }
}

extension PhaseAnimator: View {}

/// A value of any equatable type, compared with values of its own type.
struct EquatableBox: Equatable {
    private let value: Any
    private let equals: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }

    static func == (lhs: EquatableBox, rhs: EquatableBox) -> Bool {
        lhs.equals(rhs.value)
    }
}

/// The view a modifier's content closure is given in place of the view it modifies.
public struct PlaceholderContentView<Value: View> {
    let content: Value

    /// The modified view.
    @MainActor public var body: some View { content }
}

extension PlaceholderContentView: View {}

extension View {
    /// Animates this view through `phases` for as long as it is shown: `content` gives the
    /// view in each phase, `animation` the animation to it.
    public nonisolated func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Animates this view through `phases` once each time `trigger` changes.
    public nonisolated func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}
