import Glibc

/// A connected stream socket served on the loop: what the peer sends is handed over as it
/// arrives, and what is sent to it is written as fast as it reads, never blocking the loop.
///
/// Bytes the peer has not taken wait in an outbox (``pendingBytes``); the owner decides how
/// much it lets wait (a slow VNC viewer gets its next update only once the last one is
/// gone, a slow scraper is cut off). The connection owns and closes the descriptor. Create,
/// use and close it on the loop thread.
public final class StreamConnection {
    /// The descriptor, non-blocking.
    public let fd: Int32
    /// The peer's address, for logs.
    public let peer: String
    /// Whether the descriptor is open: writing to a closed connection does nothing.
    public private(set) var isOpen = true
    /// Called with each chunk the peer sent; the bytes are valid during the call only.
    private let onBytes: (UnsafeRawBufferPointer) -> Void
    /// Called once, when the peer hung up or the socket failed (not after ``close()``).
    private let onClosed: () -> Void
    /// Called each time the outbox empties after it had to wait for the peer.
    public var onDrained: (() -> Void)?
    private var reader: IOWatcher!
    private var writer: IOWatcher!
    private var outbox: [UInt8] = []
    /// How much of the outbox the peer has taken.
    private var sent = 0
    /// Where reads land, reused.
    private var chunk = [UInt8](repeating: 0, count: 16 * 1024)

    /// Serves `fd` on `loop`: `onBytes` with what arrives, `onClosed` when the peer goes.
    public init(loop: EventLoop, fd: Int32, peer: String, onBytes: @escaping (UnsafeRawBufferPointer) -> Void,
                onClosed: @escaping () -> Void) {
        self.fd = fd
        self.peer = peer
        self.onBytes = onBytes
        self.onClosed = onClosed
        reader = IOWatcher(loop: loop, fd: fd, events: .read) { [unowned self] _ in read() }
        writer = IOWatcher(loop: loop, fd: fd, events: .write) { [unowned self] _ in flush() }
        reader.start()
    }

    deinit {
        close()
    }

    /// Bytes sent and not yet taken by the peer.
    public var pendingBytes: Int { outbox.count - sent }

    /// Sends `bytes`: written now as far as the peer takes them, the rest when it reads.
    public func send(_ bytes: some Collection<UInt8>) {
        guard isOpen, !bytes.isEmpty else { return }
        outbox.append(contentsOf: bytes)
        if !writer.isActive { flush() }
    }

    /// Stops reading what the peer sends (its requests wait in the kernel) until
    /// ``resumeReading()``.
    public func pauseReading() {
        reader.stop()
    }

    /// Reads what the peer sends again.
    public func resumeReading() {
        if isOpen { reader.start() }
    }

    /// Closes the descriptor; what was not sent is dropped. ``onDrained`` is let go, so a
    /// closure that held the connection (to close it once drained) frees it.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        onDrained = nil
        reader.stop()
        writer.stop()
        Glibc.close(fd)
        outbox = []
        sent = 0
    }

    private func read() {
        while isOpen {
            // Safe: recv writes at most `count` bytes into the reused chunk.
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                chunk.withUnsafeBytes { onBytes(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
                if count < chunk.count { return }
            } else if count < 0, errno == EINTR {
                continue
            } else if count < 0, errno == EAGAIN {
                return
            } else {
                hangUp()
                return
            }
        }
    }

    private func flush() {
        while isOpen, sent < outbox.count {
            // Safe: send reads the outbox from `sent` to its end, within the closure.
            let written = outbox.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            if written > 0 {
                sent += written
            } else if written < 0, errno == EINTR {
                continue
            } else if written < 0, errno == EAGAIN {
                writer.start()
                return
            } else {
                hangUp()
                return
            }
        }
        guard isOpen else { return }
        outbox.removeAll(keepingCapacity: outbox.capacity <= 1 << 20)
        sent = 0
        if writer.isActive {
            writer.stop()
            onDrained?()
        }
    }

    private func hangUp() {
        close()
        onClosed()
    }
}
