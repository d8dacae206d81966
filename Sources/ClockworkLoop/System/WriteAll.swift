import Glibc

/// Writes every byte of `bytes` to `fd`, retrying after signals and, on a non-blocking
/// descriptor that is full, waiting until it takes more (rather than spinning). Returns
/// `false` if the descriptor failed (a closed pipe, a vanished peer).
@discardableResult
public func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
        // Safe: the buffer is only read by write(2), within the closure.
        let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if written > 0 {
            offset += written
        } else if written < 0, errno == EINTR {
            continue
        } else if written < 0, errno == EAGAIN {
            var writable = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            _ = poll(&writable, 1, -1)
        } else {
            return false
        }
    }
    return true
}
