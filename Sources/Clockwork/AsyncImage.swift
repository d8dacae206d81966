// AsyncImage lives in the umbrella, not with the other views in ClockworkViews: it loads
// through URLSession, and so links FoundationNetworking and libcurl, which the umbrella
// links already and a daemon built from the parts (the demo) does not.
import ClockworkCore
import ClockworkViews
import Foundation
import FoundationNetworking

/// Where an ``AsyncImage``'s loading is: not done yet, done with an image, or failed.
public enum AsyncImagePhase: Sendable {
    /// No image is loaded yet.
    case empty
    /// The image loaded.
    case success(Image)
    /// The image failed to load, with the reason.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// Why loading failed, if it did.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// Why an ``AsyncImage`` shows no image.
public enum AsyncImageError: Error, CustomStringConvertible, Sendable {
    /// The view was given no URL.
    case noURL
    /// The server answered with an HTTP status that is not a success.
    case status(Int, URL)
    /// The bytes are none of the images the targets draw (PNG, JPEG, SVG).
    case notAnImage(URL)

    public var description: String {
        switch self {
        case .noURL: "AsyncImage has no URL"
        case .status(let status, let url): "\(url.absoluteString) answered HTTP \(status)"
        case .notAnImage(let url): "\(url.absoluteString) is not a PNG, JPEG or SVG image"
        }
    }
}

/// A view that loads and shows an image from a URL: `https:`/`http:` through URLSession
/// (FoundationNetworking, on libcurl), `file:` from the disk.
///
/// Loading starts when the view appears, off the loop, and starts again when the URL
/// changes (the view shows `.empty` meanwhile); the loaded image is applied on the loop in
/// the view's `transaction`. A PNG, JPEG or SVG is shown; anything else, an HTTP error or a
/// network failure is `.failure`. Images are not cached beyond the view that loaded them.
public struct AsyncImage<Content: View>: View {
    private let url: URL?
    private let scale: CGFloat
    private let transaction: Transaction
    private let content: (AsyncImagePhase) -> Content
    @State private var loaded: Loaded?

    /// A phase and the URL it is of.
    private struct Loaded {
        let url: URL?
        let phase: AsyncImagePhase
    }

    /// Loads `url` and shows what `content` makes of each phase of loading, changing phase
    /// in `transaction`.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
    }

    public var body: some View {
        content(loaded.flatMap { $0.url == url ? $0.phase : nil } ?? .empty)
            .task(id: url) {
                let phase = await Self.load(url, scale: scale)
                guard !Task.isCancelled else { return }
                withTransaction(transaction) { loaded = Loaded(url: url, phase: phase) }
            }
    }

    /// The phase loading `url` ends in.
    private static func load(_ url: URL?, scale: CGFloat) async -> AsyncImagePhase {
        guard let url else { return .failure(AsyncImageError.noURL) }
        do {
            let data: Data
            if url.isFileURL {
                data = try Data(contentsOf: url)
            } else {
                let (bytes, response) = try await URLSession.shared.data(from: url)
                if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
                    return .failure(AsyncImageError.status(status, url))
                }
                data = bytes
            }
            guard let image = UIImage(data: data, scale: scale) else { return .failure(AsyncImageError.notAnImage(url)) }
            return .success(Image(uiImage: image))
        } catch {
            return .failure(error)
        }
    }
}

extension AsyncImage where Content == AsyncImagePlaceholderContent {
    /// Loads and shows the image at `url`; until it loads (or when it fails), a gray
    /// placeholder fills the view's frame, as SwiftUI's does.
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale) { phase in AsyncImagePlaceholderContent(image: phase.image) }
    }
}

extension AsyncImage {
    /// Loads the image at `url` and shows `content` of it once it loads, `placeholder`
    /// until then (and when it fails).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase -> _ConditionalContent<I, P> in
            guard let image = phase.image else { return ViewBuilder.buildEither(second: placeholder()) }
            return ViewBuilder.buildEither(first: content(image))
        }
    }
}

/// What `AsyncImage(url:scale:)` shows: the image once loaded, a gray fill until then.
public struct AsyncImagePlaceholderContent: View {
    let image: Image?

    public var body: some View {
        if let image {
            image
        } else {
            Color(uiColor: .secondarySystemFill)
        }
    }
}
