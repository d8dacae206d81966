import Foundation

/// An image in an asset catalog or a bundle, named as Xcode's generated symbols name one:
/// `Image(.logo)` once `extension ImageResource { static let logo = ImageResource(name:
/// "logo", bundle: .module) }` declares it (Xcode writes that extension for an app's
/// catalog; a SwiftPM package writes it itself).
public struct ImageResource: Hashable, Sendable {
    /// The image's name in its bundle.
    public let name: String
    /// The bundle holding it.
    public let bundle: Bundle

    /// The image `name` in `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// The image `resource` names, labelled by its name.
    public nonisolated init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
