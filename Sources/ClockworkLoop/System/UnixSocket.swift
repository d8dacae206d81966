import CLinux
import Glibc

/// Unix-domain stream sockets for a loop: non-blocking accepted connections, the peer's
/// user id, and connecting as a client. ``UnixListener`` listens.
///
/// Every descriptor made here is close-on-exec, so a child process (a `systemd-run`, a
/// shell-out) never inherits the daemon's sockets.
public enum UnixSocket {
    /// The longest path a `sockaddr_un` holds (107 bytes and a terminating zero).
    public static let maximumPathLength = MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1

    /// Accepts one pending connection as a non-blocking descriptor; `nil` when none waits.
    public static func accept(_ listener: Int32) -> Int32? {
        let fd = clinux_accept(listener)
        return fd >= 0 ? fd : nil
    }

    /// Whether a connection waits to be accepted on `listener`, without accepting it.
    public static func hasPendingConnection(_ listener: Int32) -> Bool {
        var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) == 1 && poller.revents & Int16(POLLIN) != 0
    }

    /// The user id of the process at the other end of `fd`.
    public static func peerUID(_ fd: Int32) -> uid_t? {
        var uid: UInt32 = 0
        return clinux_peer_uid(fd, &uid) == 0 ? uid : nil
    }

    /// Connects to `path` with a blocking, close-on-exec socket (for clients and tools).
    public static func connect(to path: String) throws(UnixSocketError) -> Int32 {
        var address = try socketAddress(path)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .system("socket", path: path, errno: errno) }
        // Safe: `address` is a sockaddr_un that lives across the call; its size is passed.
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard result == 0 else {
            let error = errno
            close(fd)
            throw .system("connect", path: path, errno: error)
        }
        return fd
    }

    /// Whether a process accepts connections at `path`.
    static func isLive(_ path: String) -> Bool {
        guard let fd = try? connect(to: path) else { return false }
        close(fd)
        return true
    }

    static func socketAddress(_ path: String) throws(UnixSocketError) -> sockaddr_un {
        let bytes = Array(path.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumPathLength else { throw .pathTooLong(path) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        // Safe: `bytes` fits in sun_path with room for its terminating zero (checked above).
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        return address
    }

    static func bind(_ fd: Int32, _ address: inout sockaddr_un) -> Int32 {
        // Safe: `address` is a sockaddr_un that lives across the call; its size is passed.
        withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }
}

/// Why a Unix socket could not be set up.
public enum UnixSocketError: Error, Equatable, CustomStringConvertible {
    /// The path does not fit a socket address.
    case pathTooLong(String)
    /// Another daemon holds the name (its lock file), or a live process listens at the path.
    case inUse(String)
    /// Something other than a socket is at the path: it is never replaced.
    case notASocket(String)
    /// A system call failed.
    case system(String, path: String, errno: Int32)

    public var description: String {
        switch self {
        case .pathTooLong(let path): "socket path is empty or longer than \(UnixSocket.maximumPathLength) bytes: \(path)"
        case .inUse(let path): "another process is already listening at \(path)"
        case .notASocket(let path): "\(path) exists and is not a socket: refusing to replace it (choose another socket path)"
        case .system(let call, let path, let code): "\(call) \(path): \(String(cString: strerror(code)))"
        }
    }
}
