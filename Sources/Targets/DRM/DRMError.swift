/// Why a DRM display could not be driven, in words a person can act on.
public struct DRMError: Error, CustomStringConvertible {
    /// What went wrong and what to do about it.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
