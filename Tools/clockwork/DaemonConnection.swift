import ClockworkCore
import ClockworkInputSocket
import ClockworkLoop
import Foundation
import Glibc

/// A connection to a daemon's input socket: one request at a time, its reply read back.
struct DaemonConnection {
    private let fd: Int32
    /// Bytes of a line not yet complete (a class, so reading needs no `mutating`).
    private let lineBuffer = LineBuffer()

    private final class LineBuffer {
        var pending: [UInt8] = []
    }

    /// The socket directory of this user.
    static var directory: String { SocketDirectory.path }

    /// The sockets in ``directory``.
    static func socketsInDirectory() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".sock") }.sorted().map { directory + "/" + $0 }
    }

    init(path: String) throws {
        do {
            fd = try UnixSocket.connect(to: path)
        } catch {
            throw CLIError("cannot reach the daemon: \(error)")
        }
    }

    /// Writes `line` and its newline.
    func send(line: String) throws {
        guard writeAll(Array((line + "\n").utf8), to: fd) else { throw CLIError("the daemon closed the connection") }
    }

    enum StreamState { case open, closed }

    /// Waits up to `timeoutMilliseconds` for data, then hands each complete line received to
    /// `handle`. Returns `.closed` once the daemon has closed the connection.
    func readLines(timeoutMilliseconds: Int32, _ handle: (ArraySlice<UInt8>) -> Void) -> StreamState {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, timeoutMilliseconds) > 0 else { return .open }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        // Safe: read(2) fills at most the buffer's size, within the closure.
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { return .open }
        guard count > 0 else { return .closed }
        lineBuffer.pending += chunk[0..<count]
        var start = lineBuffer.pending.startIndex
        while let newline = lineBuffer.pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
            handle(lineBuffer.pending[start..<newline])
            start = newline + 1
        }
        lineBuffer.pending.removeSubrange(..<start)
        return .open
    }

    /// Sends `line` and returns the first reply line (event lines are skipped).
    func request(line: String) throws -> String {
        try send(line: line)
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let reply = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                if reply.hasPrefix(#"{"event""#) { continue }
                return reply
            }
            // Safe: read(2) fills at most the buffer's size, within the closure.
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { throw CLIError("the daemon closed the connection without a reply") }
            buffer += chunk[0..<count]
        }
    }

    /// Sends a request built from `fields`; prints "ok" (unless `quiet`) or throws the error reply.
    @discardableResult
    func command(_ fields: [String: RequestValue], quiet: Bool = false) throws -> Reply {
        let body = fields.sorted { $0.key < $1.key }.map { "\(RequestValue.quote($0.key)):\($0.value.json)" }
        let reply = try Reply(line: try request(line: "{" + body.joined(separator: ",") + "}"))
        if let error = reply.error { throw CLIError("\(error): \(reply.message ?? "")") }
        if !quiet { print(reply.summary) }
        return reply
    }
}

/// A value in a request.
enum RequestValue {
    case string(String)
    case number(Double)
    case bool(Bool)

    var json: String {
        switch self {
        case .string(let text): Self.quote(text)
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .bool(let bool): String(bool)
        }
    }

    static func quote(_ text: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])
        let array = data.map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
        return String(array.dropFirst().dropLast())
    }
}

/// A parsed reply line.
struct Reply {
    let line: String
    let object: [String: Any]

    init(line: String) throws {
        self.line = line
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw CLIError("the daemon sent something that is not a JSON object: \(line)")
        }
        self.object = object
    }

    var error: String? { object["error"] as? String }
    var message: String? { object["message"] as? String }

    /// "ok", or the reply itself when it says more than that.
    var summary: String {
        object.keys.allSatisfy { ["id", "ok"].contains($0) } ? "ok" : line
    }

    /// The display list in `field`.
    func displayList(field: String) throws -> DisplayList {
        guard let items = object[field] else { throw CLIError("the reply has no \(field)") }
        let data = try JSONSerialization.data(withJSONObject: items)
        return try JSONDecoder().decode(DisplayList.self, from: data)
    }
}

/// What goes wrong talking to a daemon, said plainly.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

enum ProcessEnvironment {
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}
