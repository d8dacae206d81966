import Clockwork
import ClockworkTesting
import Testing

// Code written for a phone or a Mac, pasted as it is: UIKit's and AppKit's color names, the
// background style, Liquid Glass, and the modifiers only a phone acts on. Written from
// Apple's pages for each.

@MainActor
private func items(of view: some View, in size: Size = Size(width: 20, height: 5)) throws -> [DisplayItem] {
    let host = try TestHost(view)
    host.graph.layout(in: size)
    return host.graph.displayList().items
}

@MainActor
private func fills(of view: some View) throws -> [(outline: ShapeOutline, style: PaintStyle, frame: Rect)] {
    try items(of: view).compactMap { item in
        guard case .shape(let outline, .fill(let style, _)) = item.primitive else { return nil }
        return (outline, style, item.frame)
    }
}

@Suite("Code written for a phone")
@MainActor
struct PhoneCodeTests {
    @Test("UIKit's system hues are the theme's colors, its label colors the content roles")
    func uiKitNames() {
        #expect(Color(.systemBlue) == Color.blue)
        #expect(Color(uiColor: .systemRed) == Color.red)
        #expect(Color(uiColor: .label).paintStyle == .hierarchical(.primary))
        #expect(Color(.secondaryLabel).paintStyle == .hierarchical(.secondary))
        #expect(Color(.tintColor) == Color.accentColor)
        let gray6 = Color(.systemGray6).sRGB
        #expect(gray6.red < 0.12 && gray6.opacity == 1, "the dark appearance's sixth gray sits just above black")
        #expect(Color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)) == Color(red: 1, green: 0.5, blue: 0, opacity: 0.5))
        #expect(Color(uiColor: UIColor.systemGreen.withAlphaComponent(0.3)) == Color.green.opacity(0.3))
    }

    @Test("AppKit's names map the same way, and a name both kits have is one color")
    func appKitNames() {
        #expect(Color(nsColor: .labelColor).paintStyle == .hierarchical(.primary))
        #expect(Color(nsColor: .systemBlue) == Color(uiColor: .systemBlue))
        #expect(Color(.controlBackgroundColor) == Color(.secondarySystemBackground))
    }

    @Test("a background named in UIKit's words is filled behind the view in that color")
    func uiKitBackground() throws {
        let drawn = try fills(of: Text("Card").padding().background(Color(.secondarySystemBackground)))
        #expect(drawn.count == 1)
        #expect(drawn.first?.style == .color(Color(uiColor: .secondarySystemBackground)))
    }

    @Test(".background(.background) and .foregroundStyle(.background) paint the screen's background")
    func backgroundStyle() throws {
        let drawn = try fills(of: Text("Cut out").background(.background))
        #expect(drawn.first?.style == .color(Color(.systemBackground)))
        let text = try items(of: Text("Inverted").foregroundStyle(.background)).first { $0.primitive == .text("Inverted") }
        #expect(text?.foreground == .color(Color(.systemBackground)))
    }

    @Test("glass is a translucent capsule behind the view, tinted when asked; identity glass draws none")
    func glass() throws {
        let regular = try fills(of: Text("Play").padding().glassEffect())
        #expect(regular.count == 1)
        #expect(regular.first?.outline == .capsule)
        guard case .color(let veil)? = regular.first?.style else {
            Issue.record("glass is not a color: \(regular)")
            return
        }
        #expect(veil.opacity > 0 && veil.opacity < 1, "what is behind shows through")
        let tinted = try fills(of: Text("Play").glassEffect(.regular.tint(.orange).interactive(), in: .rect(cornerRadius: 2)))
        #expect(tinted.first?.outline != .capsule, "the named shape is used")
        guard case .color(let tint)? = tinted.first?.style else {
            Issue.record("tinted glass is not a color: \(tinted)")
            return
        }
        #expect(tint.red == Color.orange.red && tint.opacity < 1)
        #expect(try fills(of: Text("Play").glassEffect(.identity)).isEmpty)
        let contained = try fills(of: GlassEffectContainer(spacing: 4) {
            HStack { Text("A").glassEffect(); Text("B").glassEffect(.clear) }
        })
        #expect(contained.count == 2, "each view's glass is drawn on its own")
    }

    @Test("modifiers only a phone acts on draw the view exactly as without them")
    func phoneOnlyModifiers() throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Button("Count \(count)") { count += 1 }
            }
        }
        let plain = try items(of: Counter())
        let modified = try items(of: Counter()
            .sensoryFeedback(.success, trigger: 1)
            .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: 1) { old, new in new > old }
            .sensoryFeedback(trigger: 1) { SensoryFeedback.selection }
            .sensoryFeedback(trigger: 1) { _, _ in .impact(flexibility: .soft) }
            .statusBarHidden()
            .statusBar(hidden: true)
            .persistentSystemOverlays(.hidden))
        #expect(plain == modified)
        let host = try TestHost(Counter().sensoryFeedback(.increase, trigger: 0).statusBarHidden(true))
        try host.tap("Count 0")
        #expect(host.contains("Count 1"), "the view under them still works")
    }
}
