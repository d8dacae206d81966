import Foundation

/// Where an ``MQTTClient`` connects and how it keeps its connection: the broker, the
/// session, TLS, credentials, the panel's presence and how it retries.
///
/// ```swift
/// var options = try MQTTOptions(url: "mqtts://broker.plant.lan/line1")
/// options.tls = MQTTOptions.TLS(caFile: "/etc/clockwork/plant-ca.pem")
/// options.credentials = .environment()          // MQTT_USERNAME, MQTT_PASSWORD
/// options.presence = MQTTOptions.Presence(topic: "line1/status")
/// ```
public struct MQTTOptions: Sendable, Equatable {
    /// The broker's host name or address.
    public var host: String
    /// The broker's port: 1883 for MQTT, 8883 for MQTT over TLS.
    public var port: Int
    /// The topic prefix the URL's path named (`mqtt://host/line1` → `line1`), for the
    /// application's own topics; empty when the URL has no path.
    public var prefix: String
    /// The client identifier the broker knows this panel by. A persistent session needs a
    /// stable one; the default is the host name and the process id.
    public var clientID: String
    /// Whether the broker forgets this client's subscriptions and queued messages when it
    /// disconnects (`true`), or keeps them and delivers the QoS 1 messages it missed when it
    /// comes back (`false`, a persistent session: give a stable ``clientID``).
    public var cleanSession = true
    /// The MQTT version spoken: 3.1.1 or 5.
    public var protocolVersion = ProtocolVersion.v311
    /// How often the client and the broker show each other they are alive when nothing else
    /// is sent; a broker gone silent for one and a half times this is taken as lost.
    public var keepAlive: Duration = .seconds(30)
    /// How long the broker may take to accept the connection (a TCP connection that never
    /// answers MQTT's CONNECT) before the client gives up and retries.
    public var connectTimeout: Duration = .seconds(10)
    /// The wait before the first retry after a lost or refused connection; it doubles with
    /// each failed attempt, up to ``maximumReconnectDelay``, with a fifth either way at
    /// random so a fleet does not come back in step.
    public var reconnectDelay: Duration = .seconds(1)
    /// The longest wait between retries.
    public var maximumReconnectDelay: Duration = .seconds(30)
    /// TLS, with the CA that signed the broker's certificate; `nil`: a plain connection.
    public var tls: TLS?
    /// The username and password the broker asks for; `nil`: none.
    public var credentials: MQTTCredentials?
    /// The panel's presence on a status topic: a retained "online" once connected, and
    /// "offline" as its last will, which the broker publishes when the panel vanishes.
    public var presence: Presence?
    /// Payloads larger than this are dropped (and logged once per topic) before any decoding.
    public var maximumPayloadSize = 256 * 1024

    /// The MQTT protocol versions libmosquitto speaks.
    public enum ProtocolVersion: Sendable, Equatable {
        /// MQTT 3.1.1, what every broker speaks.
        case v311
        /// MQTT 5.
        case v5
    }

    /// TLS to the broker, verified against a CA's certificate.
    public struct TLS: Sendable, Equatable {
        /// The PEM file of the CA (or CAs) that signed the broker's certificate; `nil`:
        /// the system's CAs.
        public var caFile: String?
        /// A client certificate (PEM), for brokers that ask for one.
        public var certificateFile: String?
        /// The client certificate's private key (PEM).
        public var keyFile: String?

        /// TLS verified against the CAs in `caFile` (the system's CAs when `nil`), with a
        /// client certificate when given.
        public init(caFile: String? = nil, certificateFile: String? = nil, keyFile: String? = nil) {
            self.caFile = caFile
            self.certificateFile = certificateFile
            self.keyFile = keyFile
        }
    }

    /// A status topic saying whether the panel is there.
    public struct Presence: Sendable, Equatable {
        /// The status topic.
        public var topic: String
        /// Published, retained, once the broker accepts the connection.
        public var online = "online"
        /// The last will, retained: published by the broker when the panel vanishes, and by
        /// the panel itself when it stops.
        public var offline = "offline"

        /// Presence on `topic`, as `online` and `offline`.
        public init(topic: String, online: String = "online", offline: String = "offline") {
            self.topic = topic
            self.online = online
            self.offline = offline
        }
    }

    /// A connection to `host` at `port` (1883 unless given), with a clean session.
    public init(host: String, port: Int = 1883, prefix: String = "", clientID: String? = nil) {
        self.host = host
        self.port = port
        self.prefix = prefix
        self.clientID = clientID ?? Self.defaultClientID()
    }

    /// A connection described by a URL: `mqtt://HOST[:PORT][/PREFIX]`, or `mqtts://` for TLS
    /// (port 8883 unless given) against the system's CAs until ``tls`` names a CA file.
    /// A username in the URL (`mqtt://panel@host`) is taken, with the password from
    /// `MQTT_PASSWORD`; a password written in the URL is refused, so it never shows in a
    /// process list.
    ///
    /// - Throws: ``MQTTError`` naming what is wrong with the URL.
    public init(url text: String) throws(MQTTError) {
        guard let url = URLComponents(string: text), let scheme = url.scheme, let host = url.host, !host.isEmpty else {
            throw MQTTError("\(text) is not an MQTT URL: give mqtt://HOST[:PORT][/PREFIX] or mqtts://…")
        }
        guard scheme == "mqtt" || scheme == "mqtts" else {
            throw MQTTError("\(text): the scheme must be mqtt or mqtts, not \(scheme)")
        }
        if url.password != nil {
            throw MQTTError("\(text): leave the password out of the URL; set MQTT_PASSWORD or give a credentials file")
        }
        if let port = url.port, !(1...65_535).contains(port) {
            throw MQTTError("\(text): the port must be 1-65535")
        }
        if url.fragment != nil || url.query != nil {
            throw MQTTError("\(text): the prefix is a topic, without + or # (or ?)")
        }
        let prefix = url.path.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "/")
        if prefix.contains("+") || prefix.contains("#") {
            throw MQTTError("\(text): the prefix is a topic, without + or #")
        }
        self.init(host: host, port: url.port ?? (scheme == "mqtts" ? 8883 : 1883), prefix: prefix)
        if scheme == "mqtts" { tls = TLS() }
        if let user = url.user { credentials = MQTTCredentials(username: user, password: ProcessInfo.processInfo.environment["MQTT_PASSWORD"]) }
    }

    /// The topic `name` under the prefix (`line1/temp`), or `name` itself with no prefix.
    public func topic(_ name: String) -> String {
        prefix.isEmpty ? name : "\(prefix)/\(name)"
    }

    /// `clockwork-HOST-PID`: unique on a broker for a fleet of panels, one per machine.
    static func defaultClientID() -> String {
        var name = [CChar](repeating: 0, count: 256)
        gethostname(&name, name.count - 1)
        let host = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return "clockwork-\(host)-\(getpid())"
    }
}
