import ClockworkLoop
import Glibc

/// Where a daemon serves its VNC remote view, and to whom.
public struct VNCOptions: Sendable {
    /// Where viewers connect (`--vnc HOST:PORT`). Without a password only a loopback
    /// address is served: reach it from elsewhere through an SSH tunnel.
    public var endpoint: TCPEndpoint
    /// The password viewers must give (VNC authentication, the only type then offered);
    /// `nil`: none. Defaults to `CLOCKWORK_VNC_PASSWORD` from the environment. VNC uses its
    /// first 8 characters.
    public var password: String?
    /// How many viewers may watch at once; more are told so and let go.
    public var maximumClients = 4
    /// The desktop's name a viewer shows in its title.
    public var desktopName: String
    /// zlib's level for ZRLE (0–9), unless a viewer asks for another: 1 spends the least
    /// of the loop's time.
    public var compressionLevel: Int32 = 1

    /// Serving at `endpoint`, with the password from `CLOCKWORK_VNC_PASSWORD` if set.
    public init(endpoint: TCPEndpoint, desktopName: String = "Clockwork") {
        self.endpoint = endpoint
        self.desktopName = desktopName
        password = getenv("CLOCKWORK_VNC_PASSWORD").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// Why the VNC server would not start, in words a person can act on.
public struct VNCError: Error, CustomStringConvertible {
    /// What is wrong, and what to do.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
