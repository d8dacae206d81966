/// Why the input devices could not be read, in words a person can act on.
public struct LibinputError: Error, CustomStringConvertible {
    /// What went wrong and what to do about it.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
