import Foundation

/// The device the app runs on, as UIKit describes it: on a daemon, the Linux machine.
@MainActor @preconcurrency
public final class UIDevice {
    /// The machine the process runs on.
    public static let current = UIDevice()

    /// The machine's host name.
    public var name: String { ProcessInfo.processInfo.hostName }
    /// The operating system's name: `Linux`.
    public var systemName: String { "Linux" }
    /// The kernel's version, as `uname` reports it.
    public var systemVersion: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }
    /// What kind of device it is, in words.
    public var model: String { "Linux" }
    /// The kind of interface the device has. A daemon's screen is a panel, not a phone's:
    /// `.unspecified`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .unspecified }
    /// An identifier of this machine for the app's vendor: the machine's systemd ID when
    /// there is one.
    public var identifierForVendor: UUID? {
        guard let text = try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8) else { return nil }
        let hex = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard hex.count == 32 else { return nil }
        let index = hex.index(hex.startIndex, offsetBy: 8)
        var pieces = [String(hex[..<index])]
        var rest = String(hex[index...])
        for length in [4, 4, 4, 12] {
            pieces.append(String(rest.prefix(length)))
            rest = String(rest.dropFirst(length))
        }
        return UUID(uuidString: pieces.joined(separator: "-"))
    }
}

/// The kinds of interface UIKit tells apart.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay
    case mac = 5
    case vision = 6
}
