/// Why an MQTT connection, option or binding cannot be made, in words for the operator.
public struct MQTTError: Error, CustomStringConvertible, Equatable {
    /// What went wrong.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
