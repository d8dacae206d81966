import Glibc

/// A listening Unix-domain socket that owns its path: of any number of processes that
/// start at once on the same path, exactly one listens, and no other ever removes or
/// replaces its socket.
///
/// The name is taken with an exclusive `flock(2)` on a lock file beside the socket
/// (`PATH.lock`, mode 0600), held for the listener's life. Holding it, the listener
/// replaces a stale socket file (one nobody accepts on: a daemon that died), but never
/// a live socket (``UnixSocketError/inUse(_:)``) nor anything that is not a socket
/// (``UnixSocketError/notASocket(_:)``). The socket file has mode 0600 from the moment
/// it exists; its descriptor is non-blocking and, like the lock's, close-on-exec.
public final class UnixListener {
    /// The listening descriptor, for an ``IOWatcher``.
    public let fd: Int32
    /// Where the socket listens.
    public let path: String
    /// The locked file that holds the name; -1 once closed.
    private var lockFD: Int32
    private var lockPath: String { path + ".lock" }

    /// Takes the name `path` and listens there.
    public init(path: String, backlog: Int32 = 64) throws(UnixSocketError) {
        self.path = path
        var address = try UnixSocket.socketAddress(path)
        let lockPath = path + ".lock"
        let lockFD = try Self.lock(lockPath, for: path)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        do throws(UnixSocketError) {
            guard fd >= 0 else { throw .system("socket", path: path, errno: errno) }
            try Self.removeStaleSocket(at: path)
            // The file is created by bind with the umask's mode: no moment with wider permissions.
            let previousMask = umask(0o177)
            let bound = UnixSocket.bind(fd, &address)
            let bindError = errno
            umask(previousMask)
            guard bound == 0 else { throw bindError == EADDRINUSE ? .inUse(path) : .system("bind", path: path, errno: bindError) }
            guard Glibc.listen(fd, backlog) == 0 else {
                let error = errno
                unlink(path)
                throw .system("listen", path: path, errno: error)
            }
        } catch {
            if fd >= 0 { Glibc.close(fd) }
            unlink(lockPath)
            Glibc.close(lockFD)
            throw error
        }
        self.fd = fd
        self.lockFD = lockFD
    }

    deinit {
        close()
    }

    /// Stops listening: removes the socket file, then gives up the name.
    public func close() {
        guard lockFD >= 0 else { return }
        Glibc.close(fd)
        unlink(path)
        // Removed while still locked: a process that opened the old file before this
        // unlink finds it replaced when it checks, and takes a fresh one.
        unlink(lockPath)
        Glibc.close(lockFD)
        lockFD = -1
    }

    /// Opens and exclusively locks `lockPath`, without waiting.
    private static func lock(_ lockPath: String, for path: String) throws(UnixSocketError) -> Int32 {
        // A holder may remove the file between our open and our flock: retry then.
        for _ in 0..<16 {
            let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
            guard fd >= 0 else { throw .system("open", path: lockPath, errno: errno) }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
                let error = errno
                Glibc.close(fd)
                throw error == EWOULDBLOCK ? .inUse(path) : .system("flock", path: lockPath, errno: error)
            }
            var locked = stat()
            var named = stat()
            if fstat(fd, &locked) == 0, lstat(lockPath, &named) == 0, locked.st_dev == named.st_dev, locked.st_ino == named.st_ino {
                return fd
            }
            Glibc.close(fd)
        }
        throw .inUse(path)
    }

    /// Removes a socket file nobody accepts on; refuses a live one and any other file.
    private static func removeStaleSocket(at path: String) throws(UnixSocketError) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return }
            throw .system("lstat", path: path, errno: errno)
        }
        guard info.st_mode & S_IFMT == S_IFSOCK else { throw .notASocket(path) }
        guard !UnixSocket.isLive(path) else { throw .inUse(path) }
        unlink(path)
    }
}
