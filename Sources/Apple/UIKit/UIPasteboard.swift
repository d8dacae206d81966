import Foundation

/// A pasteboard, as UIKit's: what "copy" in a SwiftUI view writes to.
///
/// A daemon shares no pasteboard with other apps: ``general`` is the process's own, so
/// what the app copies it can paste back, and nothing else sees it.
@MainActor @preconcurrency
public final class UIPasteboard {
    /// The app's pasteboard.
    public static let general = UIPasteboard()

    /// The text on the pasteboard.
    public var string: String?
    /// The URL on the pasteboard.
    public var url: URL?
    /// The image on the pasteboard.
    public var image: UIImage?

    /// Whether there is text on the pasteboard.
    public var hasStrings: Bool { string != nil }
    /// Whether there is a URL on the pasteboard.
    public var hasURLs: Bool { url != nil }
    /// Whether there is an image on the pasteboard.
    public var hasImages: Bool { image != nil }

    private init() {}
}
