import ArgumentParser
import Foundation
import Glibc

/// `clockwork metrics`: what a daemon's Prometheus endpoint shows now, read as a scraper
/// reads it.
struct Metrics: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a daemon's current metrics from its --metrics endpoint (histogram buckets with --all).")

    @Option(help: "The daemon's metrics address, HOST:PORT.")
    var address = "127.0.0.1:9464"

    @Flag(help: "Print everything the endpoint serves: help lines and histogram buckets too.")
    var all = false

    func run() throws {
        guard let colon = address.lastIndex(of: ":"), let port = UInt16(address[address.index(after: colon)...]) else {
            throw ValidationError("--address must be HOST:PORT, such as 127.0.0.1:9464")
        }
        let host = String(address[..<colon]).trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        let text = try fetch(host: host, port: port)
        for line in text.split(separator: "\n") where all || (!line.hasPrefix("#") && !line.contains("_bucket{")) {
            print(line)
        }
    }

    /// `GET /metrics` over a plain TCP connection; the body, or an error naming what failed.
    private func fetch(host: String, port: UInt16) throws -> String {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let info = found else {
            throw ValidationError("cannot resolve \(host)")
        }
        defer { freeaddrinfo(found) }
        let fd = socket(info.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        defer { close(fd) }
        guard connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 else {
            throw ValidationError("nothing serves metrics at \(address): \(String(cString: strerror(errno))) (start the daemon with --metrics \(address))")
        }
        let request = Array("GET /metrics HTTP/1.1\r\nHost: \(address)\r\nConnection: close\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 { answer += chunk[0..<count] } else if count < 0, errno == EINTR { continue } else { break }
        }
        let text = String(decoding: answer, as: UTF8.self)
        guard text.hasPrefix("HTTP/1.1 200"), let body = text.range(of: "\r\n\r\n") else {
            throw ValidationError("\(address) did not answer with metrics: \(text.prefix(while: { $0 != "\r" }))")
        }
        return String(text[body.upperBound...])
    }
}
