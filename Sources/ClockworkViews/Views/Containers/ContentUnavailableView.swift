@_spi(Machinery) import ClockworkCore

/// An interface, consisting of a label and additional content, that you display when the
/// content of your app is unavailable to users: its symbol large, its title bold, its
/// description in the secondary color and its actions, centred in the space it is offered.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates an interface, consisting of a label and additional content, that you
    /// display when the content of your app is unavailable to users.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    @MainActor public var body: some View {
        VStack(spacing: 1) {
            label.labelStyle(UnavailableLabelStyle())
            description.foregroundStyle(.secondary).multilineTextAlignment(.center)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView: View {}

extension ContentUnavailableView where Label == ClockworkViews.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface that generates its label from a localized string key and a
    /// system image, with an optional description.
    public nonisolated init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { ClockworkViews.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an interface that generates its label from a string and a system image,
    /// with an optional description.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { ClockworkViews.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == ClockworkViews.Label<Text, Image>, Description == Text, Actions == EmptyView {
    /// Creates a `ContentUnavailableView` instance that conveys a search state: no results.
    public static var search: ContentUnavailableView<ClockworkViews.Label<Text, Image>, Text, EmptyView> {
        ContentUnavailableView(label: { ClockworkViews.Label("No Results", systemImage: "magnifyingglass") },
                               description: { Text("Check the spelling or try a new search.") })
    }

    /// Creates a `ContentUnavailableView` instance that conveys a search state: no results
    /// for `text`.
    public nonisolated static func search(text: String) -> ContentUnavailableView<ClockworkViews.Label<Text, Image>, Text, EmptyView> {
        ContentUnavailableView(label: { ClockworkViews.Label("No Results for “\(text)”", systemImage: "magnifyingglass") },
                               description: { Text("Check the spelling or try a new search.") })
    }
}

/// A content-unavailable label: its symbol large above its title, bold.
private struct UnavailableLabelStyle {
    @MainActor func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 1) {
            configuration.icon.font(.largeTitle).foregroundStyle(.secondary)
            configuration.title.font(.title2).bold()
        }
    }
}

extension UnavailableLabelStyle: LabelStyle {}
