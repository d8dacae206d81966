import Foundation
import Logging

/// The running app, as UIKit code reaches for it: ``shared``, and opening URLs.
///
/// A daemon has no system that opens URLs in another app, so ``open(_:options:completionHandler:)``
/// logs the URL and answers that it was not opened, as SwiftUI's default `openURL` does in
/// Clockwork; set `.environment(\.openURL, …)` where a view should decide what opening one
/// means. Whether the idle timer is disabled is kept, for code that reads it back.
@MainActor @preconcurrency
public final class UIApplication {
    /// The app.
    public static let shared = UIApplication()

    /// Options for ``open(_:options:completionHandler:)``; none changes anything here.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The option's name.
        public let rawValue: String
        /// The option named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only if an app claims it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL of the app's page in the system's settings.
    public static let openSettingsURLString = "app-settings:"

    /// Whether the screen should stay on while the app runs; a daemon's display is the
    /// system's to blank, so this is only kept.
    public var isIdleTimerDisabled = false

    private let logger = Logger(label: "clockwork.uikit")

    private init() {}

    /// Whether some app could open `url`: none, on a daemon.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Asks the system to open `url`; `completion` is told it was not, as no app here opens
    /// URLs (the URL is logged).
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        logger.warning("nothing opens URLs on a daemon: set .environment(\\.openURL, OpenURLAction { … }) where a view decides what opening one means",
                       metadata: ["url": "\(url.absoluteString)"])
        completion?(false)
    }

    /// Asks the system to open `url`; whether it was opened (never, here).
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        open(url, options: options, completionHandler: nil)
        return false
    }
}
