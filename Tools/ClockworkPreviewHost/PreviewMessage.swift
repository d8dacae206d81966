import ClockworkCore
import ClockworkViews

/// What a live preview shows in its place while it cannot be shown: why (the compiler's
/// errors, or the trap's message), until the next save builds it again.
struct PreviewMessage: View {
    let title: String
    let text: String

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text(title)
                    .font(.headline)
                    .foregroundStyle(.red)
                Text(text)
                    .font(.system(.body, design: .monospaced))
                Text("Watching for the next save.")
                    .foregroundStyle(.secondary)
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
