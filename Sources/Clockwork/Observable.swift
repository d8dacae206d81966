/// Makes a class observable, as Observation's `@Observable` does: views re-evaluate when a
/// property they read changes, each property tracked on its own.
///
/// Clockwork's models also take writes from any thread: a write made off the loop is
/// applied on it, in order with the graph's other writes, exactly once, and animates
/// inside `withAnimation`, like a `State` write. As with Apple's macro, the class keeps
/// its target's isolation (the main actor under main-actor default isolation) and is not
/// made `Sendable`: a model a producer thread holds is declared
/// `nonisolated final class Feed: @unchecked Sendable`, which its tracked properties make
/// true (untracked mutable state is the class's own to guard).
///
/// The parameter list takes nothing (no value of `Never` exists): it ranks this macro below
/// Observation's, so a file that also imports Observation compiles and uses Observation's
/// `@Observable` there. Write `@Clockwork.Observable` in such a file to keep this one.
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation))
@attached(memberAttribute)
@attached(extension, conformances: Observable)
public macro Observable(_ none: Never...) = #externalMacro(module: "ClockworkMacros", type: "ObservableMacro")

/// Tracks a stored property of an `@Observable` class; `@Observable` adds it to each
/// stored `var`, qualified (`@Clockwork.ObservationTracked`) so that a file importing
/// Observation too expands this one. Ranked below Observation's, as `@Observable` is.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro ObservationTracked(_ none: Never...) = #externalMacro(module: "ClockworkMacros", type: "ObservationTrackedMacro")

/// Leaves a stored property of an `@Observable` class untracked: changing it updates no view.
/// Ranked below Observation's, as `@Observable` is.
@attached(peer)
public macro ObservationIgnored(_ none: Never...) = #externalMacro(module: "ClockworkMacros", type: "ObservationIgnoredMacro")
