import Foundation
import Logging

/// The workspace, as AppKit code reaches for it to open a URL.
///
/// A daemon has no system that opens URLs in another app: ``open(_:)`` logs the URL and
/// answers that it was not opened, as SwiftUI's default `openURL` does in Clockwork.
@MainActor @preconcurrency
public final class NSWorkspace {
    /// The workspace.
    public static let shared = NSWorkspace()

    private let logger = Logger(label: "clockwork.appkit")

    private init() {}

    /// Opens `url` in the app that handles it; whether it was opened (never, here: the URL
    /// is logged).
    @discardableResult
    public func open(_ url: URL) -> Bool {
        logger.warning("nothing opens URLs on a daemon: set .environment(\\.openURL, OpenURLAction { … }) where a view decides what opening one means",
                       metadata: ["url": "\(url.absoluteString)"])
        return false
    }
}
