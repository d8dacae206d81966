@_spi(Machinery) import ClockworkCore

struct AccessibilityModifier: BuiltinModifier {
    let attribute: AccessibilityAttribute
    var attributes: [String] { [attribute.renderAttribute] }
    package func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { AccessibilityContent(view) }
}


@MainActor
private final class AccessibilityContent<Content: View>: ModifierContent<Content, AccessibilityModifier>, AccessibilityAttributeCarrier {
    var accessibilityAttribute: AccessibilityAttribute { modifier.attribute }
}

extension View {
    /// Adds a label to the view that describes its contents: what the accessibility tree,
    /// and a client naming a target, call it.
    public nonisolated func accessibilityLabel(_ label: Text) -> some View {
        modifier(AccessibilityModifier(attribute: .label(label.plainString)))
    }

    /// Adds a label to the view that describes its contents.
    @_disfavoredOverload
    public nonisolated func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(AccessibilityModifier(attribute: .label(String(label))))
    }

    /// Adds a label, from a localized string key, to the view that describes its contents.
    public nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// Adds a textual description of the value that the view contains.
    public nonisolated func accessibilityValue(_ valueDescription: Text) -> some View {
        modifier(AccessibilityModifier(attribute: .value(valueDescription.plainString)))
    }

    /// Adds a textual description of the value that the view contains.
    @_disfavoredOverload
    public nonisolated func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        modifier(AccessibilityModifier(attribute: .value(String(value))))
    }

    /// Adds a textual description, from a localized string key, of the view's value.
    public nonisolated func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(Text(valueKey))
    }

    /// Communicates to the user what happens after performing the view's action.
    public nonisolated func accessibilityHint(_ hint: Text) -> some View {
        modifier(AccessibilityModifier(attribute: .hint(hint.plainString)))
    }

    /// Communicates to the user what happens after performing the view's action.
    @_disfavoredOverload
    public nonisolated func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        modifier(AccessibilityModifier(attribute: .hint(String(hint))))
    }

    /// Communicates, from a localized string key, what happens after performing the action.
    public nonisolated func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hintKey))
    }

    /// Adds help text to the view. As on SwiftUI it is the view's accessibility hint; a
    /// daemon's screen has no pointer to hover, so it shows no help tag, and the hint is
    /// what `clockwork accessibility` and a screen reader read.
    public nonisolated func help(_ text: Text) -> some View {
        accessibilityHint(text)
    }

    /// Adds help text to the view from a string (its accessibility hint).
    @_disfavoredOverload
    public nonisolated func help<S: StringProtocol>(_ text: S) -> some View {
        accessibilityHint(text)
    }

    /// Adds help text to the view from a localized string key (its accessibility hint).
    public nonisolated func help(_ textKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(textKey))
    }

    /// Adds help text to the view from a localized string resource (its accessibility hint).
    /// A string literal is taken as a ``LocalizedStringKey``, as for `Text`.
    @_disfavoredOverload
    public nonisolated func help(_ textKey: LocalizedStringResource) -> some View {
        accessibilityHint(Text(textKey))
    }

    /// Specifies whether to hide this view from the accessibility tree: a hidden view and
    /// its subtree are no elements, and no client can name a control inside them.
    public nonisolated func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(AccessibilityModifier(attribute: .hidden(hidden)))
    }

    /// Adds a label to the view: the deprecated spelling of `accessibilityLabel(_:)`.
    public nonisolated func accessibility(label: Text) -> some View {
        accessibilityLabel(label)
    }

    /// Adds a hint to the view: the deprecated spelling of `accessibilityHint(_:)`.
    public nonisolated func accessibility(hint: Text) -> some View {
        accessibilityHint(hint)
    }

    /// Adds a value to the view: the deprecated spelling of `accessibilityValue(_:)`.
    public nonisolated func accessibility(value: Text) -> some View {
        accessibilityValue(value)
    }

    /// Hides the view from the accessibility tree: the deprecated spelling of
    /// `accessibilityHidden(_:)`.
    public nonisolated func accessibility(hidden: Bool) -> some View {
        accessibilityHidden(hidden)
    }

    /// Adds the given traits to the view.
    public nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier(attribute: .addTraits(traits)))
    }

    /// Removes the given traits from this view.
    public nonisolated func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier(attribute: .removeTraits(traits)))
    }

    /// Sets the sort priority order for this view's accessibility element, relative to
    /// other elements at the same level: higher first. Focus moves in the same order.
    public nonisolated func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        modifier(AccessibilityModifier(attribute: .sortPriority(sortPriority)))
    }

    /// Creates a new accessibility element, or modifies the existing one, with its
    /// children combined, contained or ignored.
    public nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(AccessibilityModifier(attribute: .element(children)))
    }

    /// Adds an accessibility action to the view: the default one runs when the element is
    /// tapped by its label; others are listed in the tree and run by name.
    public nonisolated func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping @MainActor () -> Void) -> some View {
        modifier(AccessibilityModifier(attribute: .action(actionKind, handler)))
    }

    /// Adds an accessibility action named `name` to the view.
    public nonisolated func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some View {
        modifier(AccessibilityModifier(attribute: .action(AccessibilityActionKind(named: name), handler)))
    }

    /// Adds an accessibility action named by a localized string key to the view.
    public nonisolated func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityAction(named: Text(nameKey), handler)
    }
}

extension AccessibilityActionKind {
    /// A custom action named `name`.
    public init(named name: Text) {
        self.init(name: name.content)
    }
}
