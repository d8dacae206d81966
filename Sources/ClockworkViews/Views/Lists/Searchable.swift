@_spi(Machinery) import ClockworkCore

/// The placement of a search field in a view hierarchy: on a daemon's screen, a line at
/// the top of the searchable view, under the navigation bar, whatever the placement.
public struct SearchFieldPlacement: Sendable {
    /// A type that determines whether to hide a search field that's in the navigation bar
    /// drawer: the field always shows on a daemon's screen.
    public struct NavigationBarDrawerDisplayMode: Sendable {
        /// Enable hiding the search field in response to scrolling.
        public static let automatic = NavigationBarDrawerDisplayMode()
        /// Display the search field regardless of any scroll activity.
        public static let always = NavigationBarDrawerDisplayMode()
    }

    /// Search field placement depends on the platform.
    public static let automatic = SearchFieldPlacement()
    /// Search field is placed in the toolbar.
    public static let toolbar = SearchFieldPlacement()
    /// Search field is placed in the sidebar of a navigation view.
    public static let sidebar = SearchFieldPlacement()
    /// Search field is placed in a drawer of the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement()

    /// Search field is placed in a drawer of the navigation bar, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement()
    }
}

/// An action that ends the current search interaction: clears the search text and takes
/// the field's focus away.
public struct DismissSearchAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    /// Dismisses the current search operation, if any.
    @MainActor
    public func callAsFunction() {
        action()
    }
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction {} }
}

extension EnvironmentValues {
    /// A Boolean value that indicates when the user is searching: the search text of the
    /// `.searchable` around the view is not empty.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// An action that ends the current search interaction.
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

extension View {
    /// Marks this view as searchable, which configures the display of a search field: a
    /// text field at its top, bound to `text`, which the content filters by. Enter in it
    /// runs `.onSubmit(of: .search)`.
    public nonisolated func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, prompt: prompt?.plainString ?? "Search"))
    }

    /// Marks this view as searchable, with a prompt from a localized string key.
    public nonisolated func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable, with a prompt from a string.
    @_disfavoredOverload
    public nonisolated func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable, its field shown while `isPresented` is true (a
    /// daemon's screen shows it always, and sets `isPresented` while the text is not empty).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
            .onChange(of: text.wrappedValue.isEmpty) { _, isEmpty in isPresented.wrappedValue = !isEmpty }
    }
}

/// The search field over the searchable view, and the search state below it.
private struct SearchableModifier {
    let text: Binding<String>
    let prompt: String
    @Environment(\.searchFocus) private var searchFocus

    @MainActor func body(content: Content) -> some View {
        VStack(spacing: 0) {
            HStack(spacing: 1) {
                Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
                searchField
                    .environment(\.submitTrigger, .search)
                    .accessibilityAddTraits(.isSearchField)
                if !text.wrappedValue.isEmpty {
                    Button { text.wrappedValue = "" } label: { Image(systemName: "xmark.circle.fill") }
                        .buttonStyle(.plain)
                        .foregroundStyle(.secondary)
                        .accessibilityLabel("Clear search")
                }
            }
            content
                .environment(\.searchFocus, nil)
                .environment(\.isSearching, !text.wrappedValue.isEmpty)
                .environment(\.dismissSearch, DismissSearchAction { text.wrappedValue = "" })
                .frame(maxHeight: .infinity, alignment: .top)
        }
    }
}

extension SearchableModifier {
    /// The field, tied to the focus state of a `.searchFocused` outside, if any.
    @MainActor private var searchField: AnyView {
        let field = TextField(prompt, text: text)
        return searchFocus?.focused(field) ?? AnyView(field)
    }
}

extension SearchableModifier: ViewModifier {}
