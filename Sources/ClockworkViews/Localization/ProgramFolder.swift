@_spi(Machinery) import ClockworkCore
import ClockworkLoop
import Glibc

/// The program's folder and the names in a folder (a bundle's, a table's, an asset
/// catalog's), read with POSIX calls: a daemon that
/// shows no localized string and no resource image should not pay for Foundation's
/// `Bundle` and `FileManager` (some 3 MiB of memory at first use) just to learn it has
/// none.
enum ProgramFolder {
    /// The folder the program's executable is in (`Bundle.main`'s).
    static let path: String = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let executable = length > 0
            ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : CommandLine.arguments[0]
        guard let slash = executable.lastIndex(of: "/") else { return "." }
        return String(executable[..<slash])
    }()

    /// The names in the folder at `path` (not `.` and `..`); none when it cannot be read.
    static func names(in path: String) -> [String] {
        directoryNames(at: path)
    }
}
