@_spi(Machinery) import ClockworkCore
import Foundation
import Logging

/// An action that opens a URL: what a `Link` calls, and what `@Environment(\.openURL)`
/// gives a view to call itself.
///
/// A daemon has no browser to hand a URL to: the app says what opening one means by
/// setting its own action, `.environment(\.openURL, OpenURLAction { url in … })` (show a
/// QR code, log it, send it to a companion device). Without one, the system's action logs
/// the URL as not opened and reports failure.
@MainActor @preconcurrency
public struct OpenURLAction: Sendable {
    /// The result of a custom open URL action.
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled
            case discarded
            case systemAction(URL?)
        }

        let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler discarded the URL.
        public static let discarded = Result(kind: .discarded)
        /// The handler asks the system to open the original URL: the action set above this one.
        public static let systemAction = Result(kind: .systemAction(nil))

        /// The handler asks the system to open `url` instead: the action set above this one.
        public static func systemAction(_ url: URL) -> Result {
            Result(kind: .systemAction(url))
        }
    }

    private let handler: @MainActor @Sendable (URL) -> Result
    /// What a result of `.systemAction` hands the URL on to.
    private let system: (@MainActor @Sendable (URL) -> Bool)?

    /// Creates an action that opens a URL.
    public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
        self.handler = handler
        system = nil
    }

    private nonisolated init(handler: @escaping @MainActor @Sendable (URL) -> Result, system: (@MainActor @Sendable (URL) -> Bool)?) {
        self.handler = handler
        self.system = system
    }

    /// The system's action on a daemon: nothing can open the URL, which is logged.
    nonisolated static func systemAction(logger: Logger) -> OpenURLAction {
        OpenURLAction(handler: { url in
            logger.warning("nothing opens URLs here: set .environment(\\.openURL, OpenURLAction { … }) to say what opening one means",
                           metadata: ["url": "\(url.absoluteString)"])
            return .discarded
        }, system: nil)
    }

    /// This action set below `outer`: a result of `.systemAction` hands the URL to `outer`.
    nonisolated func handingOn(to outer: OpenURLAction) -> OpenURLAction {
        OpenURLAction(handler: handler) { url in outer.open(url) }
    }

    /// Opens a URL, following system conventions.
    @MainActor
    public func callAsFunction(_ url: URL) {
        _ = open(url)
    }

    /// Asynchronously opens a URL, following system conventions; `completion` is told
    /// whether it was opened.
    @MainActor
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    /// Whether the URL was accepted: handled here, or by the system's action.
    @MainActor
    private func open(_ url: URL) -> Bool {
        switch handler(url).kind {
        case .handled: return true
        case .discarded: return false
        case .systemAction(let other): return system?(other ?? url) ?? false
        }
    }
}

private struct OpenURLKey: EnvironmentKey {
    nonisolated static var defaultValue: OpenURLAction { OpenURLAction.systemAction(logger: Logger(label: "clockwork.open-url")) }
}

extension EnvironmentValues {
    /// Opens a URL using the appropriate system service: the action the app set with
    /// `.environment(\.openURL, …)`, else the daemon's, which logs that nothing opens it.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue.handingOn(to: self[OpenURLKey.self]) }
    }
}
