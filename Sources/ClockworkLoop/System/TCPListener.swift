import Glibc

/// A host and port to listen at, as `HOST:PORT` is written on a command line:
/// `127.0.0.1:5900`, `[::1]:9464`, `0.0.0.0:5900`, `localhost:9464`.
public struct TCPEndpoint: Sendable, Equatable, CustomStringConvertible {
    /// A numeric IPv4 or IPv6 address, or `localhost`.
    public var host: String
    /// The port; 0 lets the kernel pick one (``TCPListener/endpoint`` tells which).
    public var port: Int

    /// The endpoint at `host` and `port`.
    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// Parses `HOST:PORT` (an IPv6 host in brackets); throws a message naming the mistake.
    public init(parsing text: String) throws(TCPEndpointError) {
        guard let colon = text.lastIndex(of: ":") else { throw TCPEndpointError("\"\(text)\" is not HOST:PORT (say 127.0.0.1:5900)") }
        var host = String(text[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty else { throw TCPEndpointError("\"\(text)\" names no host (say 127.0.0.1:\(text[text.index(after: colon)...]))") }
        guard let port = Int(text[text.index(after: colon)...]), (0...65_535).contains(port) else {
            throw TCPEndpointError("\"\(text)\": the port must be a number from 0 to 65535")
        }
        self.init(host: host, port: port)
    }

    /// `HOST:PORT`, an IPv6 host in brackets.
    public var description: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}

/// Why an endpoint could not be read, in words a person can act on.
public struct TCPEndpointError: Error, CustomStringConvertible {
    /// What was wrong with it.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// A listening TCP socket: non-blocking and close-on-exec, with `SO_REUSEADDR` so a
/// restarted daemon takes its port back at once. Accept on the loop with an ``IOWatcher``.
public final class TCPListener {
    /// The listening descriptor, for an ``IOWatcher``.
    public let fd: Int32
    /// Where it listens; the port the kernel picked when asked for port 0.
    public let endpoint: TCPEndpoint
    /// Whether only this machine can connect: the address is a loopback one (127.0.0.0/8, ::1).
    public let isLoopback: Bool
    private var isOpen = true

    /// Listens at `endpoint`; throws a message naming the address and the reason.
    public init(_ endpoint: TCPEndpoint, backlog: Int32 = 16) throws(TCPEndpointError) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV | (endpoint.host == "localhost" ? 0 : AI_NUMERICHOST)
        var found: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(endpoint.host, String(endpoint.port), &hints, &found)
        guard status == 0, let info = found else {
            throw TCPEndpointError("cannot listen at \(endpoint): \(String(cString: gai_strerror(status))) (the host must be a numeric address or localhost)")
        }
        defer { freeaddrinfo(found) }
        let fd = socket(info.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw TCPEndpointError("cannot listen at \(endpoint): socket: \(String(cString: strerror(errno)))") }
        var on: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        guard bind(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0, listen(fd, backlog) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw TCPEndpointError("cannot listen at \(endpoint): \(reason)")
        }
        self.fd = fd
        let bound = Self.localAddress(of: fd)
        self.endpoint = TCPEndpoint(host: endpoint.host, port: bound.port)
        isLoopback = bound.isLoopback
    }

    deinit {
        close()
    }

    /// Accepts one waiting connection, made non-blocking and close-on-exec; `nil` when none waits.
    public func accept() -> (fd: Int32, peer: String)? {
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        while true {
            // Safe: `address` is a sockaddr_storage, large enough for any address accept4 writes.
            let fd = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.accept(self.fd, $0, &length)
                }
            }
            if fd >= 0 {
                // The daemon runs no other program, so setting close-on-exec after accept
                // leaves nothing to inherit it in between.
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                var on: Int32 = 1
                setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
                return (fd, Self.describe(&address))
            }
            // A peer that gave up before it was accepted leaves ECONNABORTED: take the next.
            if errno == EINTR || errno == ECONNABORTED { continue }
            return nil
        }
    }

    /// Stops listening.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        Glibc.close(fd)
    }

    /// The bound port, and whether the bound address is a loopback one.
    private static func localAddress(of fd: Int32) -> (port: Int, isLoopback: Bool) {
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        // Safe: `address` is a sockaddr_storage, large enough for any address getsockname writes.
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        let family = Int32(address.ss_family)
        // Safe: the family says which of the two layouts the storage holds.
        return withUnsafeBytes(of: &address) { raw in
            if family == AF_INET6 {
                let v6 = raw.load(as: sockaddr_in6.self)
                let bytes = withUnsafeBytes(of: v6.sin6_addr) { Array($0) }
                return (Int(UInt16(bigEndian: v6.sin6_port)), bytes == Array(repeating: 0, count: 15) + [1])
            }
            let v4 = raw.load(as: sockaddr_in.self)
            return (Int(UInt16(bigEndian: v4.sin_port)), UInt32(bigEndian: v4.sin_addr.s_addr) >> 24 == 127)
        }
    }

    /// A peer's address as `HOST:PORT`, for logs.
    private static func describe(_ address: inout sockaddr_storage) -> String {
        var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        var service = [CChar](repeating: 0, count: Int(NI_MAXSERV))
        // Safe: `address` holds an address of the length its family gives.
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getnameinfo($0, socklen_t(MemoryLayout<sockaddr_storage>.size), &host, socklen_t(host.count), &service, socklen_t(service.count),
                            NI_NUMERICHOST | NI_NUMERICSERV)
            }
        }
        guard status == 0 else { return "unknown" }
        let text = { (field: [CChar]) in String(decoding: field.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        let name = text(host), port = text(service)
        return name.contains(":") ? "[\(name)]:\(port)" : "\(name):\(port)"
    }
}
