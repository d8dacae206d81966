import Logging

/// Where data-flow properties used outside a mounted view report it: no graph (and so no
/// graph's logger) is at hand there.
enum DetachedPropertyLog {
    static let logger = Logger(label: "clockwork.data-flow")
}
