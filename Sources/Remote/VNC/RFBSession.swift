import ClockworkPixels

/// What a viewer did wrong, said to the log in words a person can act on. The connection
/// is closed; the loop and the other viewers go on.
struct RFBProtocolError: Error, CustomStringConvertible, Equatable {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// The server's side of one RFB connection, without its socket: the handshake (versions
/// 3.3, 3.7 and 3.8), the security types, and the client's messages, read from bytes as
/// they arrive in any pieces. What the server must send back is returned; what the viewer
/// asked for is returned as events. Pure, so tests and the fuzzer drive it directly.
struct RFBSession {
    /// Something the viewer asked for, once the session is running.
    enum Event: Equatable {
        /// Send what changed in `rect` (everything in it unless `incremental`).
        case updateRequest(incremental: Bool, rect: PixelRect)
        /// Pointer buttons (bit 0 the left) are `buttons`, at (`x`, `y`) in pixels.
        case pointer(buttons: UInt8, x: Int, y: Int)
        /// A key, as an X keysym, went down or up.
        case key(down: Bool, keysym: UInt32)
        /// Pixels are to be sent in `format` from now on.
        case pixelFormat(RFBPixelFormat)
        /// The viewer's encodings, in its order of preference.
        case encodings([Int32])
        /// The handshake is done: the viewer sees the picture from now on.
        case ready
    }

    private enum State: Equatable {
        case version
        case securityType
        case authenticationResponse
        case clientInit
        case running
        case closed
    }

    /// The protocol minor version agreed: 3, 7 or 8.
    private(set) var minorVersion = 8
    private var state = State.version
    /// The bytes received and not yet read.
    private var input: [UInt8] = []
    /// Bytes of a client cut text still to skip (it is not used; skipping it needs no room).
    private var skipping = 0
    private let width: Int, height: Int
    private let name: String
    private let password: String?
    private let refusal: String?
    private let challenge: [UInt8]

    /// A session that serves a `width` × `height` picture called `name`; with `password`,
    /// VNC authentication is the only security type offered, else None; with `refusal`,
    /// the viewer is told that and let go at the handshake (too many viewers).
    init(width: Int, height: Int, name: String, password: String?, refusal: String? = nil, challenge: [UInt8] = VNCAuthentication.makeChallenge()) {
        self.width = width
        self.height = height
        self.name = name
        self.password = password
        self.refusal = refusal
        self.challenge = challenge
    }

    /// What the server sends first: its protocol version.
    static let greeting = Array("RFB 003.008\n".utf8)

    /// Whether the session has ended (refused, authentication failed): the server closes
    /// the connection once what it was sent is written.
    var isClosed: Bool { state == .closed }

    /// Reads `bytes`, arrived from the viewer; returns what to send back and what the
    /// viewer asked for. Throws for bytes that break the protocol.
    mutating func receive(_ bytes: UnsafeRawBufferPointer) throws(RFBProtocolError) -> (reply: [UInt8], events: [Event]) {
        var reply: [UInt8] = []
        var events: [Event] = []
        var bytes = bytes[...]
        if skipping > 0 {
            let skipped = min(skipping, bytes.count)
            skipping -= skipped
            bytes = bytes.dropFirst(skipped)
        }
        guard state != .closed else { return ([], []) }
        input.append(contentsOf: bytes)
        var offset = 0
        defer { input.removeFirst(min(offset, input.count)) }
        while state != .closed, let used = try step(input[offset...], reply: &reply, events: &events) {
            offset += used
            if skipping > 0 {
                let skipped = min(skipping, input.count - offset)
                skipping -= skipped
                offset += skipped
            }
        }
        return (reply, events)
    }

    /// Reads one message from the front of `bytes`; returns the bytes it took, or `nil`
    /// when it has not all arrived.
    private mutating func step(_ bytes: ArraySlice<UInt8>, reply: inout [UInt8], events: inout [Event]) throws(RFBProtocolError) -> Int? {
        let b = bytes.startIndex
        switch state {
        case .version:
            guard bytes.count >= 12 else { return nil }
            try agreeVersion(bytes.prefix(12), reply: &reply)
            return 12
        case .securityType:
            guard let type = bytes.first else { return nil }
            try chooseSecurity(type, reply: &reply)
            return 1
        case .authenticationResponse:
            guard bytes.count >= 16 else { return nil }
            checkResponse(Array(bytes.prefix(16)), reply: &reply)
            return 16
        case .clientInit:
            guard !bytes.isEmpty else { return nil }
            reply += serverInit
            state = .running
            events.append(.ready)
            return 1
        case .running:
            guard let type = bytes.first else { return nil }
            switch type {
            case 0:
                guard bytes.count >= 20 else { return nil }
                events.append(.pixelFormat(try RFBPixelFormat(bytes[(b + 4)..<(b + 20)])))
                return 20
            case 2:
                guard bytes.count >= 4 else { return nil }
                let count = Int(bytes.uint16(at: b + 2))
                guard bytes.count >= 4 + 4 * count else { return nil }
                events.append(.encodings((0..<count).map { Int32(bitPattern: bytes.uint32(at: b + 4 + 4 * $0)) }))
                return 4 + 4 * count
            case 3:
                guard bytes.count >= 10 else { return nil }
                let rect = PixelRect(x: Int(bytes.uint16(at: b + 2)), y: Int(bytes.uint16(at: b + 4)),
                                   width: Int(bytes.uint16(at: b + 6)), height: Int(bytes.uint16(at: b + 8)))
                events.append(.updateRequest(incremental: bytes[b + 1] != 0, rect: rect))
                return 10
            case 4:
                guard bytes.count >= 8 else { return nil }
                events.append(.key(down: bytes[b + 1] != 0, keysym: bytes.uint32(at: b + 4)))
                return 8
            case 5:
                guard bytes.count >= 6 else { return nil }
                events.append(.pointer(buttons: bytes[b + 1], x: Int(bytes.uint16(at: b + 2)), y: Int(bytes.uint16(at: b + 4))))
                return 6
            case 6:
                guard bytes.count >= 8 else { return nil }
                // The length is signed in the extended clipboard; either way it is skipped.
                let length = Int32(bitPattern: bytes.uint32(at: b + 4))
                skipping = Int(length.magnitude)
                return 8
            default:
                throw RFBProtocolError("message type \(type) is not one this server takes (0, 2, 3, 4, 5, 6)")
            }
        case .closed:
            return nil
        }
    }

    private mutating func agreeVersion(_ text: ArraySlice<UInt8>, reply: inout [UInt8]) throws(RFBProtocolError) {
        let line = String(decoding: text, as: UTF8.self)
        guard line.hasPrefix("RFB "), line.hasSuffix("\n"), let major = Int(line.dropFirst(4).prefix(3)), let minor = Int(line.dropFirst(8).prefix(3)) else {
            throw RFBProtocolError("the viewer's greeting \(line.debugDescription) is not \"RFB xxx.yyy\\n\"")
        }
        guard major == 3 else { throw RFBProtocolError("protocol version \(major).\(minor) is not served (3.3, 3.7 and 3.8 are)") }
        minorVersion = minor >= 8 ? 8 : minor == 7 ? 7 : 3
        if minorVersion == 3 {
            // 3.3: the server names the security type.
            if let refusal {
                reply.appendBigEndian(UInt32(0))
                appendReason(refusal, to: &reply)
                state = .closed
            } else if password != nil {
                reply.appendBigEndian(UInt32(2))
                reply += challenge
                state = .authenticationResponse
            } else {
                reply.appendBigEndian(UInt32(1))
                state = .clientInit
            }
            return
        }
        if let refusal {
            reply.append(0)
            appendReason(refusal, to: &reply)
            state = .closed
            return
        }
        reply += [1, password == nil ? 1 : 2]
        state = .securityType
    }

    private mutating func chooseSecurity(_ type: UInt8, reply: inout [UInt8]) throws(RFBProtocolError) {
        switch (type, password) {
        case (1, nil):
            if minorVersion == 8 { reply.appendBigEndian(UInt32(0)) }
            state = .clientInit
        case (2, .some):
            reply += challenge
            state = .authenticationResponse
        default:
            throw RFBProtocolError("security type \(type) was not offered (\(password == nil ? "None, 1" : "VNC authentication, 2") was)")
        }
    }

    private mutating func checkResponse(_ response: [UInt8], reply: inout [UInt8]) {
        guard let password, VNCAuthentication.matches(response, challenge: challenge, password: password) else {
            reply.appendBigEndian(UInt32(1))
            if minorVersion == 8 { appendReason("the password is wrong", to: &reply) }
            state = .closed
            return
        }
        reply.appendBigEndian(UInt32(0))
        state = .clientInit
    }

    /// ServerInit: the picture's size, the native pixel format, the desktop's name.
    private var serverInit: [UInt8] {
        var bytes: [UInt8] = []
        bytes.appendBigEndian(UInt16(width))
        bytes.appendBigEndian(UInt16(height))
        bytes += RFBPixelFormat.native.bytes
        let name = Array(name.utf8)
        bytes.appendBigEndian(UInt32(name.count))
        bytes += name
        return bytes
    }

    private func appendReason(_ reason: String, to reply: inout [UInt8]) {
        let text = Array(reason.utf8)
        reply.appendBigEndian(UInt32(text.count))
        reply += text
    }
}

extension ArraySlice<UInt8> {
    /// The big-endian 16-bit number at `index`.
    func uint16(at index: Int) -> UInt16 {
        UInt16(self[index]) << 8 | UInt16(self[index + 1])
    }

    /// The big-endian 32-bit number at `index`.
    func uint32(at index: Int) -> UInt32 {
        UInt32(self[index]) << 24 | UInt32(self[index + 1]) << 16 | UInt32(self[index + 2]) << 8 | UInt32(self[index + 3])
    }
}
