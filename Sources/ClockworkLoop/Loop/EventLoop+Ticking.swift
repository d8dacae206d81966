/// The tick scheduler's loop-thread state.
struct TickingState {
    /// Whether a tick is scheduled (the timer is armed, or due on the manual clock).
    var isArmed = false
    /// The grid index the armed schedule expects next.
    var nextIndex: Int64 = 0
    /// The index of the last tick run, or -1.
    var lastIndex: Int64 = -1
    /// Whether a tick handler is running now.
    var isInTick = false
    /// Whether someone asked for a tick while one was running.
    var requestedDuringTick = false
    /// The earliest grid index asked for beyond the scheduled one (scheduled work).
    var laterIndex: Int64?
    /// Whether the tick-drained mailboxes were told the next grid point's tick is
    /// scheduled (so writes into them do not wake the loop).
    var mailboxesExpectTick = false
    /// Whether the armed schedule is a linger: the grid point after a tick that asked for
    /// none, kept so that a write arriving meanwhile needs neither a wake-up of its own nor
    /// the timer armed again. It runs a tick only if work is waiting by then.
    var isLingering = false
    /// The latency of the last frame a display showed since the last tick, if any.
    var shownFrameLatency: Duration?
}

extension EventLoop {
    /// Installs the function every tick runs, on the loop thread, replacing any earlier one.
    ///
    /// The loop itself runs the drain of ``post(_:)``-ed work before calling it (timed
    /// as the ``TickPhase/drain`` phase); the handler runs the rest of the pipeline.
    public func setTickHandler(_ handler: @escaping (inout Tick) -> Void) {
        preconditionInLoop()
        tickHandler = handler
    }

    /// Asks for a tick at the next grid point, if none is scheduled. Loop thread only.
    ///
    /// Called by whatever makes work: a state write, an input event, a mailbox wake-up.
    /// Inside a tick it asks for the following tick.
    public func requestTick() {
        preconditionInLoop()
        if ticking.isInTick {
            ticking.requestedDuringTick = true
            return
        }
        requestTick(index: grid.index(atOrAfter: clock.now()))
    }

    /// Asks for a tick at the first grid point at or after `instant`, keeping any tick
    /// scheduled sooner (a later one is asked for again once the sooner ones are done).
    /// The loop sleeps until then. Loop thread only.
    public func requestTick(at instant: MonotonicInstant) {
        preconditionInLoop()
        let index = grid.index(atOrAfter: instant)
        if ticking.isInTick {
            if index <= ticking.lastIndex + 1 { ticking.requestedDuringTick = true } else { remember(laterIndex: index) }
            return
        }
        requestTick(index: index)
    }

    private func requestTick(index wanted: Int64) {
        guard state == .ready || state == .running else { return }
        let index = max(wanted, ticking.lastIndex + 1)
        if ticking.isArmed {
            if index > ticking.nextIndex { remember(laterIndex: index) }
            if index == ticking.nextIndex { ticking.isLingering = false }
            guard index < ticking.nextIndex else { return }
            remember(laterIndex: ticking.nextIndex)
        }
        ticking.isLingering = false
        ticking.isArmed = true
        ticking.nextIndex = index
        tickTimer?.arm(first: grid.time(of: index) - configuration.wakeMargin, period: grid.period)
        updateMailboxWaking()
    }

    /// Tells the mailboxes every tick drains whether the tick of the next grid point is
    /// scheduled: while it is, a write into them need not wake the loop, since that tick
    /// takes it; once it is not, a write that arrived meanwhile asks for it here. A tick
    /// scheduled further out (a timer a minute away) does not count: writes must apply at
    /// the next grid point.
    private func updateMailboxWaking() {
        let soon = ticking.isArmed && ticking.nextIndex <= grid.index(atOrBefore: clock.now()) + 1
        guard soon != ticking.mailboxesExpectTick else { return }
        ticking.mailboxesExpectTick = soon
        if noteTickScheduled(soon), !soon { requestTick() }
    }

    private func remember(laterIndex index: Int64) {
        ticking.laterIndex = min(ticking.laterIndex ?? index, index)
    }

    /// Whether a tick is scheduled: asked for, or, while the loop lingers a grid point after
    /// its last tick, with work already waiting for it. Loop thread only.
    public var isTickScheduled: Bool {
        preconditionInLoop()
        guard ticking.isArmed else { return false }
        // Lingering, the mailboxes already expect the tick: this only asks whether they hold work.
        return !ticking.isLingering || noteTickScheduled(true)
    }

    /// The grid time of the scheduled tick, if one is scheduled. Loop thread only.
    public var nextTickTime: MonotonicInstant? {
        preconditionInLoop()
        return isTickScheduled ? grid.time(of: ticking.nextIndex) : nil
    }

    /// Moves the grid's phase so its points fall on `instant`, keeping its period: a
    /// display that flips at vblank calls it with a vblank's time (plus a lead), so ticks
    /// start just after the display has taken the last frame. The grid moves by less than
    /// a period; a phase already within `tolerance` is left alone, so the timer is re-armed
    /// only when the display's clock has drifted. Loop thread only.
    public func alignTicks(to instant: MonotonicInstant, tolerance: Duration = .microseconds(250)) {
        preconditionInLoop()
        let shift = grid.phaseShift(toward: instant)
        guard abs(shift.nanoseconds) > tolerance.nanoseconds else { return }
        grid = grid.shifted(by: shift)
        if ticking.isArmed, !ticking.isInTick {
            ticking.nextIndex = max(ticking.nextIndex, grid.index(atOrAfter: clock.now()))
            tickTimer?.arm(first: grid.time(of: ticking.nextIndex) - configuration.wakeMargin, period: grid.period)
        }
    }

    /// Notes that a display showed a frame `latency` after it was handed over: the next
    /// tick's record counts it (``TickCounter/flipLatency``, in microseconds), so
    /// `clockwork prof` shows how late flips are. Loop thread only.
    public func noteFrameShown(latency: Duration) {
        preconditionInLoop()
        ticking.shownFrameLatency = latency
    }

    // MARK: Manual clock

    /// Moves a manual clock forward by `duration`, running every tick that falls due up
    /// to and including the new time, each at its own grid time, and processing ready
    /// events (mailbox wake-ups, I/O) before each of them. Loop thread only.
    ///
    /// This is how tests drive a loop: nothing sleeps, and the same calls give the same
    /// ticks every time.
    public func advance(by duration: Duration) {
        let manual = manualClock("advance(by:)")
        let target = manual.now + duration
        runOnce()
        while ticking.isArmed, state == .ready || state == .running {
            let next = grid.time(of: ticking.nextIndex)
            guard next <= target else { break }
            if next > manual.now { manual.set(next) }
            fireDueTick(at: manual.now)
            // Events that arrived during the tick are processed before the next tick: here
            // when one can still fall due, else by the next call's first `runOnce()`.
            guard grid.time(of: ticking.lastIndex + 1) <= target else { break }
            runOnce()
        }
        if manual.now < target { manual.set(target) }
    }

    /// Moves a manual clock forward by `duration` as if the loop thread had been blocked
    /// the whole time, then lets it wake: the latest due tick runs once, late, and the
    /// grid points it passed over are counted as skipped. Loop thread only.
    public func stall(for duration: Duration) {
        let manual = manualClock("stall(for:)")
        manual.set(manual.now + duration)
        runOnce()
        if ticking.isArmed, grid.time(of: ticking.nextIndex) <= manual.now {
            fireDueTick(at: manual.now)
            runOnce()
        }
    }

    private func manualClock(_ caller: String) -> ManualClock {
        preconditionInLoop()
        guard case .manual(let manual) = clock else {
            preconditionFailure("\(caller) needs a loop on a ManualClock")
        }
        return manual
    }

    // MARK: Running a tick

    /// The tick timer's callback: run the tick that is due now.
    ///
    /// The timer fires `wakeMargin` before each grid point, so the slot this wake-up
    /// belongs to is the latest one whose early-wake time has passed; the rest of the
    /// way to its grid point is a spin on the clock. (Running the previous grid point
    /// instead, when a late wake-up lands in the next slot's early window, would consume
    /// that slot's expiration and leave every later tick a period behind.)
    func tickTimerFired() {
        var now = clock.now()
        tickTimer?.acknowledge()
        guard ticking.isArmed else { return }
        let slot = grid.slot(wokenAt: now, margin: configuration.wakeMargin)
        guard slot >= ticking.nextIndex, !endLingerIfIdle() else { return }
        let due = grid.time(of: slot)
        while now < due { now = clock.now() }
        runDueTick(at: now)
    }

    /// Runs the tick due at `now`, unless the schedule was a linger with no work waiting.
    private func fireDueTick(at now: MonotonicInstant) {
        guard !endLingerIfIdle() else { return }
        runDueTick(at: now)
    }

    /// At a lingering grid point: whether nothing waits in the tick-drained mailboxes,
    /// in which case the schedule is disarmed and the loop goes idle without a tick.
    /// (Everything else that makes work asks for a tick, which ends the linger.)
    private func endLingerIfIdle() -> Bool {
        guard ticking.isLingering else { return false }
        ticking.isLingering = false
        guard !noteTickScheduled(true) else { return false }
        goIdle()
        return true
    }

    /// Runs the latest grid point due at `now`, counting the ones passed over, then keeps
    /// the schedule armed: for the ticks asked for, or else for one more grid point, as a
    /// linger.
    private func runDueTick(at now: MonotonicInstant) {
        let index = max(grid.index(atOrBefore: now), ticking.nextIndex)
        let wantsNext = runTick(index: index, skipped: index - ticking.nextIndex, start: now, isFinal: false)
        ticking.nextIndex = index + 1
        // While armed, the timer repeats on the grid by itself; if this tick overran the
        // next grid point, the timer is already readable and the next iteration runs it.
        // A tick that asked for none keeps it for one more grid point, a linger: a write
        // in that period rides it (see `TickingState.isLingering`).
        if let later = ticking.laterIndex, later <= index + 1 {
            // Asked for the next grid point before this tick ran (scheduled work): a tick.
            ticking.laterIndex = nil
        } else if !wantsNext {
            ticking.isLingering = true
        }
        updateMailboxWaking()
    }

    /// Disarms the schedule; scheduled work, or a later tick asked for meanwhile, arms the
    /// timer again for its grid point: nothing wakes the loop before.
    private func goIdle() {
        ticking.isArmed = false
        tickTimer?.disarm()
        if let deadline = scheduledWork.nextDeadline() { remember(laterIndex: grid.index(atOrAfter: deadline)) }
        if let later = ticking.laterIndex {
            ticking.laterIndex = nil
            requestTick(index: later)
        }
        updateMailboxWaking()
    }

    /// The tick run while the loop stops: applies whatever the mailboxes accepted.
    func runFinalTick() {
        let now = clock.now()
        let index = max(grid.index(atOrBefore: now), ticking.lastIndex + 1)
        _ = runTick(index: index, skipped: 0, start: now, isFinal: true)
        ticking.isArmed = false
        ticking.isLingering = false
        tickTimer?.disarm()
        updateMailboxWaking()
    }

    /// One tick: drain posted work, the handler's phases, the record. Returns whether
    /// another tick was asked for.
    private func runTick(index: Int64, skipped: Int64, start: MonotonicInstant, isFinal: Bool) -> Bool {
        var tick = Tick(
            record: TickRecord(number: index, due: grid.time(of: index), start: start, skippedTicks: skipped),
            period: grid.period, isFinal: isFinal, clock: clock)
        ticking.isInTick = true
        ticking.requestedDuringTick = false
        ticking.lastIndex = index

        let drained = tick.measure(.drain) { postedWork.drain { $0() } + runScheduledWork(dueAt: grid.time(of: index)) }
        tick.count(drained, as: .itemsDrained)
        tickHandler?(&tick)
        if let latency = ticking.shownFrameLatency {
            tick.count(Int(latency.nanoseconds / 1_000), as: .flipLatency)
            ticking.shownFrameLatency = nil
        }

        ticking.isInTick = false
        let recordStart = clock.now()
        var record = tick.record
        record.end = recordStart
        tickRecorder.append(record)
        let end = clock.now()
        tickRecorder.finishLatest(at: end, recordNanoseconds: end.nanoseconds - recordStart.nanoseconds)
        if !tickObservers.isEmpty, let finished = tickRecorder.latest {
            for observer in tickObservers { observer(finished) }
        }
        return tick.wantsNextTick || ticking.requestedDuringTick
    }
}
