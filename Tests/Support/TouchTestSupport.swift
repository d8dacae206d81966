import ClockworkTesting
import Testing
@_spi(Machinery) @testable import ClockworkCore

extension TestHost {
    /// The frame of the frontmost view showing `text` (layout units), where a finger finds it.
    package func frame(of text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Rect {
        let found = graph.allNodes().last { $0.content.visibleText == text }
        return try #require(found?.frame, "nothing shows \(text)", sourceLocation: sourceLocation)
    }

    /// Where each text is drawn (layout units), by its string: the first item drawing it.
    package func textFrames() -> [String: Rect] {
        var frames: [String: Rect] = [:]
        for item in graph.displayList().items {
            if case .text(let text) = item.primitive, frames[text] == nil { frames[text] = item.frame }
        }
        return frames
    }

    /// The middle of the frontmost view showing `text`: where a finger taps it.
    package func middle(of text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Point {
        let frame = try frame(of: text, sourceLocation: sourceLocation)
        return Point(x: frame.minX + frame.size.width / 2, y: frame.minY + frame.size.height / 2)
    }
}

/// A target in cells that keeps the last display list presented to it: what a screen
/// would show, to hold against the tree's own list.
@MainActor
package final class FrameRecorder: RenderTarget {
    package let size: Size
    package private(set) var shown = DisplayList(items: [])

    package init(size: Size) {
        self.size = size
    }

    package func present(_ list: DisplayList, damage: Damage) { shown = list }
    package func close() {}
}
