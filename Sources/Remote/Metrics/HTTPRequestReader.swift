/// Reads HTTP/1.1 requests from the bytes a scraper sends, in any pieces, pipelined or
/// not: just what a metrics endpoint needs (a request line and headers; no bodies).
struct HTTPRequestReader {
    /// One request's head.
    struct Request: Equatable {
        var method: String
        var path: String
        /// Whether the connection stays open after the answer (HTTP/1.1 unless
        /// `Connection: close`; HTTP/1.0 only with `Connection: keep-alive`).
        var keepsAlive: Bool
    }

    /// A request that cannot be answered, with the status that says why.
    struct Failure: Error, Equatable {
        var status: Int
        var reason: String
    }

    /// The largest head taken: a scraper's is a few hundred bytes.
    static let maximumHeadBytes = 8 * 1024
    private var buffer: [UInt8] = []

    /// Whether no part of a request waits: the scraper is between requests.
    var isIdle: Bool { buffer.isEmpty }

    /// Adds `bytes` and returns the requests now complete; throws for one that is not
    /// HTTP, too large, or carries a body.
    mutating func read(_ bytes: UnsafeRawBufferPointer) throws(Failure) -> [Request] {
        buffer.append(contentsOf: bytes)
        var requests: [Request] = []
        while let end = headEnd() {
            let head = String(decoding: buffer[..<end], as: UTF8.self)
            buffer.removeFirst(end + 4)
            requests.append(try Self.parse(head))
        }
        guard buffer.count <= Self.maximumHeadBytes else {
            throw Failure(status: 431, reason: "a request head over \(Self.maximumHeadBytes) bytes")
        }
        return requests
    }

    /// Where the head's blank line starts, if it has arrived.
    private func headEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in 0...(buffer.count - 4) where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index
        }
        return nil
    }

    private static func parse(_ head: String) throws(Failure) -> Request {
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let parts = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[1].hasPrefix("/") || parts[1] == "*", parts[2].hasPrefix("HTTP/1.") else {
            throw Failure(status: 400, reason: "the request line \(String(lines[0].prefix(80)).debugDescription) is not METHOD PATH HTTP/1.x")
        }
        var connection = ""
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { throw Failure(status: 400, reason: "a header line without a colon") }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t").lowercased()
            switch name {
            case "connection": connection = value
            case "content-length" where value != "0", "transfer-encoding":
                throw Failure(status: 400, reason: "a request with a body; the metrics endpoint takes none")
            default: break
            }
        }
        let keepsAlive = parts[2] == "HTTP/1.0" ? connection == "keep-alive" : connection != "close"
        return Request(method: String(parts[0]), path: String(parts[1]), keepsAlive: keepsAlive)
    }
}

extension Substring {
    /// The text without `characters` at either end.
    fileprivate func trimmingCharacters(in characters: String) -> Substring {
        var text = self
        while let first = text.first, characters.contains(first) { text.removeFirst() }
        while let last = text.last, characters.contains(last) { text.removeLast() }
        return text
    }
}
