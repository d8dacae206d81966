import Foundation

/// Where an ``MQTTClient``'s connection stands, for a view to show: "connected",
/// "offline since 10:42 — connection refused".
public enum MQTTConnectionState: Sendable, Equatable {
    /// Not started, or stopped.
    case stopped
    /// The first connection is being made, since that date.
    case connecting(since: Date)
    /// The broker accepted the connection at that date.
    case connected(since: Date)
    /// The connection was lost (or never made) at that date, for that reason; the client
    /// is retrying.
    case reconnecting(since: Date, reason: String)

    /// Whether the broker has accepted the connection.
    public var isConnected: Bool {
        if case .connected = self { true } else { false }
    }

    /// When the state began: when the connection was made, or when it was lost.
    public var since: Date? {
        switch self {
        case .stopped: nil
        case .connecting(let since), .connected(let since), .reconnecting(let since, _): since
        }
    }

    /// Why the client is not connected, while it retries.
    public var reason: String? {
        if case .reconnecting(_, let reason) = self { reason } else { nil }
    }

    /// A word for the state: `stopped`, `connecting`, `connected` or `reconnecting`.
    public var name: String {
        switch self {
        case .stopped: "stopped"
        case .connecting: "connecting"
        case .connected: "connected"
        case .reconnecting: "reconnecting"
        }
    }
}
