import ClockworkLoop

/// Where the gestures under the fingers compete, from the first finger down until the
/// last gesture is decided: a SwiftUI-style gesture arena.
///
/// When a finger goes down on no gesture in progress, the arena gathers the recognizers
/// of the views it lands on (`ViewGraph.touchPath(at:)`), innermost first: each view's
/// `.gesture`s, a control's own press, a scroll view's drag, a long press for a context
/// menu. Every touch goes to all of them. They are ranked: `.highPriorityGesture`s first,
/// outermost first; then the rest, innermost first (a child's gesture before its
/// parent's). A recognizer that recognizes wins once every one ranked before it has
/// failed, and the rest are cancelled; until then it waits (a parent's drag waits for the
/// child's tap to fail by moving). The first one still possible may report values before
/// it wins (a long press's "pressing").
/// `.simultaneousGesture`s take part beside the ranking, winning and cancelling nothing.
///
/// Time comes from the loop's clock: a long press completes, and a double tap gives up
/// its wait, at the tick its time falls in.
@MainActor
package final class TouchArena {
    private unowned let graph: ViewGraph
    private let loop: EventLoop
    private let momentum: ScrollMomentum
    /// The fingers down, once one went down.
    private var contacts: TouchContacts?
    /// The ranked recognizers not yet failed, in rank order; only the winner once there is one.
    private var ranked: [TouchRecognizer] = []
    private var hasWinner = false
    private var simultaneous: [TouchRecognizer] = []
    private var timer: ScheduledWork?

    package init(graph: ViewGraph, loop: EventLoop) {
        self.graph = graph
        self.loop = loop
        momentum = ScrollMomentum(loop: loop)
    }

    /// How far (layout units) a finger moves before a control's tap gives way to a drag:
    /// 10 points, or a cell in character cells.
    private var slop: Double { min(10, graph.layoutMetrics.cell.height) }

    /// Carries out one touch, `touch.location` in layout units.
    package func handle(_ touch: Touch) {
        if touch.phase == .began {
            momentum.stop()
            // A contact that goes down again was lost on the way up (a client gone
            // mid-touch): what it began is cancelled, and this touch starts afresh.
            if let contacts, contacts.down.contains(where: { $0.id == touch.id }) { end() }
            if let contacts, contacts.down.isEmpty, !isWaitingForTime { end() }
            if contacts == nil { begin(at: touch.location) }
        }
        guard var current = contacts else { return }
        current.now = loop.now
        current.latest = touch
        switch touch.phase {
        case .began:
            current.down.removeAll { $0.id == touch.id }
            current.down.append(.init(id: touch.id, location: touch.location))
        case .moved:
            guard let index = current.down.firstIndex(where: { $0.id == touch.id }) else { return }
            current.down[index].location = touch.location
        case .ended, .cancelled:
            guard current.down.contains(where: { $0.id == touch.id }) else { return }
            current.down.removeAll { $0.id == touch.id }
        }
        contacts = current
        for recognizer in live { recognizer.touchesChanged(current) }
        if touch.phase == .cancelled {
            for recognizer in live where recognizer.state == .possible || recognizer.state == .recognized { recognizer.state = .failed }
        }
        settle()
    }

    /// The recognizers still taking part.
    private var live: [TouchRecognizer] { ranked + simultaneous }

    private var isWaitingForTime: Bool { live.contains { $0.deadline != nil } }

    /// Gathers the recognizers of the views a finger landing at `point` touches.
    private func begin(at point: Point) {
        contacts = TouchContacts(now: loop.now, latest: Touch(.began, at: point))
        var high: [TouchRecognizer] = [], normal: [TouchRecognizer] = [], alongside: [TouchRecognizer] = []
        var pressed = false, hasMenu = false
        let path = graph.touchPath(at: point)
        // A touch beside the field and its on-screen keyboard takes the keyboard away.
        if graph.presentations.shown.contains(where: { $0.placement == .keyboard }), let focused = graph.focus.focused,
           !path.contains(where: { $0 === focused || $0.content is OnScreenKeyboardView }) {
            graph.focus.move(to: nil)
        }
        for node in path {
            guard node.environment.isEnabled else { continue }
            var added: [TouchRecognizer] = []
            if let target = node.content as? TouchTarget {
                // `.gesture(_:including:)` without `.subviews`: the views inside take no part.
                if target.excludesSubviews { (high, normal, alongside) = ([], [], []) }
                added = target.touchRecognizers(on: node)
            } else if !pressed, node.content is Control {
                added = [ControlPress(control: node, slop: slop)]
            }
            if node.content is Control { pressed = true }
            if !hasMenu, node.content is MenuOpening {
                hasMenu = true
                added.append(MenuPress(graph: graph, slop: slop))
            }
            if node.content is Scrollable {
                added.append(ScrollDrag(scrollView: node, slop: slop) { [momentum] node, velocity in
                    momentum.start(node, velocity: velocity)
                })
            }
            for recognizer in added {
                switch recognizer.priority {
                case .high: high.append(recognizer)
                case .normal: normal.append(recognizer)
                case .simultaneous: alongside.append(recognizer)
                }
            }
        }
        ranked = high.reversed() + normal
        simultaneous = alongside
        // A control's press yields to a drag that competes with it, and keeps the finger
        // otherwise (a tap or a long press competes by waiting, not by moving).
        let dragCompetes = ranked.contains { $0.recognizesMoving }
        for case let press as ControlPress in ranked { press.yieldsToDrags = dragCompetes }
        hasWinner = false
    }

    /// Lets each recognizer report what the ranking allows, drops the failed and the
    /// finished, and ends the gesture when nothing is left to decide.
    private func settle() {
        for recognizer in ranked where recognizer.state == .failed { recognizer.reset() }
        ranked.removeAll { $0.state == .failed }
        if !hasWinner, let first = ranked.first {
            switch first.state {
            case .possible:
                if first.hasNewValue { first.report() }
            case .recognized, .ended:
                hasWinner = true
                for loser in ranked.dropFirst() {
                    loser.state = .failed
                    loser.reset()
                }
                ranked = [first]
            case .failed:
                break
            }
        }
        if hasWinner, let winner = ranked.first {
            if winner.hasNewValue || winner.state == .ended { winner.report() }
            if winner.state == .ended {
                winner.reset()
                ranked = []
            }
        }
        for recognizer in simultaneous {
            if recognizer.state != .failed, recognizer.hasNewValue || recognizer.state == .ended { recognizer.report() }
            if recognizer.state == .failed || recognizer.state == .ended { recognizer.reset() }
        }
        simultaneous.removeAll { $0.state == .failed || $0.state == .ended }
        if let contacts, contacts.down.isEmpty, !isWaitingForTime { end() }
        scheduleTimer()
    }

    /// The gesture is over: what is still undecided fails.
    private func end() {
        for recognizer in live {
            if recognizer.state != .failed { recognizer.state = .failed }
            recognizer.reset()
        }
        ranked = []
        simultaneous = []
        hasWinner = false
        contacts = nil
        timer?.cancel()
        timer = nil
    }

    private func scheduleTimer() {
        timer?.cancel()
        timer = nil
        guard let deadline = live.compactMap(\.deadline).min() else { return }
        timer = loop.schedule(at: deadline) { [weak self] in
            MainActor.assumeIsolated { self?.timeCame() }
        }
    }

    private func timeCame() {
        timer = nil
        let now = loop.now
        for recognizer in live {
            if let deadline = recognizer.deadline, deadline <= now { recognizer.timePassed(now) }
        }
        settle()
    }
}
