import Clockwork
import ClockworkTesting
import Foundation
import Testing

/// A one-request HTTP server on loopback, on a thread of its own: answers the first
/// request with `body` and closes.
private final class OneShotHTTPServer: @unchecked Sendable {
    // @unchecked Sendable: `port` is set in init and only read after; the thread owns the
    // listening and the accepted socket.
    let port: UInt16

    init(body: String) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        // Safe: the address is a sockaddr_in, passed with its size, within the calls.
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(fd, generic, length) == 0 && listen(fd, 1) == 0 && getsockname(fd, generic, &length) == 0
            }
        }
        guard bound else { throw POSIXError(.EADDRNOTAVAIL) }
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread {
            let client = accept(fd, nil, nil)
            var request: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1024)
            while !request.ends(with: Array("\r\n\r\n".utf8)) {
                let count = read(client, &buffer, buffer.count)
                if count <= 0 { break }
                request += buffer[..<count]
            }
            let response = Array("HTTP/1.1 200 OK\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)".utf8)
            _ = response.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
            close(client)
            close(fd)
        }
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}

private struct Fetcher: View {
    let url: URL
    @State private var text = "loading"

    var body: some View {
        Text(text)
            .task {
                do {
                    let (data, response) = try await URLSession.shared.data(from: url)
                    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                    text = "\(status) \(String(decoding: data, as: UTF8.self))"
                } catch {
                    text = "failed: \(error)"
                }
            }
    }
}

@Suite("Networking")
@MainActor
struct NetworkingTests {
    @Test("URLSession.shared works after import Clockwork: a .task fetches from a loopback server and shows the body")
    func urlSessionInATask() async throws {
        let server = try OneShotHTTPServer(body: "hello")
        let host = try TestHost(Fetcher(url: URL(string: "http://127.0.0.1:\(server.port)/status")!))
        let deadline = ContinuousClock.now + .seconds(10)
        while !host.contains("200 hello"), !host.renderTree.contains("failed"), ContinuousClock.now < deadline {
            await host.settle()
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(host.contains("200 hello"), "\(host.renderTree)")
    }
}
