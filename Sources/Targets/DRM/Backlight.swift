import ClockworkLoop
import Glibc
import Logging

/// The panel backlights the kernel exposes under `/sys/class/backlight`: turned off with
/// the display when it blanks (`bl_power` 4), on when it wakes (0).
enum Backlight {
    static let directory = "/sys/class/backlight"

    /// Writes `bl_power` of every backlight; one that cannot be written is logged.
    static func setPower(on: Bool, logger: Logger) {
        for name in directoryNames(at: directory) where !name.hasPrefix(".") {
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
