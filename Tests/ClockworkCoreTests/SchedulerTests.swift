import ClockworkTesting
import Foundation
import Testing

/// A subject the test sends into and a view debounces.
private final class SearchField: @unchecked Sendable {
    // @unchecked Sendable: the subject is thread-safe; nothing else is stored.
    let queries = PassthroughSubject<String, Never>()
}

@Suite("Combine on the loop's clock")
@MainActor
struct SchedulerTests {
    @Test("Timer.publish on the main run loop ticks on the loop's clock: three seconds, three firings")
    func timerPublishFollowsTheLoopClock() throws {
        struct Clock: View {
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            @State private var seconds = 0
            @State private var dates: [Date] = []
            var body: some View {
                Text("elapsed \(seconds)").onReceive(timer) { date in
                    seconds += 1
                    dates.append(date)
                }
            }
        }
        let host = try TestHost(Clock())
        host.advance(by: .milliseconds(999))
        #expect(host.contains("elapsed 0"))
        // Firings fall due at 1, 2 and 3 s from the start and run on the next grid point.
        host.advance(by: .milliseconds(2_051))
        #expect(host.contains("elapsed 3"))
        let ticks = host.loop.recorder.count
        host.advance(by: .milliseconds(900))
        #expect(host.loop.recorder.count == ticks, "no tick between firings")
        host.advance(by: .milliseconds(100))
        #expect(host.contains("elapsed 4"))
    }

    @Test("debounce on DispatchQueue.main waits out the quiet time on the loop's clock")
    func debounceOnTheMainQueue() throws {
        struct Search: View {
            let field: SearchField
            @State private var searched: [String] = []
            var body: some View {
                Text("searched \(searched.joined(separator: ","))")
                    .onReceive(field.queries.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)) { searched.append($0) }
            }
        }
        let field = SearchField()
        let host = try TestHost(Search(field: field))
        field.queries.send("b")
        host.advance(by: .milliseconds(100))
        field.queries.send("bo")
        host.advance(by: .milliseconds(250))
        #expect(host.contains("searched "), "still typing")
        field.queries.send("boiler")
        host.advance(by: .milliseconds(400))
        #expect(host.contains("searched boiler"), "one search, for the last query")
    }

    @Test("values received on RunLoop.main from another thread arrive on the loop, in order")
    func receiveOnTheMainRunLoop() throws {
        struct Feed: View {
            let field: SearchField
            @State private var received: [String] = []
            var body: some View {
                Text("received \(received.count) last \(received.last ?? "-")")
                    .onReceive(field.queries.receive(on: RunLoop.main)) { received.append($0) }
            }
        }
        let field = SearchField()
        let host = try TestHost(Feed(field: field))
        let sent = DispatchSemaphore(value: 0)
        Thread {
            for index in 1...100 { field.queries.send("v\(index)") }
            sent.signal()
        }.start()
        sent.wait()
        host.pump()
        #expect(host.contains("received 100 last v100"))
    }
}
