/// What the accessibility modifiers above a view say of it, gathered on the way down to
/// the element they describe.
struct AccessibilityAttributes {
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var isHidden = false
    var addedTraits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var sortPriority: Double?
    /// How the view's children become elements, if it was made an element of its own.
    var children: AccessibilityChildBehavior?
    /// The actions, by kind, outermost first.
    var actions: [(kind: AccessibilityActionKind, handler: @MainActor () -> Void)] = []

    /// Whether any attribute is set.
    var isEmpty: Bool {
        label == nil && value == nil && hint == nil && identifier == nil && !isHidden && addedTraits.isEmpty
            && removedTraits.isEmpty && sortPriority == nil && children == nil && actions.isEmpty
    }
}

/// One accessibility modifier's say.
enum AccessibilityAttribute {
    case label(String)
    case value(String)
    case hint(String)
    case hidden(Bool)
    case addTraits(AccessibilityTraits)
    case removeTraits(AccessibilityTraits)
    case sortPriority(Double)
    case element(AccessibilityChildBehavior)
    case action(AccessibilityActionKind, @MainActor () -> Void)

    /// Adds this attribute to `attributes`; a modifier nearer the view wins over one
    /// further out for labels, values and hints, as SwiftUI's do.
    func apply(to attributes: inout AccessibilityAttributes) {
        switch self {
        case .label(let label): attributes.label = label
        case .value(let value): attributes.value = value
        case .hint(let hint): attributes.hint = hint
        case .hidden(let hidden): attributes.isHidden = attributes.isHidden || hidden
        case .addTraits(let traits): attributes.addedTraits.formUnion(traits)
        case .removeTraits(let traits): attributes.removedTraits.formUnion(traits)
        case .sortPriority(let priority): attributes.sortPriority = priority
        case .element(let behavior): attributes.children = behavior
        case .action(let kind, let handler): attributes.actions.append((kind, handler))
        }
    }

    /// How the render tree spells it.
    var renderAttribute: String {
        switch self {
        case .label(let label): "accessibilityLabel=\(quoted(label))"
        case .value(let value): "accessibilityValue=\(quoted(value))"
        case .hint(let hint): "accessibilityHint=\(quoted(hint))"
        case .hidden(let hidden): "accessibilityHidden=\(hidden)"
        case .addTraits(let traits): "accessibilityAddTraits=\(traits.names.joined(separator: ","))"
        case .removeTraits(let traits): "accessibilityRemoveTraits=\(traits.names.joined(separator: ","))"
        case .sortPriority(let priority): "accessibilitySortPriority=\(formatNumber(priority))"
        case .element(let behavior): "accessibilityElement=\(behavior.kind)"
        case .action(let kind, _): "accessibilityAction=\(quoted(kind.name))"
        }
    }
}

struct AccessibilityModifier: BuiltinModifier {
    let attribute: AccessibilityAttribute
    var attributes: [String] { [attribute.renderAttribute] }
    func makeContent<Content: View>(for view: Modified<Content, Self>) -> NodeContent { AccessibilityContent(view) }
}

/// An accessibility modifier, as the accessibility tree finds it on the way down.
@MainActor
protocol AccessibilityAttributeCarrier {
    var accessibilityAttribute: AccessibilityAttribute { get }
}

@MainActor
private final class AccessibilityContent<Content: View>: ModifierContent<Content, AccessibilityModifier>, AccessibilityAttributeCarrier {
    var accessibilityAttribute: AccessibilityAttribute { modifier.attribute }
}

extension View {
    /// Adds a label to the view that describes its contents: what the accessibility tree,
    /// and a client naming a target, call it.
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(AccessibilityModifier(attribute: .label(label.plainString)))
    }

    /// Adds a label to the view that describes its contents.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(AccessibilityModifier(attribute: .label(String(label))))
    }

    /// Adds a label, from a localized string key, to the view that describes its contents.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        modifier(AccessibilityModifier(attribute: .value(valueDescription.plainString)))
    }

    /// Adds a textual description of the value that the view contains.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        modifier(AccessibilityModifier(attribute: .value(String(value))))
    }

    /// Adds a textual description, from a localized string key, of the view's value.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(Text(valueKey))
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hint: Text) -> some View {
        modifier(AccessibilityModifier(attribute: .hint(hint.plainString)))
    }

    /// Communicates to the user what happens after performing the view's action.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        modifier(AccessibilityModifier(attribute: .hint(String(hint))))
    }

    /// Communicates, from a localized string key, what happens after performing the action.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hintKey))
    }

    /// Adds help text to the view. As on SwiftUI it is the view's accessibility hint; a
    /// daemon's screen has no pointer to hover, so it shows no help tag, and the hint is
    /// what `clockwork accessibility` and a screen reader read.
    public func help(_ text: Text) -> some View {
        accessibilityHint(text)
    }

    /// Adds help text to the view from a string (its accessibility hint).
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        accessibilityHint(text)
    }

    /// Adds help text to the view from a localized string key (its accessibility hint).
    public func help(_ textKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(textKey))
    }

    /// Adds help text to the view from a localized string resource (its accessibility hint).
    /// A string literal is taken as a ``LocalizedStringKey``, as for `Text`.
    @_disfavoredOverload
    public func help(_ textKey: LocalizedStringResource) -> some View {
        accessibilityHint(Text(textKey))
    }

    /// Specifies whether to hide this view from the accessibility tree: a hidden view and
    /// its subtree are no elements, and no client can name a control inside them.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(AccessibilityModifier(attribute: .hidden(hidden)))
    }

    /// Adds the given traits to the view.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier(attribute: .addTraits(traits)))
    }

    /// Removes the given traits from this view.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier(attribute: .removeTraits(traits)))
    }

    /// Sets the sort priority order for this view's accessibility element, relative to
    /// other elements at the same level: higher first. Focus moves in the same order.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        modifier(AccessibilityModifier(attribute: .sortPriority(sortPriority)))
    }

    /// Creates a new accessibility element, or modifies the existing one, with its
    /// children combined, contained or ignored.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(AccessibilityModifier(attribute: .element(children)))
    }

    /// Adds an accessibility action to the view: the default one runs when the element is
    /// tapped by its label; others are listed in the tree and run by name.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping @MainActor () -> Void) -> some View {
        modifier(AccessibilityModifier(attribute: .action(actionKind, handler)))
    }

    /// Adds an accessibility action named `name` to the view.
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some View {
        modifier(AccessibilityModifier(attribute: .action(AccessibilityActionKind(named: name), handler)))
    }

    /// Adds an accessibility action named by a localized string key to the view.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityAction(named: Text(nameKey), handler)
    }
}
