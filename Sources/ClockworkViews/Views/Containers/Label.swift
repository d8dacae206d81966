@_spi(Machinery) import ClockworkCore

/// A standard label for user interface items, consisting of an icon with a title.
///
/// Drawn by its style (`View/labelStyle(_:)`): the icon, a stack's spacing, and the title by
/// default; `.titleOnly` or `.iconOnly` show one of them, and a ``LabelStyle`` of yours
/// arranges them as it likes.
public struct Label<Title: View, Icon: View> {
    let title: Title
    let icon: Icon
    /// The parts a built-in style's body asks for; `nil`: the environment's style.
    nonisolated var look: LabelLook?

    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @MainActor package func makeContent() -> NodeContent { LabelContent(self) }
}

extension Label: View, BuiltinView {}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label representing the configuration of a style: inside a style's body,
    /// the label drawn the default way.
    public nonisolated init(_ configuration: LabelStyleConfiguration) {
        title = configuration.title
        icon = configuration.icon
    }

    /// The label a built-in style's body makes: the parts `look` names.
    init(_ configuration: LabelStyleConfiguration, look: LabelLook) {
        self.init(configuration)
        self.look = look
    }
}

/// Child 0 is the icon and title in a row under a built-in style, or the style's body.
@MainActor
private final class LabelContent<Title: View, Icon: View>: TypedContent<Label<Title, Icon>> {
    override var drawingFollowsFrame: Bool { false }
    override var isAlwaysTransparent: Bool { true }

    override func update(_ node: ViewNode) {
        let forced = view.look
        let (style, tintsIcon): (StyleChoice<LabelStyleConfiguration, LabelLook>, Bool) = node.graph.track(node, countsAsBody: false) {
            (forced.map { .builtin($0) } ?? node.trackedEnvironment(\.labelStyle), node.trackedEnvironment(\.tintsLabelIcons))
        }
        switch style {
        case .builtin(let look):
            let (title, icon) = (view.title, view.icon)
            // The title names the label, as in SwiftUI; the icon alone when it shows alone.
            // A sidebar's row draws its icon in the tint.
            node.reconcileChild(at: 0, with: HStack {
                if look != .titleOnly {
                    if tintsIcon { icon.foregroundStyle(.tint).accessibilityHidden(look != .iconOnly) } else { icon.accessibilityHidden(look != .iconOnly) }
                }
                if look != .iconOnly { title }
            })
        case .custom(let custom):
            custom.reconcile(node, 0, LabelStyleConfiguration(
                title: .init(showing: view.title),
                icon: .init(showing: view.icon)))
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system symbol and a title generated from a localized string key.
    public nonisolated init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a system symbol and a title generated from a string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with an image from the app's resources and a title generated from a
    /// localized string key.
    public nonisolated init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// Creates a label with an image from the app's resources and a title generated from a
    /// string.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
