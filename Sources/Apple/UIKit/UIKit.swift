// UIKit, as SwiftUI code written for a phone reaches for it: colors and images (Clockwork's
// own, the ones `Color(uiColor:)` and `Image(uiImage:)` take), haptics, which a daemon
// documents as doing nothing, `UIApplication.shared.open`, the device, the pasteboard.
// UIKit's views are not here: a view is written in SwiftUI's views (the representables
// are refused, with what to write instead). Foundation and CoreGraphics are re-exported,
// as Apple's UIKit brings them.
@_exported import CoreGraphics
@_exported import struct ClockworkCore.UIColor
@_exported import class ClockworkViews.UIImage
@_exported import enum ClockworkViews.UIKeyboardType
@_exported import enum ClockworkViews.UITextAutocapitalizationType
@_exported import struct ClockworkViews.UITextContentType
@_exported import protocol ClockworkViews.UIApplicationDelegate
