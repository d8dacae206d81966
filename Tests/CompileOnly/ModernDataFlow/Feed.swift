// An @Observable model a producer thread writes to directly: it says it is Sendable (as
// with Apple's macro, @Observable adds no conformance), which Clockwork's tracked
// properties make true by applying the writes on the loop.
import Clockwork

@Observable
final class Feed: @unchecked Sendable {
    let source = "sensor-0"
    var reading = 0.0
    var samples = 0
    var lastError: String?

    func start() {
        Thread { [self] in
            for sample in 1...1_000 {
                reading = Double(sample) / 10
                samples += 1
            }
        }.start()
        DispatchQueue.global().async { [self] in lastError = nil }
        Task.detached { [self] in
            withAnimation(.easeOut(duration: 0.2)) { reading = 0 }
        }
    }
}

struct FeedView: View {
    let feed: Feed

    var body: some View {
        VStack {
            Text("\(feed.source): \(feed.reading)")
            Text("\(feed.samples) samples")
            if let error = feed.lastError { Text(error) }
        }
        .onAppear { feed.start() }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    FeedView(feed: Feed())
}

#Preview("Wide", traits: .fixedLayout(width: 80, height: 24), .landscapeLeft) {
    FeedView(feed: Feed())
}
