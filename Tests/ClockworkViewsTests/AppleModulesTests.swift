import AppKit
import ClockworkTesting
import CoreGraphics
import Foundation
import SwiftUI
import Testing
import UIKit
import UniformTypeIdentifiers

// Apple's module names as pasted code imports them, beside Testing (whose cross-import
// overlays these modules must satisfy): SwiftUI's qualified names, CoreGraphics' types,
// UTType, and what UIKit and AppKit code reaches for. Written from Apple's pages.

private struct Gauge: SwiftUI.View {
    var body: some SwiftUI.View { Text("Gauge") }
}

@Suite("Apple's modules")
@MainActor
struct AppleModulesTests {
    // That `SwiftUI.View` names Clockwork's View is what compiling `Gauge` checks; hosting
    // it checks the conformance is the one the graph mounts.
    @Test("a view declared as SwiftUI.View is hosted as any other")
    func qualifiedNames() throws {
        #expect(try TestHost(Gauge()).contains("Gauge"))
    }

    @Test("UTType knows the system's types by identifier, extension and MIME type, with their supertypes")
    func uniformTypes() throws {
        #expect(UTType.png.identifier == "public.png")
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && !UTType.png.conforms(to: .text))
        #expect(UTType.commaSeparatedText.conforms(to: .text))
        #expect(UTType.json.preferredFilenameExtension == "json" && UTType.pdf.preferredMIMEType == "application/pdf")
        #expect(UTType.image.isSupertype(of: .heic) && UTType.heic.isSubtype(of: .image))
        #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil)
        let custom = try #require(UTType("com.example.recipe"))
        #expect(!custom.isDeclared && custom.conforms(to: .data))
        #expect(UTType("") == nil)
        let encoded = try JSONEncoder().encode([UTType.png])
        #expect(try JSONDecoder().decode([UTType].self, from: encoded) == [.png])
    }

    @Test("CoreGraphics' colors, vectors and transforms, and a color through CGColor and back")
    func coreGraphics() {
        let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)
        #expect(Color(cgColor: orange) == Color(red: 1, green: 0.5, blue: 0, opacity: 0.8))
        let red = Color.red.cgColor.map { Color(cgColor: $0).sRGB }, system = Color.red.sRGB
        #expect(red?.red == system.red && red?.green == system.green && red?.blue == system.blue && red?.opacity == 1)
        #expect(Color.primary.cgColor == nil, "a color that depends on where it is drawn has no CGColor, as in SwiftUI")
        #expect(CGColor(gray: 0.5, alpha: 1).components == [0.5, 0.5, 0.5, 1])
        #expect(orange.copy(alpha: 1)?.alpha == 1)
        #expect(CGVector(dx: 3, dy: 4) == CGVector(dx: 3.0, dy: 4.0) && CGVector.zero.dx == 0)
        let moved = CGPoint(x: 1, y: 1).applying(CGAffineTransform(translationX: 2, y: 3))
        #expect(moved == CGPoint(x: 3, y: 4))
    }

    @Test("ImageRenderer's cgImage is the bitmap it draws, and Image shows a CGImage as it shows a file")
    func imageRendererBitmaps() throws {
        let renderer = ImageRenderer(content: Color.blue.frame(width: 30, height: 20))
        renderer.scale = 2
        let bitmap = try #require(renderer.cgImage)
        #expect(bitmap.width == 60 && bitmap.height == 40 && bitmap.bytesPerRow == 240)
        #expect(CGImage(pngData: Data("not a png".utf8)) == nil)
        #expect(UIImage(cgImage: bitmap, scale: 2).size == CGSize(width: 30, height: 20))
        #expect(UIImage(cgImage: bitmap).cgImage?.width == 60)
        let labelled = try TestHost(Image(bitmap, scale: 2, label: Text("Chart")))
        #expect(labelled.accessibilityTree.contains("Chart"))
        let decorative = try TestHost(Image(decorative: bitmap, scale: 2))
        #expect(!decorative.accessibilityTree.contains("image"))
    }

    @Test("UIKit's haptics play nothing, and opening a URL reports it was not opened")
    func uiKitOnADaemon() async {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        #expect(impact.style == .heavy)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        let url = URL(string: "https://example.com")!
        #expect(!UIApplication.shared.canOpenURL(url))
        #expect(await UIApplication.shared.open(url) == false)
        var answered: Bool?
        UIApplication.shared.open(url) { answered = $0 }
        #expect(answered == false)
        #expect(!NSWorkspace.shared.open(url))
        #expect(UIDevice.current.systemName == "Linux" && !UIDevice.current.name.isEmpty)
    }

    @Test("the pasteboards keep what the app copies, for the app alone")
    func pasteboards() {
        UIPasteboard.general.string = "copied"
        #expect(UIPasteboard.general.string == "copied" && UIPasteboard.general.hasStrings)
        let count = NSPasteboard.general.clearContents()
        #expect(NSPasteboard.general.string(forType: .string) == nil)
        NSPasteboard.general.setString("pasted", forType: .string)
        #expect(NSPasteboard.general.string(forType: .string) == "pasted" && NSPasteboard.general.changeCount == count)
    }
}
