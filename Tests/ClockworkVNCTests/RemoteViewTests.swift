@preconcurrency import CZlib
import ClockworkTestSupport
import ClockworkLoop
import ClockworkPixels
import Foundation
import Glibc
import Testing
@testable import ClockworkCore
@testable import ClockworkViews
@testable import ClockworkVNC

/// A panel with a button whose press changes what it shows.
private struct PumpPanel: View {
    @State private var running = false

    var body: some View {
        VStack {
            Text(running ? "pump running" : "pump stopped")
            Button(running ? "Stop" : "Start") { running.toggle() }
        }
    }
}

/// A pixel daemon on a manual clock with a VNC server on a free loopback port.
@MainActor
private final class VNCDaemon {
    let loop: EventLoop
    let host: GraphHost
    let target: PixelTarget
    let server: VNCServer

    init(password: String? = nil, maximumClients: Int = 4) throws {
        loop = try EventLoop(configuration: .init(ticksPerSecond: 100, clock: .manual(ManualClock())))
        host = GraphHost(root: PumpPanel(), loop: loop)
        target = try PixelTarget(width: 240, height: 80, units: .cells(.standard()))
        host.present(on: target)
        var options = VNCOptions(endpoint: TCPEndpoint(host: "127.0.0.1", port: 0))
        options.password = password
        options.maximumClients = maximumClients
        server = try VNCServer(host: host, options: options)
        host.addInputSource(server)
        turn()
    }

    /// Processes socket events and runs the due ticks, a few times over.
    func turn(_ times: Int = 3) {
        for _ in 0..<times {
            loop.runOnce()
            loop.advance(by: .milliseconds(10))
        }
    }
}

/// A viewer speaking RFB over a real socket, turning the daemon's loop while it waits.
@MainActor
private final class TestViewer {
    let fd: Int32
    let daemon: VNCDaemon
    /// The zlib stream ZRLE rectangles are inflated through.
    private var inflater = z_stream()
    private var inflaterStarted = false

    init(_ daemon: VNCDaemon) throws {
        self.daemon = daemon
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        // Small messages go at once: on a manual clock no real time passes for Nagle's wait.
        var on: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(daemon.server.endpoint.port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        daemon.turn()
    }

    isolated deinit {
        Glibc.close(fd)
        if inflaterStarted { inflateEnd(&inflater) }
    }

    func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        daemon.turn()
    }

    /// Exactly `count` bytes, or what came before the daemon stopped sending.
    func read(_ count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var idle = 0
        while bytes.count < count, idle < 200 {
            var chunk = [UInt8](repeating: 0, count: count - bytes.count)
            let got = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if got > 0 {
                bytes += chunk[0..<got]
                idle = 0
            } else if got == 0 {
                break
            } else {
                idle += 1
                daemon.turn(1)
            }
        }
        return bytes
    }

    /// Whether anything waits to be read after the daemon turned its loop.
    func hasPendingBytes() -> Bool {
        daemon.turn()
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_PEEK)) > 0
    }

    /// The handshake with security None (or `password`); returns the ServerInit's size.
    func handshake(password: String? = nil) -> (width: Int, height: Int) {
        #expect(read(12) == Array("RFB 003.008\n".utf8))
        send(Array("RFB 003.008\n".utf8))
        #expect(read(2) == [1, password == nil ? 1 : 2])
        if let password {
            send([2])
            let challenge = read(16)
            send(VNCAuthentication.response(to: challenge, password: password))
        } else {
            send([1])
        }
        #expect(read(4) == [0, 0, 0, 0])
        send([1])
        let serverInit = read(24)
        let name = read(Int(serverInit[20...].uint32(at: 20)))
        #expect(String(decoding: name, as: UTF8.self) == "Clockwork")
        return (Int(serverInit[...].uint16(at: 0)), Int(serverInit[...].uint16(at: 2)))
    }

    func setEncodings(_ encodings: [Int32]) {
        var message: [UInt8] = [2, 0]
        message.appendBigEndian(UInt16(encodings.count))
        for encoding in encodings { message.appendBigEndian(encoding) }
        send(message)
    }

    func requestUpdate(incremental: Bool, width: Int, height: Int) {
        var message: [UInt8] = [3, incremental ? 1 : 0, 0, 0, 0, 0]
        message.appendBigEndian(UInt16(width))
        message.appendBigEndian(UInt16(height))
        send(message)
    }

    func pointer(buttons: UInt8, x: Int, y: Int) {
        var message: [UInt8] = [5, buttons]
        message.appendBigEndian(UInt16(x))
        message.appendBigEndian(UInt16(y))
        send(message)
    }

    /// Reads one FramebufferUpdate into `picture` (rows of `width` pixels, 0x00RRGGBB);
    /// returns its rectangles.
    func readUpdate(into picture: inout [UInt32], width: Int) -> [PixelRect] {
        let head = read(4)
        guard head.count == 4, head[0] == 0 else {
            Issue.record("not a FramebufferUpdate: \(head)")
            return []
        }
        var rects: [PixelRect] = []
        for _ in 0..<Int(head[...].uint16(at: 2)) {
            let header = read(12)
            let rect = PixelRect(x: Int(header[...].uint16(at: 0)), y: Int(header[...].uint16(at: 2)),
                               width: Int(header[...].uint16(at: 4)), height: Int(header[...].uint16(at: 6)))
            let encoding = Int32(bitPattern: header[...].uint32(at: 8))
            rects.append(rect)
            if encoding == 0 {
                let raw = read(rect.area * 4)
                for row in 0..<rect.height {
                    for column in 0..<rect.width {
                        let at = (row * rect.width + column) * 4
                        picture[(rect.y + row) * width + rect.x + column] = UInt32(raw[at]) | UInt32(raw[at + 1]) << 8 | UInt32(raw[at + 2]) << 16
                    }
                }
            } else {
                #expect(encoding == 16)
                let length = Int(read(4)[...].uint32(at: 0))
                decodeZRLE(inflate(read(length)), rect: rect, into: &picture, width: width)
            }
        }
        return rects
    }

    private func inflate(_ compressed: [UInt8]) -> [UInt8] {
        if !inflaterStarted {
            #expect(clockwork_inflate_init(&inflater) == Z_OK)
            inflaterStarted = true
        }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var input = compressed
        input.withUnsafeMutableBufferPointer { source in
            inflater.next_in = source.baseAddress
            inflater.avail_in = UInt32(source.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { target in
                    inflater.next_out = target.baseAddress
                    inflater.avail_out = UInt32(target.count)
                    CZlib.inflate(&inflater, Z_SYNC_FLUSH)
                    output += target[0..<(target.count - Int(inflater.avail_out))]
                }
            } while inflater.avail_in > 0 || inflater.avail_out == 0
        }
        return output
    }

    /// ZRLE as RFB 3.8 section 7.7.6 defines it, with three-byte pixels (the native format).
    private func decodeZRLE(_ data: [UInt8], rect: PixelRect, into picture: inout [UInt32], width: Int) {
        var at = 0
        func pixel() -> UInt32 {
            defer { at += 3 }
            return UInt32(data[at]) | UInt32(data[at + 1]) << 8 | UInt32(data[at + 2]) << 16
        }
        func runLength() -> Int {
            var length = 1
            while data[at] == 255 { length += 255; at += 1 }
            length += Int(data[at])
            at += 1
            return length
        }
        for tileY in stride(from: rect.y, to: rect.y + rect.height, by: 64) {
            for tileX in stride(from: rect.x, to: rect.x + rect.width, by: 64) {
                let tileWidth = min(64, rect.x + rect.width - tileX), tileHeight = min(64, rect.y + rect.height - tileY)
                var tile: [UInt32] = []
                let kind = Int(data[at])
                at += 1
                switch kind {
                case 0: tile = (0..<(tileWidth * tileHeight)).map { _ in pixel() }
                case 1: tile = Array(repeating: pixel(), count: tileWidth * tileHeight)
                case 2...16:
                    let palette = (0..<kind).map { _ in pixel() }
                    let bits = kind <= 2 ? 1 : kind <= 4 ? 2 : 4
                    for _ in 0..<tileHeight {
                        var used = 8, byte: UInt8 = 0
                        for _ in 0..<tileWidth {
                            if used == 8 { byte = data[at]; at += 1; used = 0 }
                            tile.append(palette[Int(byte >> UInt8(8 - bits - used)) & ((1 << bits) - 1)])
                            used += bits
                        }
                    }
                case 128:
                    while tile.count < tileWidth * tileHeight {
                        let value = pixel()
                        tile += Array(repeating: value, count: runLength())
                    }
                default:
                    let palette = (0..<(kind - 128)).map { _ in pixel() }
                    while tile.count < tileWidth * tileHeight {
                        let index = data[at]
                        at += 1
                        tile += Array(repeating: palette[Int(index & 127)], count: index & 128 != 0 ? runLength() : 1)
                    }
                }
                for row in 0..<tileHeight {
                    for column in 0..<tileWidth { picture[(tileY + row) * width + tileX + column] = tile[row * tileWidth + column] }
                }
            }
        }
        #expect(at == data.count)
    }
}

/// How many pixels of `picture` (0x00RRGGBB, row by row) differ from the target's canvas.
@MainActor
private func differingPixels(_ picture: [UInt32], _ target: PixelTarget) -> Int {
    let canvas = target.canvas.pixelBytes().withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)).map { $0 & 0xFF_FFFF } }
    return zip(picture, canvas).filter { $0 != $1 }.count + abs(picture.count - canvas.count)
}

@MainActor
@Suite("VNC remote view")
struct RemoteViewTests {
    @Test("a viewer is sent the whole picture in Raw, then only what a click it made changed")
    func rawPictureAndClick() throws {
        let daemon = try VNCDaemon()
        let viewer = try TestViewer(daemon)
        let (width, height) = viewer.handshake()
        #expect(width == 240 && height == 80)
        viewer.setEncodings([0])
        viewer.requestUpdate(incremental: false, width: width, height: height)
        var picture = [UInt32](repeating: 0, count: width * height)
        #expect(viewer.readUpdate(into: &picture, width: width) == [PixelRect(x: 0, y: 0, width: 240, height: 80)])
        #expect(differingPixels(picture, daemon.target) == 0)

        // Nothing changes: an incremental request is answered by nothing.
        viewer.requestUpdate(incremental: true, width: width, height: height)
        #expect(!viewer.hasPendingBytes())
        #expect(daemon.server.updatesSent == 1)

        // A click on "Start", centred on the third of four lines (pixels 40–60 down).
        viewer.pointer(buttons: 1, x: 115, y: 50)
        viewer.pointer(buttons: 0, x: 115, y: 50)
        daemon.turn()
        #expect(daemon.host.displayList.json().contains("pump running"))
        let rects = viewer.readUpdate(into: &picture, width: width)
        #expect(!rects.isEmpty && rects.allSatisfy { $0.area < width * height })
        #expect(differingPixels(picture, daemon.target) == 0)
    }

    @Test("ZRLE updates decode to the canvas's pixels, across updates on one zlib stream")
    func zrleMatchesCanvas() throws {
        let daemon = try VNCDaemon()
        let viewer = try TestViewer(daemon)
        let (width, height) = viewer.handshake()
        viewer.setEncodings([16, 0])
        viewer.requestUpdate(incremental: false, width: width, height: height)
        var picture = [UInt32](repeating: 0, count: width * height)
        _ = viewer.readUpdate(into: &picture, width: width)
        #expect(differingPixels(picture, daemon.target) == 0)
        viewer.requestUpdate(incremental: true, width: width, height: height)
        viewer.pointer(buttons: 1, x: 115, y: 50)
        viewer.pointer(buttons: 0, x: 115, y: 50)
        daemon.turn()
        _ = viewer.readUpdate(into: &picture, width: width)
        #expect(differingPixels(picture, daemon.target) == 0)
    }

    @Test("a viewer that has not asked again gets one merged update for many frames")
    func slowViewerGetsFewerUpdates() throws {
        let daemon = try VNCDaemon()
        let viewer = try TestViewer(daemon)
        let (width, height) = viewer.handshake()
        viewer.requestUpdate(incremental: false, width: width, height: height)
        var picture = [UInt32](repeating: 0, count: width * height)
        _ = viewer.readUpdate(into: &picture, width: width)
        for _ in 0..<4 {
            viewer.pointer(buttons: 1, x: 115, y: 50)
            viewer.pointer(buttons: 0, x: 115, y: 50)
            daemon.turn()
        }
        #expect(daemon.server.updatesSent == 1)
        viewer.requestUpdate(incremental: true, width: width, height: height)
        _ = viewer.readUpdate(into: &picture, width: width)
        #expect(daemon.server.updatesSent == 2)
        #expect(differingPixels(picture, daemon.target) == 0)
    }

    @Test("a viewer's click on a blanked screen wakes it and presses nothing")
    func clickWakesBlankedScreen() throws {
        let daemon = try VNCDaemon()
        let viewer = try TestViewer(daemon)
        _ = viewer.handshake()
        daemon.host.sleepScreen()
        viewer.pointer(buttons: 1, x: 115, y: 50)
        viewer.pointer(buttons: 0, x: 115, y: 50)
        daemon.turn()
        #expect(!daemon.host.isScreenAsleep)
        #expect(daemon.host.displayList.json().contains("pump stopped"))
        viewer.pointer(buttons: 1, x: 115, y: 50)
        viewer.pointer(buttons: 0, x: 115, y: 50)
        daemon.turn()
        #expect(daemon.host.displayList.json().contains("pump running"))
    }

    @Test("with a password, the right one is let in and a wrong one is refused with a reason")
    func passwordAuthentication() throws {
        let daemon = try VNCDaemon(password: "secret")
        let good = try TestViewer(daemon)
        #expect(good.handshake(password: "secret") == (240, 80))

        let bad = try TestViewer(daemon)
        #expect(bad.read(12).count == 12)
        bad.send(Array("RFB 003.008\n".utf8))
        #expect(bad.read(2) == [1, 2])
        bad.send([2])
        let challenge = bad.read(16)
        bad.send(VNCAuthentication.response(to: challenge, password: "guess"))
        let result = bad.read(4 + 4 + 21)
        #expect(result.prefix(4) == [0, 0, 0, 1])
        #expect(String(decoding: result.dropFirst(8), as: UTF8.self) == "the password is wrong")
        #expect(bad.read(1).isEmpty)
        #expect(daemon.server.clientCount == 1)
    }

    @Test("a viewer over the limit is told why at the handshake")
    func clientLimit() throws {
        let daemon = try VNCDaemon(maximumClients: 1)
        let first = try TestViewer(daemon)
        _ = first.handshake()
        let second = try TestViewer(daemon)
        #expect(second.read(12).count == 12)
        second.send(Array("RFB 003.008\n".utf8))
        let refusal = second.read(1 + 4 + 34)
        #expect(refusal.first == 0)
        #expect(String(decoding: refusal.dropFirst(5), as: UTF8.self) == "1 viewers are connected already")
    }

    @Test("a viewer that breaks the protocol is let go; the others keep their picture")
    func protocolErrorDisconnects() throws {
        let daemon = try VNCDaemon()
        let good = try TestViewer(daemon)
        let (width, height) = good.handshake()
        let bad = try TestViewer(daemon)
        _ = bad.handshake()
        bad.send([99, 1, 2, 3])
        #expect(bad.read(1).isEmpty)
        #expect(daemon.server.clientCount == 1)
        good.requestUpdate(incremental: false, width: width, height: height)
        var picture = [UInt32](repeating: 0, count: width * height)
        _ = good.readUpdate(into: &picture, width: width)
        #expect(differingPixels(picture, daemon.target) == 0)
    }

    @Test("on a daemon without a password, only loopback is served")
    func refusesOpenAddressWithoutPassword() throws {
        let loop = try EventLoop(configuration: .init(ticksPerSecond: 60, clock: .manual(ManualClock())))
        let host = GraphHost(root: PumpPanel(), loop: loop)
        host.present(on: try PixelTarget(width: 100, height: 40))
        var options = VNCOptions(endpoint: TCPEndpoint(host: "0.0.0.0", port: 0))
        options.password = nil
        #expect { try VNCServer(host: host, options: options) } throws: { "\($0)".contains("without a password") }
    }
}

@Suite("RFB protocol")
struct RFBProtocolTests {
    private func feed(_ session: inout RFBSession, _ bytes: [UInt8]) throws -> (reply: [UInt8], events: [RFBSession.Event]) {
        try bytes.withUnsafeBytes { try session.receive($0) }
    }

    @Test("VNC authentication answers a challenge as DES keyed by the bit-reversed password does")
    func desResponse() {
        // Made by vncdotool (Python's cryptography) for the same password and challenge.
        let expected: [UInt8] = [0xEE, 0x22, 0x53, 0x9F, 0x33, 0xA5, 0x98, 0x3E, 0xC1, 0x2F, 0x9C, 0x2E, 0xDB, 0xC9, 0x95, 0xDD]
        #expect(VNCAuthentication.response(to: Array(0..<16), password: "secret") == expected)
        #expect(VNCAuthentication.matches(expected, challenge: Array(0..<16), password: "secret"))
        #expect(!VNCAuthentication.matches(expected, challenge: Array(0..<16), password: "secreT"))
    }

    @Test("the handshake read a byte at a time gives the same replies and messages")
    func handshakeInPieces() throws {
        var session = RFBSession(width: 10, height: 20, name: "x", password: nil)
        let input = Array("RFB 003.008\n".utf8) + [1, 1] + [5, 1, 0, 3, 0, 4] + [6, 0, 0, 0, 0, 0, 0, 3, 97, 98, 99] + [4, 1, 0, 0, 0, 0, 0xFF, 0x09]
        var reply: [UInt8] = [], events: [RFBSession.Event] = []
        for byte in input {
            let result = try feed(&session, [byte])
            reply += result.reply
            events += result.events
        }
        #expect(reply.prefix(6) == [1, 1, 0, 0, 0, 0])
        #expect(reply[6...].prefix(4) == [0, 10, 0, 20])
        #expect(events == [.ready, .pointer(buttons: 1, x: 3, y: 4), .key(down: true, keysym: 0xFF09)])
    }

    @Test("protocol 3.3 gets its security type named by the server")
    func version33() throws {
        var session = RFBSession(width: 1, height: 1, name: "", password: nil)
        #expect(try feed(&session, Array("RFB 003.003\n".utf8)).reply == [0, 0, 0, 1])
        #expect(try feed(&session, [0]).events == [.ready])
    }

    @Test("bad input is an error that names it")
    func badInput() throws {
        var notRFB = RFBSession(width: 1, height: 1, name: "", password: nil)
        #expect(throws: RFBProtocolError.self) { try feed(&notRFB, Array("GET / HTTP/1.1\r\n".utf8)) }
        var wrongType = RFBSession(width: 1, height: 1, name: "", password: "pw")
        _ = try feed(&wrongType, Array("RFB 003.008\n".utf8))
        #expect(throws: RFBProtocolError("security type 1 was not offered (VNC authentication, 2 was)")) { try feed(&wrongType, [1]) }
        var colourMap = RFBSession(width: 1, height: 1, name: "", password: nil)
        _ = try feed(&colourMap, Array("RFB 003.008\n".utf8) + [1, 1])
        #expect(throws: RFBProtocolError.self) { try feed(&colourMap, [0, 0, 0, 0, 8, 8, 0, 0] + Array(repeating: 0, count: 12)) }
    }

    @Test("random bytes after a good handshake either parse or end in a named error, never a crash")
    func randomInput() throws {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<2_000 {
            var session = RFBSession(width: 64, height: 48, name: "fuzz", password: round.isMultiple(of: 2) ? nil : "pw")
            _ = try feed(&session, Array("RFB 003.008\n".utf8))
            let length = Int.random(in: 1...64, using: &generator)
            let noise = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            do {
                for piece in noise.chunked(by: Int.random(in: 1...8, using: &generator)) { _ = try feed(&session, piece) }
            } catch {
                #expect(!"\(error)".isEmpty)
            }
        }
    }

    @Test("keysyms become key presses with the modifiers held: the key unshifted, the characters typed")
    func keys() {
        var keys = VNCKeys()
        #expect(keys.event(keysym: 0xFF09, down: true) == .keyPress(KeyPress(key: .tab)))
        #expect(keys.event(keysym: 0xFFE1, down: true) == nil)
        #expect(keys.event(keysym: 0xFF09, down: true) == .keyPress(KeyPress(key: .tab, modifiers: .shift)))
        #expect(keys.event(keysym: 0x41, down: true) == .keyPress(KeyPress(key: "a", characters: "A", modifiers: .shift)))
        #expect(keys.event(keysym: 0xFFE1, down: false) == nil)
        #expect(keys.event(keysym: 0xFF1B, down: true) == .keyPress(KeyPress(key: .escape)))
        #expect(keys.event(keysym: 0xFF08, down: true) == .keyPress(KeyPress(key: .delete)))
        _ = keys.event(keysym: 0xFFE3, down: true)
        #expect(keys.event(keysym: 0x73, down: true) == .keyPress(KeyPress(key: "s", modifiers: .control)))
        _ = keys.event(keysym: 0xFFE3, down: false)
        #expect(keys.event(keysym: 0x61, down: false) == .keyPress(KeyPress(phase: .up, key: "a")))
        #expect(keys.event(keysym: 0x0100_00E9, down: true) == .keyPress(KeyPress(key: "é")))
    }

    @Test("a 16-bit big-endian viewer gets RGB565 pixels")
    func pixelFormatConversion() throws {
        let format = try RFBPixelFormat([16, 16, 1, 1, 0, 31, 0, 63, 0, 31, 11, 5, 0, 0, 0, 0][...])
        let converter = PixelConverter(format)
        var out: [UInt8] = []
        converter.append(converter.value(0xFFFF_0000), to: &out, size: 2, offset: 0)
        #expect(out == [0xF8, 0x00])
    }
}

extension Array {
    /// The array in pieces of `size` elements (the last may be shorter).
    fileprivate func chunked(by size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}

@Suite("Device contacts")
struct DeviceContactsTests {
    @Test("each contact goes down, moves and lifts as a touch of its own id; a silent one makes none until it lifts")
    func contactsBecomeTouches() {
        var contacts = DeviceContacts()
        #expect(contacts.down(at: Point(x: 5, y: 5)) == [.touch(Touch(id: 0, .began, at: Point(x: 5, y: 5)))])
        #expect(contacts.down(1, at: Point(x: 9, y: 9)) == [.touch(Touch(id: 1, .began, at: Point(x: 9, y: 9)))])
        #expect(contacts.move(1, to: Point(x: 9, y: 12)) == [.touch(Touch(id: 1, .moved, at: Point(x: 9, y: 12)))])
        #expect(contacts.move(1, to: Point(x: 9, y: 12)).isEmpty, "no move where it already is")
        #expect(contacts.up(1) == [.touch(Touch(id: 1, .ended, at: Point(x: 9, y: 12)))])
        #expect(contacts.cancel() == [.touch(Touch(id: 0, .cancelled, at: Point(x: 5, y: 5)))])
        #expect(!contacts.isDown)
        _ = contacts.down(at: Point(x: 1, y: 1), silent: true)
        #expect(contacts.move(to: Point(x: 3, y: 3)).isEmpty && contacts.up().isEmpty)
    }
}
