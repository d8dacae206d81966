@_spi(Machinery) import ClockworkCore

struct AccessibilityIdentifierModifier: BuiltinModifier {
    let identifier: String
    var attributes: [String] { ["#\(identifier)"] }

    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { IdentifierContent(view) }
}

@MainActor
private final class IdentifierContent<Content: View>: ModifierContent<Content, AccessibilityIdentifierModifier> {
    override var accessibilityIdentifier: String? { modifier.identifier }
}

extension View {
    /// Names the view for input events and tests (`clockwork tap <identifier>`).
    public nonisolated func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityIdentifierModifier(identifier: identifier))
    }
}
