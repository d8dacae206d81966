import CMosquitto
import ClockworkLoop
import Foundation
import Glibc
import Logging
import Metrics
import Observation

/// An MQTT client on the loop: libmosquitto's socket is one more watcher and its
/// housekeeping one more timer, so readings arrive as writes on the loop thread, with no
/// thread of its own, and each view that shows them is evaluated once a tick however many
/// arrive.
///
/// Make one with ``MQTTOptions``, bind topics to models (`bind(_:to:_:decoding:publish:)`)
/// or subscribe to them, and start it on the loop — a daemon attaches it with
/// `.mqtt(client)`, which also stops it. Views reach it as `@Environment(MQTTClient.self)`
/// once you supply it with `.environment(client)`: its ``state`` is observable, and
/// `View.mqtt(_:value:decoding:publish:)` binds a topic to a view's state.
///
/// The connection keeps itself: keep-alive pings, a retry with backoff after a lost or
/// refused connection, the subscriptions made again, QoS 1 messages kept across it (both
/// ways, with a persistent session), the panel's presence as a retained status and last
/// will. Costs: one `read` or `write` per readiness, at most ``packetsPerWake`` packets
/// each, and a timer once a second.
///
/// Loop thread only (the main actor, on a daemon's loop).
@MainActor
public final class MQTTClient: Observable {
    /// What the client connects to and how.
    public let options: MQTTOptions
    /// Messages delivered to the client so far.
    public private(set) var messagesReceived = 0
    /// Messages the client has published so far (taken by libmosquitto; QoS 1 ones are kept
    /// until acknowledged).
    public private(set) var messagesSent = 0
    /// Connections made again after one was lost.
    public private(set) var reconnects = 0
    /// Subscriptions sent on this connection that the broker has not acknowledged yet:
    /// until they are, messages published to their topics may not reach the client.
    public private(set) var subscriptionsPending = 0
    /// The most packets read on one readiness before the loop turns to its other work:
    /// a flood of messages cannot hold a tick back.
    public static let packetsPerWake = 256

    let logger: Logger
    private let registrar = ObservationRegistrar()
    private var _state = MQTTConnectionState.stopped
    private(set) var loop: EventLoop?
    private var mosquitto: OpaquePointer?
    private var socketWatcher: IOWatcher?
    private var watchedEvents: IOEvents = []
    private var housekeeping: TimerWatcher?
    private var retryTimer: TimerWatcher?
    private var connectTimer: TimerWatcher?
    private var drainTimer: TimerWatcher?
    private var failedAttempts = 0
    private var hasConnected = false
    private var isStopping = false
    /// Why the connection is being dropped, when the client drops it itself.
    private var dropReason: String?
    /// libmosquitto's last error message, since the last connection attempt.
    private var lastLibraryError: String?
    private var metrics: MQTTMetrics?
    var subscriptions = SubscriptionTable()
    /// Topics whose payloads came over the size limit (decoding refusals are each binding's).
    private var oversized = RefusedTopics()
    var announcements: [(topic: String, payload: String)] = []
    /// The bound values that publish their changes.
    var links: [any OutgoingLink] = []
    /// Checks the links on the loop after a change is signalled, from any thread.
    nonisolated let outgoingCheck = OutgoingCheck()

    /// A client for `options`, not connected until ``start(on:)``; logs to `logger`.
    public nonisolated init(options: MQTTOptions, logger: Logger = Logger(label: "clockwork.mqtt")) {
        self.options = options
        self.logger = logger
    }

    isolated deinit {
        if let mosquitto { cmq_destroy(mosquitto) }
    }

    /// Where the connection stands; views that read it are evaluated again when it changes.
    public var state: MQTTConnectionState {
        get {
            registrar.access(self, keyPath: \.state)
            return _state
        }
        set {
            guard newValue != _state else { return }
            registrar.withMutation(of: self, keyPath: \.state) { _state = newValue }
            metrics?.record(newValue)
        }
    }

    // MARK: Starting and stopping

    /// Connects on `loop`, now and again whenever the connection is lost, until ``stop()``.
    ///
    /// - Throws: ``MQTTError`` when libmosquitto refuses the options (a CA file it cannot
    ///   read, a client certificate without its key). A broker that cannot be reached is no
    ///   error: the client retries, and its ``state`` says why.
    public func start(on loop: EventLoop) throws(MQTTError) {
        loop.preconditionInLoop()
        guard self.loop == nil else { throw MQTTError("the MQTT client is already started") }
        try MQTTLibrary.load()
        guard let mosquitto = cmq_new(options.clientID, options.cleanSession, Unmanaged.passUnretained(self).toOpaque()) else {
            throw MQTTError("libmosquitto cannot make a client: \(String(cString: strerror(errno)))")
        }
        do {
            try configure(mosquitto)
        } catch {
            cmq_destroy(mosquitto)
            throw error
        }
        self.mosquitto = mosquitto
        self.loop = loop
        metrics = MQTTMetrics()
        housekeeping = TimerWatcher(loop: loop, delay: .seconds(1), interval: .seconds(1)) { [unowned self] in
            MainActor.assumeIsolated { keepAlive() }
        }
        housekeeping?.start()
        retryTimer = TimerWatcher(loop: loop, delay: .zero) { [unowned self] in MainActor.assumeIsolated { connect() } }
        connectTimer = TimerWatcher(loop: loop, delay: options.connectTimeout) { [unowned self] in
            MainActor.assumeIsolated { drop(because: "the broker did not accept the connection within \(options.connectTimeout)") }
        }
        drainTimer = TimerWatcher(loop: loop, delay: .zero) { [unowned self] in MainActor.assumeIsolated { readReady() } }
        outgoingCheck.start(on: loop) { [weak self] in self?.publishChangedValues() }
        state = .connecting(since: Date())
        logger.info("connecting to the MQTT broker", metadata: [
            "broker": "\(options.tls == nil ? "mqtt" : "mqtts")://\(options.host):\(options.port)", "client": "\(options.clientID)",
            "user": "\(options.credentials?.username ?? "-")",
        ])
        connect()
    }

    /// Says the panel goes offline (its presence), disconnects, and stops retrying.
    public func stop() {
        guard let mosquitto, !isStopping else { return }
        isStopping = true
        retryTimer?.stop()
        connectTimer?.stop()
        if state.isConnected {
            if let presence = options.presence {
                publish(bytes: Array(presence.offline.utf8), to: presence.topic, qos: .atLeastOnce, retain: true)
            }
            cmq_disconnect(mosquitto)
            // The DISCONNECT (and the offline status before it) is a few bytes on a socket
            // that takes them: a bounded number of writes sends them.
            var attempts = 0
            while cmq_want_write(mosquitto), cmq_socket(mosquitto) >= 0, attempts < 100 {
                if cmq_loop_write(mosquitto, 1) != MOSQ_ERR_SUCCESS.rawValue { break }
                attempts += 1
            }
        }
        socketWatcher?.stop()
        socketWatcher = nil
        housekeeping?.stop()
        drainTimer?.stop()
        state = .stopped
    }

    /// Applies the options to libmosquitto: protocol, will, credentials, TLS, callbacks.
    private func configure(_ mosquitto: OpaquePointer) throws(MQTTError) {
        cmq_int_option(mosquitto, MOSQ_OPT_PROTOCOL_VERSION, options.protocolVersion == .v5 ? MQTT_PROTOCOL_V5 : MQTT_PROTOCOL_V311)
        cmq_int_option(mosquitto, MOSQ_OPT_TCP_NODELAY, 1)
        if let presence = options.presence {
            try check(cmq_will_set(mosquitto, presence.topic, Int32(presence.offline.utf8.count), presence.offline, 1, true), "the last will")
        }
        if let credentials = options.credentials {
            try check(cmq_username_pw_set(mosquitto, credentials.username, credentials.password), "the username")
        }
        if let tls = options.tls {
            try check(cmq_tls_set(mosquitto, tls.caFile, tls.caFile == nil ? "/etc/ssl/certs" : nil, tls.certificateFile, tls.keyFile, nil),
                      "TLS (CA file \(tls.caFile ?? "the system's"))")
        }
        cmq_connect_with_flags_callback_set(mosquitto) { _, context, code, flags in
            MainActor.assumeIsolated { MQTTClient.owner(context).connected(code: code, sessionPresent: flags & 1 != 0) }
        }
        cmq_disconnect_callback_set(mosquitto) { _, context, code in
            MainActor.assumeIsolated { MQTTClient.owner(context).disconnected(code: code) }
        }
        cmq_message_callback_set(mosquitto) { _, context, message in
            guard let message else { return }
            MainActor.assumeIsolated { MQTTClient.owner(context).received(message.pointee) }
        }
        cmq_subscribe_callback_set(mosquitto) { _, context, _, _, _ in
            MainActor.assumeIsolated {
                let client = MQTTClient.owner(context)
                client.subscriptionsPending = max(0, client.subscriptionsPending - 1)
            }
        }
        cmq_log_callback_set(mosquitto) { _, context, level, text in
            guard let text, level & (MOSQ_LOG_ERR | MOSQ_LOG_WARNING) != 0 else { return }
            MainActor.assumeIsolated { MQTTClient.owner(context).libraryReported(String(cString: text), isError: level & MOSQ_LOG_ERR != 0) }
        }
    }

    /// Keeps libmosquitto's last error (OpenSSL's reason for a failed handshake), to say why
    /// a connection failed.
    private func libraryReported(_ text: String, isError: Bool) {
        logger.debug("libmosquitto: \(text)")
        guard isError else { return }
        // "OpenSSL Error[0]: error:0A000086:SSL routines::certificate verify failed"
        lastLibraryError = text.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? text
    }

    /// The client a libmosquitto callback's user data points at.
    private nonisolated static func owner(_ context: UnsafeMutableRawPointer?) -> MQTTClient {
        // The user data is this client, unretained: libmosquitto calls back only from inside
        // the client's own calls into it, while the client lives.
        Unmanaged<MQTTClient>.fromOpaque(context!).takeUnretainedValue()
    }

    private func check(_ code: Int32, _ what: String) throws(MQTTError) {
        guard code != MOSQ_ERR_SUCCESS.rawValue else { return }
        throw MQTTError("libmosquitto refused \(what): \(String(cString: cmq_strerror(code)))")
    }

    // MARK: The connection

    /// Makes one attempt to connect, without waiting: the TCP connection (and TLS) completes
    /// on the loop.
    private func connect() {
        guard let mosquitto, !isStopping else { return }
        lastLibraryError = nil
        let code = hasConnected || failedAttempts > 0
            ? cmq_reconnect_async(mosquitto)
            : cmq_connect_bind_async(mosquitto, options.host, Int32(options.port), Int32(options.keepAlive.components.seconds), nil)
        guard code == MOSQ_ERR_SUCCESS.rawValue else {
            lost(because: Self.describe(code))
            return
        }
        connectTimer?.start()
        watchSocket()
    }

    /// The broker answered CONNECT: accepted (`code` 0) or refused.
    private func connected(code: Int32, sessionPresent: Bool) {
        connectTimer?.stop()
        guard code == 0 else {
            let why = options.protocolVersion == .v5 ? String(cString: cmq_reason_string(code)) : String(cString: cmq_connack_string(code))
            // MQTT 3.1.1's CONNACK 4 and 5, MQTT 5's reason codes 134 and 135: the username,
            // the password or the right to connect.
            let hint = [4, 5, 134, 135].contains(code) ? " (check MQTT_USERNAME and MQTT_PASSWORD, or the credentials file)" : ""
            let reason = "the broker refused the connection: \(why)\(hint)"
            dropReason = reason
            logger.error("\(reason)", metadata: ["user": "\(options.credentials?.username ?? "-")"])
            return
        }
        if hasConnected {
            reconnects += 1
            metrics?.reconnects.increment()
        }
        hasConnected = true
        failedAttempts = 0
        state = .connected(since: Date())
        logger.info("connected to the MQTT broker", metadata: ["session": "\(sessionPresent ? "resumed" : "new")"])
        if let presence = options.presence {
            publish(bytes: Array(presence.online.utf8), to: presence.topic, qos: .atLeastOnce, retain: true)
        }
        for announcement in announcements {
            publish(bytes: Array(announcement.payload.utf8), to: announcement.topic, qos: .atLeastOnce, retain: true)
        }
        // What changed while away goes first, so the broker's retained copy is the panel's
        // when the subscriptions below bring it back.
        publishChangedValues()
        // A resumed persistent session keeps the subscriptions, and the broker sends what
        // they missed; subscribing again would only send the retained values twice.
        if !(sessionPresent && !options.cleanSession) {
            for filter in subscriptions.filters { sendSubscribe(filter) }
        }
    }

    /// libmosquitto closed the socket: `code` 0 when the client asked, else why.
    private func disconnected(code: Int32) {
        connectTimer?.stop()
        guard !isStopping else { return }
        lost(because: Self.describe(code))
    }

    /// The connection is gone (or was never made): say why, and retry after the backoff.
    private func lost(because reason: String) {
        subscriptionsPending = 0
        var reason = dropReason ?? reason
        if let detail = lastLibraryError, dropReason == nil { reason += " (\(detail))" }
        dropReason = nil
        let since: Date
        if case .reconnecting(let lostAt, _) = state { since = lostAt } else { since = Date() }
        if state.isConnected { logger.warning("lost the MQTT broker; reconnecting", metadata: ["reason": "\(reason)"]) }
        state = .reconnecting(since: since, reason: reason)
        let delay = backoff(after: failedAttempts)
        failedAttempts += 1
        logger.debug("retrying the MQTT broker", metadata: ["after": "\(delay)", "reason": "\(reason)"])
        retryTimer?.start(after: delay)
        watchSocket()
    }

    /// The wait before retry `attempt + 1`: the first delay doubled each time, at most the
    /// maximum, a fifth either way at random.
    private func backoff(after attempt: Int) -> Duration {
        let base = options.reconnectDelay.seconds * pow(2, Double(min(attempt, 16)))
        let capped = min(base, options.maximumReconnectDelay.seconds)
        return .seconds(capped * Double.random(in: 0.8...1.2))
    }

    /// Drops the connection the client no longer trusts (a broker that never answered):
    /// shuts the socket, so libmosquitto sees it end and the usual retry follows.
    private func drop(because reason: String) {
        guard let mosquitto else { return }
        dropReason = reason
        let fd = cmq_socket(mosquitto)
        guard fd >= 0 else { return lost(because: reason) }
        shutdown(fd, Int32(SHUT_RDWR))
        readReady()
    }

    /// Pings the broker when the connection is quiet, and finds it gone when it stops
    /// answering.
    private func keepAlive() {
        guard let mosquitto else { return }
        cmq_loop_misc(mosquitto)
        watchSocket()
    }

    // MARK: The socket on the loop

    /// Watches libmosquitto's socket for reading, and for writing while it has bytes to
    /// send; stops watching when there is no socket.
    func watchSocket() {
        guard let mosquitto, let loop else { return }
        let fd = cmq_socket(mosquitto)
        guard fd >= 0 else {
            socketWatcher?.stop()
            socketWatcher = nil
            // libmosquitto closed the socket without calling back (a TLS handshake that
            // failed in some of its paths): the connection is lost all the same.
            if !isStopping, retryTimer?.isActive == false { lost(because: "the connection closed") }
            return
        }
        let events: IOEvents = cmq_want_write(mosquitto) ? [.read, .write] : .read
        if let socketWatcher, socketWatcher.fd == fd {
            if events != watchedEvents { socketWatcher.watch(events) }
        } else {
            socketWatcher?.stop()
            let watcher = IOWatcher(loop: loop, fd: fd, events: events) { [unowned self] ready in
                MainActor.assumeIsolated {
                    if ready.contains(.write) { writeReady() }
                    if ready.contains(.read) { readReady() }
                }
            }
            watcher.start()
            socketWatcher = watcher
        }
        watchedEvents = events
    }

    /// Reads what has arrived, packet by packet, up to ``packetsPerWake``: the socket's
    /// bytes, and what TLS has already decrypted, which no readiness would announce.
    private func readReady() {
        guard let mosquitto else { return }
        var budget = Self.packetsPerWake
        while budget > 0 {
            budget -= 1
            guard cmq_loop_read(mosquitto, 1) == MOSQ_ERR_SUCCESS.rawValue else { break }
            let fd = cmq_socket(mosquitto)
            guard fd >= 0 else { break }
            var queued: Int32 = 0
            if cmq_tls_pending(mosquitto) == 0, ioctl(fd, UInt(FIONREAD), &queued) == 0, queued == 0 { break }
        }
        if budget == 0, cmq_socket(mosquitto) >= 0, cmq_tls_pending(mosquitto) > 0 { drainTimer?.start() }
        watchSocket()
    }

    private func writeReady() {
        guard let mosquitto else { return }
        cmq_loop_write(mosquitto, 1)
        watchSocket()
    }

    /// `code` in words.
    static func describe(_ code: Int32) -> String {
        switch code {
        case MOSQ_ERR_SUCCESS.rawValue: "disconnected"
        case MOSQ_ERR_ERRNO.rawValue: errno == 0 ? "the connection ended" : String(cString: strerror(errno))
        case MOSQ_ERR_CONN_LOST.rawValue: "the connection was lost"
        case MOSQ_ERR_KEEPALIVE.rawValue: "the broker stopped answering (keep-alive)"
        default: String(cString: cmq_strerror(code))
        }
    }

    // MARK: Publishing

    /// Publishes `value` as text on `topic`: QoS 1 and not retained unless told.
    ///
    /// At QoS 1 a message published while the broker is away is kept and sent once the
    /// connection is back; at QoS 0 it is dropped.
    public func publish<Value: MQTTValue>(_ value: Value, to topic: String, qos: MQTTQoS = .atLeastOnce, retain: Bool = false) {
        publish(bytes: Array(value.mqttText.utf8), to: topic, qos: qos, retain: retain)
    }

    /// Publishes `bytes` as they are on `topic`.
    public func publish(bytes: [UInt8], to topic: String, qos: MQTTQoS = .atLeastOnce, retain: Bool = false) {
        guard let mosquitto else {
            logger.warning("not published: the MQTT client is not started", metadata: ["topic": "\(topic)"])
            return
        }
        let code = bytes.withUnsafeBytes { payload in
            cmq_publish(mosquitto, nil, topic, Int32(payload.count), payload.baseAddress, qos.rawValue, retain)
        }
        // libmosquitto keeps a QoS 1 message it cannot send yet (NO_CONN) and sends it on
        // the next connection.
        if code == MOSQ_ERR_SUCCESS.rawValue || (code == MOSQ_ERR_NO_CONN.rawValue && qos == .atLeastOnce) {
            messagesSent += 1
            metrics?.sent.increment()
        } else {
            logger.warning("not published", metadata: ["topic": "\(topic)", "reason": "\(Self.describe(code))"])
        }
        watchSocket()
    }

    // MARK: Receiving

    func sendSubscribe(_ filter: SubscriptionTable.Filter) {
        guard let mosquitto, state.isConnected else { return }
        let code = cmq_subscribe(mosquitto, nil, filter.text, filter.qos.rawValue)
        if code == MOSQ_ERR_SUCCESS.rawValue {
            subscriptionsPending += 1
        } else {
            logger.warning("cannot subscribe", metadata: ["filter": "\(filter.text)", "reason": "\(Self.describe(code))"])
        }
        watchSocket()
    }

    func sendUnsubscribe(_ filter: String) {
        guard let mosquitto, state.isConnected else { return }
        cmq_unsubscribe(mosquitto, nil, filter)
        watchSocket()
    }

    private func received(_ message: mosquitto_message) {
        messagesReceived += 1
        metrics?.received.increment()
        guard let topicPointer = message.topic else { return }
        let topic = String(cString: topicPointer)
        let size = Int(message.payloadlen)
        guard size <= options.maximumPayloadSize else {
            oversized.refuse(topic, because: "the payload is \(size) bytes, over the limit of \(options.maximumPayloadSize)", logger: logger)
            return
        }
        let payload = UnsafeRawBufferPointer(start: message.payload, count: message.payload == nil ? 0 : size)
        // A copy: a subscriber may subscribe or cancel while the message is delivered.
        let table = subscriptions
        table.deliver(MessageView(topic: topic, payload: payload, isRetained: message.retain,
                                          qos: MQTTQoS(rawValue: message.qos) ?? .atLeastOnce))
    }
}

/// libmosquitto, loaded (and set up) when the first client starts.
enum MQTTLibrary {
    /// Loads libmosquitto, once.
    ///
    /// - Throws: ``MQTTError`` saying why it cannot be loaded.
    static func load() throws(MQTTError) {
        if let failure = cmq_load() {
            throw MQTTError("cannot load libmosquitto (Debian's libmosquitto1): \(String(cString: failure))")
        }
    }
}
