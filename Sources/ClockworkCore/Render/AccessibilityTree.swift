/// One element of the accessibility tree: what a screen reader, a test script or a remote
/// agent sees of a view and drives it by.
///
/// Controls, texts and images are elements of their own; a control's label is the text
/// inside it unless `.accessibilityLabel` says otherwise, an image's its name, a text's
/// its string. `.accessibilityElement(children:)` makes a view an element of its own,
/// combining, containing or ignoring its children. `.accessibilityHidden(true)` removes a
/// subtree.
@MainActor
public struct AccessibilityElement {
    /// The kind of view the element stands for: `Button`, `Text`, `Toggle`…; `Element` for a
    /// view made one with `.accessibilityElement(children:)`.
    public let kind: String
    /// What the element is called.
    public let label: String
    /// The value it shows: a toggle's `on` or `off`, a slider's value, a field's text.
    public let value: String?
    /// What acting on it does.
    public let hint: String?
    /// Its accessibility identifier, if it has one.
    public let identifier: String?
    /// How it behaves.
    public let traits: AccessibilityTraits
    /// Where it is, in layout units, as of the last layout.
    public let frame: Rect
    /// The names of the actions it offers beyond being tapped (`escape`, `magicTap`,
    /// custom ones).
    public let actions: [String]
    /// The elements inside it (only for an element that contains others).
    public let children: [AccessibilityElement]
    /// The view the element stands for.
    let node: ViewNode
    /// Where it sorts among its siblings: higher first.
    let sortPriority: Double
    /// The actions it offers, by kind.
    let handlers: [(kind: AccessibilityActionKind, handler: @MainActor () -> Void)]

    /// The element and those below it, depth first.
    var flattened: [AccessibilityElement] { [self] + children.flatMap(\.flattened) }

    /// One line of the tree's dump: `Button "Pause" #pause [button] (2,5 7x1)`.
    var line: String {
        var words = [kind, quoted(label)]
        if let value { words.append("value=\(quoted(value))") }
        if let hint { words.append("hint=\(quoted(hint))") }
        if let identifier { words.append("#\(identifier)") }
        if !traits.isEmpty { words.append("[\(traits.names.joined(separator: ","))]") }
        if !actions.isEmpty { words.append("actions=\(actions.joined(separator: ","))") }
        words.append("\(frame)")
        return words.joined(separator: " ")
    }
}

extension ViewGraph {
    /// The accessibility tree of what input can reach now: screens, tabs and views covered
    /// by a presentation are left out, as are subtrees hidden with `.accessibilityHidden`.
    /// Siblings come in tree order, higher `.accessibilitySortPriority` first.
    public func accessibilityTree() -> [AccessibilityElement] {
        accessibilityElements(under: root, attributes: AccessibilityAttributes())
    }

    /// The tree as indented lines, one element a line (see ``AccessibilityElement``).
    public func accessibilityDump() -> String {
        var lines: [String] = []
        func add(_ elements: [AccessibilityElement], depth: Int) {
            for element in elements {
                lines.append(String(repeating: "  ", count: depth) + element.line)
                add(element.children, depth: depth + 1)
            }
        }
        add(accessibilityTree(), depth: 0)
        return lines.joined(separator: "\n")
    }

    /// The elements `node`'s subtree makes, `attributes` being what the modifiers above
    /// it (down to the nearest view with several children) said.
    private func accessibilityElements(under node: ViewNode, attributes inherited: AccessibilityAttributes) -> [AccessibilityElement] {
        guard !node.isHiddenFromInput else { return [] }
        var attributes = inherited
        if let carrier = node.content as? AccessibilityAttributeCarrier { carrier.accessibilityAttribute.apply(to: &attributes) }
        if attributes.identifier == nil, let identifier = node.content.accessibilityIdentifier { attributes.identifier = identifier }
        if attributes.isHidden { return [] }
        if let behavior = attributes.children {
            return [element(for: node, attributes: attributes, children: behavior)]
        }
        if let traits = node.content.accessibilityTraits {
            let labelling = node.content.accessibilityLabelChildren.map { Array(node.children.prefix($0)) } ?? node.children
            let inside = sorted(labelling.flatMap { accessibilityElements(under: $0, attributes: AccessibilityAttributes()) })
                .flatMap(\.flattened)
            let insideLabel = inside.map(\.label).filter { !$0.isEmpty }.joined(separator: " ")
            let label = attributes.label ?? (insideLabel.isEmpty ? node.content.visibleText ?? "" : insideLabel)
            return [makeElement(node: node, kind: node.typeName, label: label, value: node.content.accessibilityValue,
                                traits: traits, attributes: attributes, children: [])]
        }
        if node.children.count == 1 {
            return accessibilityElements(under: node.children[0], attributes: attributes)
        }
        let below = sorted(node.children.flatMap { accessibilityElements(under: $0, attributes: AccessibilityAttributes()) })
        guard attributes.label != nil || attributes.value != nil || attributes.hint != nil || !attributes.actions.isEmpty,
              below.count != 1 else {
            return below.count == 1 ? [applying(attributes, to: below[0])] : below
        }
        return [element(for: node, attributes: attributes, children: .contain)]
    }

    /// The elements made by `node`'s children, sorted.
    private func childElements(of node: ViewNode) -> [AccessibilityElement] {
        sorted(node.children.flatMap { accessibilityElements(under: $0, attributes: AccessibilityAttributes()) })
    }

    /// `node` made an element of its own, its children combined into it, contained in it or
    /// ignored.
    private func element(for node: ViewNode, attributes: AccessibilityAttributes, children behavior: AccessibilityChildBehavior) -> AccessibilityElement {
        let inside = behavior.kind == .ignore ? [] : childElements(of: node)
        let label: String, value: String?, children: [AccessibilityElement]
        var traits: AccessibilityTraits = []
        switch behavior.kind {
        case .combine:
            let all = inside.flatMap(\.flattened)
            label = attributes.label ?? all.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
            value = attributes.value ?? all.compactMap(\.value).first
            traits = all.reduce(into: AccessibilityTraits()) { $0.formUnion($1.traits) }
            children = []
        case .contain:
            (label, value, children) = (attributes.label ?? "", attributes.value, inside)
        case .ignore:
            (label, value, children) = (attributes.label ?? "", attributes.value, [])
        }
        return makeElement(node: node, kind: "Element", label: label, value: value, traits: traits, attributes: attributes, children: children)
    }

    private func makeElement(node: ViewNode, kind: String, label: String, value: String?, traits: AccessibilityTraits,
                             attributes: AccessibilityAttributes, children: [AccessibilityElement]) -> AccessibilityElement {
        AccessibilityElement(
            kind: kind, label: label, value: attributes.value ?? value, hint: attributes.hint, identifier: attributes.identifier,
            traits: traits.union(attributes.addedTraits).subtracting(attributes.removedTraits), frame: node.frame,
            actions: attributes.actions.map(\.kind.name).filter { $0 != AccessibilityActionKind.default.name },
            children: children, node: node, sortPriority: attributes.sortPriority ?? 0, handlers: attributes.actions)
    }

    /// `element` with the attributes of the modifiers above the view that made it.
    private func applying(_ attributes: AccessibilityAttributes, to element: AccessibilityElement) -> AccessibilityElement {
        guard !attributes.isEmpty else { return element }
        return AccessibilityElement(
            kind: element.kind, label: attributes.label ?? element.label, value: attributes.value ?? element.value,
            hint: attributes.hint ?? element.hint, identifier: attributes.identifier ?? element.identifier,
            traits: element.traits.union(attributes.addedTraits).subtracting(attributes.removedTraits), frame: element.frame,
            actions: element.actions + attributes.actions.map(\.kind.name).filter { $0 != AccessibilityActionKind.default.name },
            children: element.children, node: element.node, sortPriority: attributes.sortPriority ?? element.sortPriority,
            handlers: element.handlers + attributes.actions)
    }

    /// Siblings, higher sort priority first, tree order among equals.
    private func sorted(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        sortedByAccessibilityPriority(elements) { $0.sortPriority }
    }

    /// The element, not hidden, whose label or identifier is `target`, in the tree's order.
    func accessibilityElement(named target: String) -> AccessibilityElement? {
        accessibilityTree().lazy.flatMap(\.flattened).first { $0.label == target || $0.identifier == target }
    }
}

extension ViewGraph {
    /// The accessibility tree as a JSON array, one object an element: `kind`, `label`,
    /// `traits`, `frame`, and, when present, `value`, `hint`, `identifier`, `actions` and
    /// `children` (docs/PROTOCOL.md, `accessibility`).
    public func accessibilityJSON() -> String {
        func json(_ element: AccessibilityElement) -> String {
            var fields = ["\"kind\":\(jsonString(element.kind))", "\"label\":\(jsonString(element.label))"]
            if let value = element.value { fields.append("\"value\":\(jsonString(value))") }
            if let hint = element.hint { fields.append("\"hint\":\(jsonString(hint))") }
            if let identifier = element.identifier { fields.append("\"identifier\":\(jsonString(identifier))") }
            fields.append("\"traits\":[\(element.traits.names.map(jsonString).joined(separator: ","))]")
            let frame = element.frame
            fields.append("\"frame\":{\"x\":\(formatNumber(frame.minX)),\"y\":\(formatNumber(frame.minY)),"
                + "\"width\":\(formatNumber(frame.size.width)),\"height\":\(formatNumber(frame.size.height))}")
            if !element.actions.isEmpty { fields.append("\"actions\":[\(element.actions.map(jsonString).joined(separator: ","))]") }
            if !element.children.isEmpty { fields.append("\"children\":[\(element.children.map(json).joined(separator: ","))]") }
            return "{" + fields.joined(separator: ",") + "}"
        }
        return "[" + accessibilityTree().map(json).joined(separator: ",") + "]"
    }
}

/// `items` (siblings) with a higher accessibility sort priority first, in their order
/// among equals: how the tree and focus order siblings.
func sortedByAccessibilityPriority<Item>(_ items: [Item], priority: (Item) -> Double) -> [Item] {
    let priorities = items.map(priority)
    guard priorities.contains(where: { $0 != 0 }) else { return items }
    return zip(items, priorities).enumerated().sorted { a, b in
        a.element.1 != b.element.1 ? a.element.1 > b.element.1 : a.offset < b.offset
    }.map(\.element.0)
}

extension ViewNode {
    /// Whether `.accessibilityHidden(true)` is set on this node: its subtree is no element,
    /// and nothing in it can be named.
    var isAccessibilityHidden: Bool {
        if case .hidden(true)? = (content as? AccessibilityAttributeCarrier)?.accessibilityAttribute { return true }
        return false
    }
}
