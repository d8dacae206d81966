import ClockworkCore
import ClockworkLoop
import ClockworkPixels
import Logging

/// A VNC (RFB 3.8) server inside the daemon, on the loop: any VNC viewer (TigerVNC,
/// Remmina, noVNC through websockify) sees what the panel shows and drives it.
///
/// - **What is sent.** Each frame's damage, as the pixel target drew it (or as the
///   server's own canvas drew a terminal's or display list's frame), in ZRLE or Raw. A
///   viewer has at most one update on its way: until it has taken the last one and asked
///   again, damage gathers, so a slow viewer gets fewer, larger updates and the tick
///   never waits for it. Nothing changes, nothing is sent.
/// - **What comes back.** The left button or a finger presses, taps and drags as a
///   touchscreen does; the wheel scrolls; keys go to focus and the focused text field, as
///   a keyboard on the device does. Input from a viewer wakes a blanked screen.
/// - **Who may watch.** Without a password, only on a loopback address; with one, VNC
///   authentication is the only security type offered. At most
///   ``VNCOptions/maximumClients`` at once; more are told so at the handshake.
/// - **Bad input.** A viewer that breaks the protocol is logged and disconnected; the
///   loop and the other viewers go on.
///
/// Cost: an idle viewer costs nothing; a watching one, the damage encoded once per frame
/// it asked for. Loop thread only.
@MainActor
public final class VNCServer: InputSource {
    /// Where it listens (the port the kernel chose, when asked for port 0).
    public let endpoint: TCPEndpoint
    /// Framebuffer updates sent to all viewers so far, and their bytes.
    public private(set) var updatesSent = 0, bytesSent = 0

    private unowned let host: GraphHost
    private let options: VNCOptions
    private let logger: Logger
    private let listener: TCPListener
    private var acceptWatcher: IOWatcher!
    private var handshakeSweep: TimerWatcher!
    private let picture: VNCPicture
    private var clients: [ObjectIdentifier: VNCClient] = [:]
    private var pending: [InputEvent] = []

    /// Listens at `options.endpoint` for `host`'s viewers; throws on an address that
    /// cannot be listened at, or one off this machine without a password.
    public init(host: GraphHost, options: VNCOptions, logger: Logger? = nil) throws {
        host.loop.preconditionInLoop()
        self.host = host
        self.options = options
        self.logger = logger ?? host.graph.logger
        picture = try VNCPicture(host: host)
        listener = try TCPListener(options.endpoint)
        guard listener.isLoopback || options.password != nil else {
            listener.close()
            throw VNCError("refusing to serve VNC at \(options.endpoint) without a password: anyone who reaches it could drive the panel. "
                + "Set CLOCKWORK_VNC_PASSWORD, or listen on 127.0.0.1 and reach it through an SSH tunnel")
        }
        endpoint = listener.endpoint
        acceptWatcher = IOWatcher(loop: host.loop, fd: listener.fd, events: .read) { [unowned self] _ in
            MainActor.assumeIsolated { acceptAll() }
        }
        acceptWatcher.start()
        handshakeSweep = TimerWatcher(loop: host.loop, delay: .seconds(2), interval: .seconds(2)) { [unowned self] in
            MainActor.assumeIsolated { letGoOfSlowHandshakes() }
        }
        handshakeSweep.start()
        host.onFrame { [weak self] list, damage in self?.frameShown(list, damage: damage) }
        host.loop.onStop { [weak self] in MainActor.assumeIsolated { self?.close() } }
        self.logger.info("serving VNC", metadata: ["address": "\(endpoint)", "security": "\(options.password == nil ? "none (loopback only)" : "VNC password")"])
    }

    /// How many viewers are connected.
    public var clientCount: Int { clients.count }

    /// How long a viewer may take over its handshake (password included).
    public static let handshakeTimeout = Duration.seconds(10)

    /// Delivers what viewers did since the last tick.
    public func deliverEvents(to host: GraphHost) -> Int {
        host.deliver(draining: &pending)
    }

    /// Lets every viewer go and stops listening.
    public func close() {
        acceptWatcher.stop()
        handshakeSweep.stop()
        for client in clients.values { client.connection.close() }
        clients.removeAll()
        picture.stopWatching()
        listener.close()
    }

    // MARK: Viewers coming and going

    private func acceptAll() {
        while let (fd, peer) = listener.accept() {
            let full = clients.values.filter { !$0.closesWhenDrained }.count >= options.maximumClients
            let session = RFBSession(width: picture.width, height: picture.height, name: options.desktopName, password: options.password,
                                     refusal: full ? "\(options.maximumClients) viewers are connected already" : nil)
            // Weak: the client holds its connection, which holds these closures.
            weak var client: VNCClient?
            let connection = StreamConnection(loop: host.loop, fd: fd, peer: peer, onBytes: { [weak self] bytes in
                MainActor.assumeIsolated { if let self, let client { self.received(bytes, from: client) } }
            }, onClosed: { [weak self] in
                MainActor.assumeIsolated { if let self, let client { self.remove(client, reason: "it hung up") } }
            })
            let made = VNCClient(connection: connection, session: session, encoder: RFBEncoder(compressionLevel: options.compressionLevel))
            client = made
            made.connection.onDrained = { [weak self, unowned made] in MainActor.assumeIsolated { self?.drained(made) } }
            clients[ObjectIdentifier(made)] = made
            if full { logger.warning("refused a VNC viewer: too many", metadata: ["peer": "\(peer)", "limit": "\(options.maximumClients)"]) }
            connection.send(RFBSession.greeting)
        }
    }

    private func remove(_ client: VNCClient, reason: String) {
        guard clients.removeValue(forKey: ObjectIdentifier(client)) != nil else { return }
        client.connection.close()
        if client.isReady { logger.info("VNC viewer left", metadata: ["peer": "\(client.connection.peer)", "reason": "\(reason)"]) }
        if !clients.values.contains(where: \.isReady) { picture.stopWatching() }
    }

    private func letGoOfSlowHandshakes() {
        for client in clients.values where !client.isReady && ContinuousClock.now - client.connectedAt > Self.handshakeTimeout {
            logger.notice("VNC viewer let go: no handshake in time", metadata: ["peer": "\(client.connection.peer)", "after": "\(Self.handshakeTimeout)"])
            remove(client, reason: "handshake timeout")
        }
    }

    private func drained(_ client: VNCClient) {
        if client.closesWhenDrained {
            remove(client, reason: "the session ended")
        } else {
            sendUpdate(to: client)
        }
    }

    // MARK: What viewers send

    private func received(_ bytes: UnsafeRawBufferPointer, from client: VNCClient) {
        let reply: [UInt8], events: [RFBSession.Event]
        do {
            (reply, events) = try client.session.receive(bytes)
        } catch {
            logger.warning("VNC viewer broke the protocol; disconnected", metadata: ["peer": "\(client.connection.peer)", "reason": "\(error)"])
            remove(client, reason: "protocol error")
            return
        }
        client.connection.send(reply)
        for event in events { handle(event, from: client) }
        if client.session.isClosed {
            client.closesWhenDrained = true
            if client.connection.pendingBytes == 0 { remove(client, reason: "the session ended") }
        }
    }

    private func handle(_ event: RFBSession.Event, from client: VNCClient) {
        switch event {
        case .ready:
            do {
                try picture.startWatching()
            } catch {
                logger.error("no picture for a VNC viewer", metadata: ["reason": "\(error)"])
                remove(client, reason: "no picture")
                return
            }
            client.isReady = true
            client.addDamage(picture.bounds, within: picture.bounds)
            logger.info("VNC viewer connected", metadata: ["peer": "\(client.connection.peer)"])
        case .pixelFormat(let format):
            client.encoder.setPixelFormat(format)
        case .encodings(let encodings):
            client.encoder.setEncodings(encodings)
        case .updateRequest(let incremental, let rect):
            client.wantsUpdate = true
            if !incremental { client.addDamage(rect, within: picture.bounds) }
            sendUpdate(to: client)
        case .pointer(let buttons, let x, let y):
            pointer(buttons: buttons, x: x, y: y, from: client)
        case .key(let down, let keysym):
            guard let event = client.keys.event(keysym: keysym, down: down), !(down && host.wakeForInput()) else { return }
            queue([event])
        }
    }

    private func pointer(buttons: UInt8, x: Int, y: Int, from client: VNCClient) {
        let point = picture.devicePoint(x: x, y: y)
        let pressed = buttons & ~client.buttons
        client.buttons = buttons
        if pressed & 1 != 0 {
            queue(client.contact.down(at: point, silent: host.wakeForInput()))
        } else if buttons & 1 != 0 {
            queue(client.contact.move(to: point))
        } else if client.contact.isDown {
            queue(client.contact.up())
        }
        // The right button opens the context menu of what is drawn there.
        if pressed & 4 != 0 { queue([.secondaryPointer(point)]) }
        // The wheel: buttons 4 and 5, pressed once a notch; a notch scrolls 40 pixels.
        for (button, notch) in [(UInt8(8), 40), (UInt8(16), -40)] where pressed & button != 0 {
            let to = picture.devicePoint(x: x, y: y + notch)
            queue([.drag(from: point, by: Point(x: to.x - point.x, y: to.y - point.y))])
        }
    }

    private func queue(_ events: [InputEvent]) {
        guard !events.isEmpty else { return }
        pending += events
        host.loop.requestTick()
    }

    // MARK: Frames going out

    private func frameShown(_ list: DisplayList, damage: Damage) {
        guard clients.values.contains(where: \.isReady) else { return }
        let rects: [PixelRect]?
        do {
            rects = try picture.frame(list, damage: damage)
        } catch {
            logger.error("the VNC picture could not be drawn", metadata: ["reason": "\(error)"])
            return
        }
        for client in clients.values where client.isReady {
            guard let rects else {
                guard client.encoder.acceptsDesktopSize else {
                    logger.notice("VNC viewer let go: the picture changed size and it cannot follow", metadata: ["peer": "\(client.connection.peer)"])
                    remove(client, reason: "resized")
                    continue
                }
                client.needsDesktopSize = true
                client.addDamage(picture.bounds, within: picture.bounds)
                sendUpdate(to: client)
                continue
            }
            for rect in rects { client.addDamage(rect, within: picture.bounds) }
            sendUpdate(to: client)
        }
    }

    /// Sends the viewer what changed, if it asked and has taken the last update.
    private func sendUpdate(to client: VNCClient) {
        guard client.isReady, client.wantsUpdate, client.connection.pendingBytes == 0 else { return }
        guard !client.damage.isEmpty || client.needsDesktopSize else { return }
        let rects = client.takeDamage()
        var message: [UInt8] = [0, 0]
        message.appendBigEndian(UInt16(rects.count + (client.needsDesktopSize ? 1 : 0)))
        if client.needsDesktopSize {
            message.appendRectangleHeader(PixelRect(x: 0, y: 0, width: picture.width, height: picture.height), encoding: RFBEncoding.desktopSize)
            client.needsDesktopSize = false
        }
        picture.withPixels { pixels, stride in
            for rect in rects { client.encoder.encode(rect, pixels: pixels, stride: stride, into: &message) }
        }
        client.wantsUpdate = false
        updatesSent += 1
        bytesSent += message.count
        client.connection.send(message)
    }
}

extension InputSourceFactory {
    /// A VNC remote view (``VNCServer``) at `options.endpoint`, started once the host has
    /// its render target, logging where the host's graph logs.
    public static func vnc(_ options: VNCOptions) -> InputSourceFactory {
        InputSourceFactory { host in try VNCServer(host: host, options: options) }
    }
}
