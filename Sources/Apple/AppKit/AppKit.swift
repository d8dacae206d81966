// AppKit, as SwiftUI code written for a Mac reaches for it: colors (Clockwork's own, the
// one `Color(nsColor:)` takes), opening URLs, the pasteboard, haptics. AppKit's views are
// not here (the representables are refused, with what to write instead). Foundation and
// CoreGraphics are re-exported, as Apple's AppKit brings them.
@_exported import CoreGraphics
@_exported import struct ClockworkCore.NSColor
@_exported import protocol ClockworkViews.NSApplicationDelegate
@_exported import struct ClockworkViews.NSTextContentType
