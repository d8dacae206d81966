import Glibc

/// Writes a daemon's frames to a descriptor (standard output: a terminal, a pipe, a file)
/// without ever blocking the loop, however slowly the other end reads.
///
/// Two kinds of output, both bounded:
/// - ``append(_:)``: bytes that must all arrive, in order (a terminal's escape sequences,
///   whose meaning depends on what came before). Callers keep this bounded by checking
///   ``isBacklogged`` before they produce more.
/// - ``replaceLatest(_:)``: a self-contained frame (a display list line). While earlier
///   output waits, only the newest such frame is kept: latest frame wins.
///
/// A frame already started is always finished, so a reader never sees half a frame
/// followed by another. Pipes, sockets and terminals are switched to non-blocking mode
/// while the writer owns them (their flags are restored by ``close(waitingAtMost:)``);
/// writes to a regular file do not block. Loop thread only.
public final class FrameWriter {
    private let fd: Int32
    private let loop: EventLoop
    /// Bytes accepted and not yet written, from `offset` on.
    private var pending: [UInt8] = []
    private var offset = 0
    /// The newest replaceable frame, written once `pending` has drained.
    private var latest: [UInt8]?
    private var watcher: IOWatcher?
    /// The descriptor's flags before the writer made it non-blocking.
    private var originalFlags: Int32?
    /// Whether the descriptor failed (the reader went away): output is dropped from then on.
    public private(set) var hasFailed = false
    /// Replaceable frames dropped because a newer one came before they could be written.
    public private(set) var framesSuperseded = 0
    /// Called on the loop thread when output that had to wait has all been written.
    public var onDrained: (() -> Void)?

    /// A writer for `fd`, driven by `loop`. The writer does not own or close `fd`.
    public init(fd: Int32, loop: EventLoop) {
        loop.preconditionInLoop()
        self.fd = fd
        self.loop = loop
        var info = stat()
        let flags = fcntl(fd, F_GETFL)
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT != S_IFREG, flags >= 0, flags & O_NONBLOCK == 0,
           fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0 {
            originalFlags = flags
        }
    }

    /// Whether output waits for the descriptor to take it.
    public var isBacklogged: Bool { offset < pending.count || latest != nil }

    /// Queues `bytes` to be written in full, after everything queued before.
    public func append(_ bytes: [UInt8]) {
        guard !hasFailed, !bytes.isEmpty else { return }
        if let frame = latest {
            latest = nil
            pending += frame
        }
        pending += bytes
        write()
    }

    /// Queues `frame` to be written after what is pending, replacing a frame queued this
    /// way that has not started yet.
    public func replaceLatest(_ frame: [UInt8]) {
        guard !hasFailed, !frame.isEmpty else { return }
        if offset < pending.count {
            if latest != nil { framesSuperseded += 1 }
            latest = frame
        } else {
            pending = frame
            offset = 0
            write()
        }
    }

    /// Writes what the descriptor takes now; waits for writability if some is left.
    private func write() {
        while true {
            if offset == pending.count {
                pending.removeAll(keepingCapacity: true)
                offset = 0
                guard let frame = latest else { break }
                latest = nil
                pending = frame
            }
            // Safe: `offset` < `pending.count` here; the buffer is only read by write(2), within the closure.
            let written = pending.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else if written < 0, errno == EAGAIN {
                waitForWritability()
                return
            } else {
                fail()
                return
            }
        }
        if let watcher, watcher.isActive {
            watcher.stop()
            onDrained?()
        }
    }

    private func waitForWritability() {
        let watcher = self.watcher ?? IOWatcher(loop: loop, fd: fd, events: .write) { [unowned self] _ in write() }
        self.watcher = watcher
        watcher.start()
    }

    private func fail() {
        hasFailed = true
        pending = []
        offset = 0
        latest = nil
        watcher?.stop()
    }

    /// Writes what is left, waiting at most `timeout` for a slow reader (a stopping
    /// daemon must not hang on a reader that went away), then gives the descriptor its
    /// flags back.
    public func close(waitingAtMost timeout: Duration) {
        watcher?.stop()
        let deadline = MonotonicInstant.now() + timeout
        while !hasFailed, isBacklogged {
            let left = deadline - MonotonicInstant.now()
            guard left > .zero else { break }
            var writable = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            guard poll(&writable, 1, Int32(clamping: left.nanoseconds / 1_000_000 + 1)) > 0 else { continue }
            write()
            watcher?.stop()
        }
        if let originalFlags { _ = fcntl(fd, F_SETFL, originalFlags) }
        originalFlags = nil
    }
}
