import Testing

/// The loop's tests, one at a time: they send the process signals, start threads and
/// measure real time, which tests running beside them would disturb.
@Suite(.serialized) enum LoopTests {}
