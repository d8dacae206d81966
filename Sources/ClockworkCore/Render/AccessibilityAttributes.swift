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
package enum AccessibilityAttribute {
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
    package var renderAttribute: String {
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

/// An accessibility modifier, as the accessibility tree finds it on the way down.
@MainActor
package protocol AccessibilityAttributeCarrier {
    var accessibilityAttribute: AccessibilityAttribute { get }
}
