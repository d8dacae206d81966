import Glibc
import Logging

/// The panel backlights the kernel exposes under `/sys/class/backlight`: turned off with
/// the display when it blanks (`bl_power` 4), on when it wakes (0).
enum Backlight {
    static let directory = "/sys/class/backlight"

    /// Writes `bl_power` of every backlight; one that cannot be written is logged.
    static func setPower(on: Bool, logger: Logger) {
        guard let listing = opendir(directory) else { return }
        defer { closedir(listing) }
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard !name.hasPrefix(".") else { continue }
            let path = "\(directory)/\(name)/bl_power"
            let fd = open(path, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else {
                logger.debug("cannot turn the backlight", metadata: ["path": "\(path)", "reason": "\(String(cString: strerror(errno)))"])
                continue
            }
            let value = on ? "0\n" : "4\n"
            _ = value.withCString { write(fd, $0, strlen($0)) }
            close(fd)
        }
    }
}
