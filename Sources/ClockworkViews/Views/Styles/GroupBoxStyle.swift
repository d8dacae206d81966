@_spi(Machinery) import ClockworkCore

/// A type that gives the group boxes within a view their look: set with
/// `View/groupBoxStyle(_:)`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// A view that represents the body of a group box.
    associatedtype Body: View

    /// Creates a view representing the body of a group box.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of a group box.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// The properties of a group box, as a ``GroupBoxStyle`` receives them.
public struct GroupBoxStyleConfiguration {
    /// A type-erased label of a group box.
    public struct Label {
        let view: AnyView
        /// The group box's label.
        @MainActor public var body: some View { view }
    }

    /// A type-erased content of a group box.
    public struct Content {
        let view: AnyView
        /// The group box's content.
        @MainActor public var body: some View { view }
    }

    /// A view that provides the title of the group box.
    public let label: Label
    /// A view that represents the content of the group box.
    public let content: Content
}

extension GroupBoxStyleConfiguration.Label: View {}
extension GroupBoxStyleConfiguration.Content: View {}

/// The default group box style: the label (bold) over the content, on a faint rounded
/// backdrop.
public struct DefaultGroupBoxStyle {
    /// The default group box style.
    public init() {}

    /// The label over the content, on the backdrop.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.bold()
            configuration.content
        }
        .padding(1)
        .background(RoundedRectangle(cornerRadius: 1).fill(Color.gray.opacity(0.25)))
    }
}

extension DefaultGroupBoxStyle: GroupBoxStyle {}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default group box style.
    public nonisolated static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// A group box style kept in the environment, its type erased.
struct AnyGroupBoxStyle {
    let style: any GroupBoxStyle

    /// The style's body for `configuration`, made on the main actor like a view's body.
    @MainActor
    func makeBody(_ configuration: GroupBoxStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: AnyGroupBoxStyle? { nil }
}

extension EnvironmentValues {
    /// The style of the group boxes below (`View/groupBoxStyle(_:)`); `nil` for the default.
    var groupBoxStyle: AnyGroupBoxStyle? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for group boxes within this view.
    public nonisolated func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, AnyGroupBoxStyle(style: style))
    }
}
