import Foundation

/// The username and password a broker asks for. Never logged: its description hides the
/// password.
public struct MQTTCredentials: Sendable, Equatable, CustomStringConvertible {
    /// The username.
    public var username: String
    /// The password; `nil`: a username alone.
    public var password: String?

    /// `username` with `password`.
    public init(username: String, password: String? = nil) {
        self.username = username
        self.password = password
    }

    /// The credentials in the environment: `MQTT_USERNAME` and `MQTT_PASSWORD` (named
    /// otherwise if given); `nil` when the username is not set.
    public static func environment(username: String = "MQTT_USERNAME", password: String = "MQTT_PASSWORD",
                                   in environment: [String: String] = ProcessInfo.processInfo.environment) -> MQTTCredentials? {
        guard let user = environment[username], !user.isEmpty else { return nil }
        return MQTTCredentials(username: user, password: environment[password])
    }

    /// The credentials in the file at `path`: its first line, `USERNAME:PASSWORD` (the
    /// password may hold colons), as a systemd credential or a Kubernetes secret is mounted.
    /// The file should be readable by the daemon's user alone.
    ///
    /// - Throws: ``MQTTError`` when the file cannot be read or holds no username.
    public static func file(_ path: String) throws(MQTTError) -> MQTTCredentials {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MQTTError("cannot read the MQTT credentials file \(path)")
        }
        let line = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
            throw MQTTError("the MQTT credentials file \(path) must start with a line USERNAME:PASSWORD")
        }
        return MQTTCredentials(username: String(line[..<colon]), password: String(line[line.index(after: colon)...]))
    }

    /// The username, and whether a password is set; never the password.
    public var description: String {
        "\(username) (\(password == nil ? "no password" : "password set"))"
    }
}
