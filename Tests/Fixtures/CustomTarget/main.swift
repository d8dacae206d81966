// A daemon that draws on a render target its own author wrote: each frame's texts as one
// line on standard output, and "closed" when the daemon closes it. Handed to `Daemon.run`
// as a factory, the way the built-in targets are chosen. Given `--unopenable`, the factory
// throws, as a screen that cannot be opened does.
import Clockwork
import Glibc

/// Writes the texts of each frame it is shown, in drawing order, as one line.
@MainActor
final class TextLineTarget: RenderTarget {
    let size = Size(width: 40, height: 6)

    func present(_ list: DisplayList, damage: Damage) {
        let texts = list.items.compactMap { item -> String? in
            if case .text(let text) = item.primitive { text } else { nil }
        }
        say("frame: " + texts.joined(separator: " | "))
    }

    func close() {
        say("closed")
    }

    private func say(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
}

/// What the factory throws under `--unopenable`.
struct UnopenableScreen: Error, CustomStringConvertible {
    var description: String { "the screen would not open" }
}

struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("count \(count)")
            Button("add") { count += 1 }
        }
    }
}

@main
enum CustomTargetFixture {
    @MainActor
    static func main() {
        let unopenable = CommandLine.arguments.contains("--unopenable")
        var configuration = DaemonConfiguration(name: "CustomTargetFixture")
        configuration.target = RenderTargetFactory { _ in
            if unopenable { throw UnopenableScreen() }
            return TextLineTarget()
        }
        exit(Daemon.run(Counter(), configuration: configuration))
    }
}
