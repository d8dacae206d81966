import ClockworkCore
import Glibc

/// Where daemons put their input sockets: `$XDG_RUNTIME_DIR/clockwork`, else
/// `/tmp/clockwork-<uid>`, a directory of the daemon's user with mode 0700, so no other
/// user can reach (or replace) a socket in it.
public enum SocketDirectory {
    /// The directory's path for this process's user (not created).
    public static var path: String {
        if let runtime = getenv("XDG_RUNTIME_DIR").map({ String(cString: $0) }), !runtime.isEmpty {
            return runtime + "/clockwork"
        }
        return "/tmp/clockwork-\(getuid())"
    }

    /// The default socket path of a daemon called `name`.
    public static func socketPath(forDaemonNamed name: String) -> String {
        path + "/" + name + ".sock"
    }

    /// Creates `directory` (mode 0700) if it is missing, and checks that it is a real
    /// directory of this user that nobody else may enter.
    public static func prepare(_ directory: String) throws(SocketDirectoryError) {
        if mkdir(directory, 0o700) != 0, errno != EEXIST {
            throw .cannotCreate(directory, errno: errno)
        }
        var info = stat()
        guard lstat(directory, &info) == 0 else { throw .cannotCreate(directory, errno: errno) }
        guard info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else { throw .notOwned(directory) }
        if info.st_mode & 0o077 != 0, chmod(directory, 0o700) != 0 { throw .notOwned(directory) }
    }
}

/// Why a socket directory cannot be used.
public enum SocketDirectoryError: Error, Equatable, CustomStringConvertible {
    case cannotCreate(String, errno: Int32)
    /// It is a link, not a directory, or another user's.
    case notOwned(String)

    public var description: String {
        switch self {
        case .cannotCreate(let path, let code): "cannot create \(path): \(String(cString: strerror(code)))"
        case .notOwned(let path): "\(path) is not a directory of user \(getuid()) (a link, or someone else's): refusing to put a socket there"
        }
    }
}
