import Testing

/// The examples and fixtures run as processes, one at a time: they share the machine's
/// cores, its tmux server and its clock, as they do when a person runs them.
@Suite(.serialized) enum ProcessTests {}
