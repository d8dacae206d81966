import CDRM
import ClockworkLoop
import ClockworkPixels
import Glibc
import Logging

/// A display driven through DRM/KMS: two dumb buffers, one scanned out while the other
/// takes the next frame, swapped by a page flip at vblank — so a frame is never shown
/// half copied (no tearing), and the loop never waits for the display.
///
/// The flip's completion is an event on the card's descriptor, which the loop watches
/// like any other; nothing blocks. A frame that comes while a flip is still pending waits
/// for it (never longer than one flip), then goes out with the next. Each buffer keeps the
/// rectangles it has missed since it was last shown, so a frame copies only the damage of
/// the frames since that buffer's last turn.
///
/// Pacing: with ``DRMOptions/pacesTicks``, each completed flip's vblank time moves the
/// loop's tick grid (`EventLoop.alignTicks(to:tolerance:)`) to start a tick just after
/// the vblank, so its frame is queued well before the next. Drivers without vblank
/// interrupts (virtual cards that complete a flip at once) report no vblank count and
/// leave the grid alone.
///
/// The mode is set when the screen opens and the display's previous mode restored when it
/// closes. When another process takes the display (a VT switch), flips fail with EACCES:
/// the screen keeps drawing off-screen, tries to take the display back each second, and
/// shows the whole picture again once it has.
@MainActor
public final class DRMScreen: PixelScreen {
    /// The screen's size in pixels, as its rows run.
    public let width: Int, height: Int
    /// The connector's name (`HDMI-A-1`), the card's path, and the mode's refresh rate.
    public let connectorName: String, cardPath: String, refresh: Int
    /// Frames shown by a completed flip.
    public private(set) var flips = 0
    /// Whether another process holds the display (a VT switch), so frames stay off-screen.
    public private(set) var isSuspended = false

    private let output: DRMOutput
    private let loop: EventLoop
    private let logger: Logger
    private let pacesTicks: Bool
    private var buffers: [DumbBuffer]
    /// The buffer scanned out now (or once the pending flip completes, the other).
    private var front = 0
    private var flipPending = false
    /// For each buffer, the screen rectangles it has missed since it was last drawn into.
    private var stale: [[PixelRect]] = [[], []]
    private var image: ScreenImage?
    /// When the frame of the pending flip was handed over: its flip's latency is from here.
    private var pendingSince: MonotonicInstant?
    /// The last vblank count a flip reported; 0 from drivers without vblank interrupts.
    private var lastSequence: UInt32 = 0
    private var previousCrtc: UnsafeMutablePointer<drmModeCrtc>?
    private var watcher: IOWatcher?
    private var retakeTimer: TimerWatcher?
    private var isClosed = false

    /// Opens the display `options` name, sets its mode showing black, and watches its
    /// card on `loop`.
    public init(options: DRMOptions, loop: EventLoop, logger: Logger = Logger(label: "clockwork.drm")) throws {
        loop.preconditionInLoop()
        output = try DRMOutput.find(options)
        self.loop = loop
        self.logger = logger
        pacesTicks = options.pacesTicks
        width = output.width
        height = output.height
        connectorName = output.name
        cardPath = output.path
        refresh = output.refresh
        do {
            buffers = try [DumbBuffer(fd: output.fd, width: width, height: height), DumbBuffer(fd: output.fd, width: width, height: height)]
        } catch {
            Glibc.close(output.fd)
            throw error
        }
        previousCrtc = drmModeGetCrtc(output.fd, output.crtcID)
        guard setMode(showing: front) else {
            let reason = String(cString: strerror(errno))
            buffers = []
            if let previousCrtc { drmModeFreeCrtc(previousCrtc) }
            Glibc.close(output.fd)
            throw DRMError("cannot set \(width)x\(height)@\(refresh) on \(output.name) of \(output.path): \(reason)"
                + (errno == EACCES || errno == EPERM ? " (another process holds the display: stop the desktop or getty on it)" : ""))
        }
        let watcher = IOWatcher(loop: loop, fd: output.fd, events: .read) { [unowned self] _ in
            MainActor.assumeIsolated { readEvents() }
        }
        watcher.start()
        self.watcher = watcher
        logger.info("showing on a DRM display", metadata: [
            "card": "\(output.path)", "connector": "\(output.name)", "mode": "\(width)x\(height)@\(refresh)",
        ])
    }

    /// Takes the frame's damage; copies and flips now if no flip is pending, else when
    /// the pending one completes.
    public func show(_ rects: [PixelRect], of image: ScreenImage) {
        self.image = image
        for index in stale.indices {
            stale[index].append(contentsOf: rects)
            if stale[index].count > 32 { stale[index] = [Self.union(of: stale[index])] }
        }
        if pendingSince == nil { pendingSince = loop.clock.now() }
        if !flipPending, !isSuspended { flipToBack() }
    }

    /// Restores the display's previous mode and frees the buffers.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        watcher?.stop()
        retakeTimer?.stop()
        if let previousCrtc {
            var crtc = previousCrtc.pointee, connector = output.connectorID
            if crtc.mode_valid != 0 {
                drmModeSetCrtc(output.fd, crtc.crtc_id, crtc.buffer_id, crtc.x, crtc.y, &connector, 1, &crtc.mode)
            }
            drmModeFreeCrtc(previousCrtc)
            self.previousCrtc = nil
        }
        buffers = []
        Glibc.close(output.fd)
    }

    /// Turns the display off through its connector's DPMS property, and the backlights
    /// under `/sys/class/backlight` (where the panel has one) with it; on again the same way.
    public func setPower(on: Bool) {
        guard !isClosed else { return }
        if let dpms = connectorProperty(named: "DPMS") {
            let value = UInt64(on ? DRM_MODE_DPMS_ON : DRM_MODE_DPMS_OFF)
            if drmModeConnectorSetProperty(output.fd, output.connectorID, dpms, value) != 0 {
                logger.warning("cannot set the display's power", metadata: ["reason": "\(String(cString: strerror(errno)))"])
            }
        }
        Backlight.setPower(on: on, logger: logger)
        logger.info(on ? "display on" : "display off (blanked)")
    }

    private func connectorProperty(named name: String) -> UInt32? {
        guard let properties = drmModeObjectGetProperties(output.fd, output.connectorID, UInt32(DRM_MODE_OBJECT_CONNECTOR)) else { return nil }
        defer { drmModeFreeObjectProperties(properties) }
        for index in 0..<Int(properties.pointee.count_props) {
            guard let property = drmModeGetProperty(output.fd, properties.pointee.props[index]) else { continue }
            defer { drmModeFreeProperty(property) }
            let propertyName = withUnsafeBytes(of: property.pointee.name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if propertyName == name { return property.pointee.prop_id }
        }
        return nil
    }

    // MARK: Flipping

    /// Copies what the back buffer missed into it and asks for a flip to it at vblank.
    private func flipToBack() {
        guard let image, !buffers.isEmpty else { return }
        let back = 1 - front
        guard !stale[back].isEmpty else { return }
        let buffer = buffers[back]
        for rect in stale[back] { image.copy(rect, to: buffer.pixels, destinationStride: buffer.stride, format: .xrgb8888) }
        stale[back] = []
        // The user data is this screen, which outlives the flip: close() restores the mode,
        // and no event is read after it.
        let flipped = drmModePageFlip(output.fd, output.crtcID, buffer.framebufferID, UInt32(DRM_MODE_PAGE_FLIP_EVENT),
                                      Unmanaged.passUnretained(self).toOpaque())
        if flipped == 0 {
            flipPending = true
        } else if errno == EACCES || errno == EPERM {
            suspend()
        } else {
            // The frame is in the back buffer; the next frame's flip will show it.
            stale[back] = [PixelRect(x: 0, y: 0, width: width, height: height)]
            logger.warning("page flip refused", metadata: ["reason": "\(String(cString: strerror(errno)))"])
        }
    }

    /// Reads the card's events: completed flips.
    private func readEvents() {
        var context = drmEventContext()
        context.version = 2
        context.page_flip_handler = { _, sequence, seconds, microseconds, data in
            guard let data else { return }
            // `data` is the screen that asked for the flip (see `flipToBack`).
            let screen = Unmanaged<DRMScreen>.fromOpaque(data).takeUnretainedValue()
            let vblank = MonotonicInstant(nanoseconds: Int64(seconds) * 1_000_000_000 + Int64(microseconds) * 1_000)
            MainActor.assumeIsolated { screen.flipCompleted(sequence: sequence, at: vblank) }
        }
        if drmHandleEvent(output.fd, &context) != 0, errno != EAGAIN {
            logger.warning("reading the display's events failed", metadata: ["reason": "\(String(cString: strerror(errno)))"])
        }
    }

    /// A flip completed at the vblank `vblank`: the back buffer is on the screen now.
    private func flipCompleted(sequence: UInt32, at vblank: MonotonicInstant) {
        flipPending = false
        front = 1 - front
        flips += 1
        let hasVblank = sequence != 0 && sequence != lastSequence
        lastSequence = sequence
        if let since = pendingSince {
            // A driver without vblank stamps the flip when it took it; its latency is ours.
            loop.noteFrameShown(latency: (hasVblank ? vblank : loop.clock.now()) - since)
            pendingSince = nil
        }
        if pacesTicks, hasVblank { loop.alignTicks(to: vblank + Self.leadAfterVblank) }
        if !stale[1 - front].isEmpty {
            pendingSince = loop.clock.now()
            flipToBack()
        }
    }

    /// How long after a vblank a paced tick starts: time for the flip's event to be read first.
    static let leadAfterVblank = Duration.microseconds(500)

    // MARK: Losing and retaking the display

    private func setMode(showing index: Int) -> Bool {
        var connector = output.connectorID, mode = output.mode
        return drmModeSetCrtc(output.fd, output.crtcID, buffers[index].framebufferID, 0, 0, &connector, 1, &mode) == 0
    }

    /// Another process has the display: draw off-screen, and try to take it back each second.
    private func suspend() {
        guard !isSuspended else { return }
        isSuspended = true
        flipPending = false
        logger.notice("the display was taken by another process (a VT switch?); drawing off-screen until it is back")
        let timer = TimerWatcher(loop: loop, delay: .seconds(1), interval: .seconds(1)) { [unowned self] in
            MainActor.assumeIsolated { retake() }
        }
        timer.start()
        retakeTimer = timer
    }

    /// Takes the display back if nobody holds it: the mode again, and the whole picture.
    private func retake() {
        _ = drmSetMaster(output.fd)
        guard !buffers.isEmpty, setMode(showing: front) else { return }
        retakeTimer?.stop()
        retakeTimer = nil
        isSuspended = false
        logger.notice("the display is back")
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        stale = [[whole], [whole]]
        if let image {
            let buffer = buffers[front]
            image.copy(whole, to: buffer.pixels, destinationStride: buffer.stride, format: .xrgb8888)
            stale[front] = []
        }
        flipToBack()
    }

    /// One rectangle around all of `rects`.
    private static func union(of rects: [PixelRect]) -> PixelRect {
        let minX = rects.map(\.x).min() ?? 0, minY = rects.map(\.y).min() ?? 0
        let maxX = rects.map { $0.x + $0.width }.max() ?? 0, maxY = rects.map { $0.y + $0.height }.max() ?? 0
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
