@_spi(Machinery) import ClockworkCore

/// One of a picker's options or a selectable list's rows: a layout item standing for a
/// tag.
@MainActor
struct TaggedOption {
    /// The option's node: the view carrying the tag.
    let node: ViewNode
    /// The value choosing it selects.
    let tag: AnyHashable

    /// The options among the layout items child `index` of `node` stands for: each item's
    /// `.tag`, else its id in a `ForEach` (SwiftUI tags a `ForEach`'s rows with their ids).
    static func options(inChild index: Int, of node: ViewNode) -> [TaggedOption] {
        node.layoutItems(ofChild: index).compactMap { item in
            if let tagged = item.content as? any Carrying<AnyHashable> { return TaggedOption(node: item, tag: tagged.carried) }
            if item.parent?.content is IdentifiesRows, let id = item.key.id { return TaggedOption(node: item, tag: id) }
            return nil
        }
    }

    /// The text the option shows (its first text, else its first symbol's name), else its
    /// tag spelled out: what input names it by.
    var text: String {
        Self.first(in: node) { $0 is TextContent } ?? Self.first(in: node) { _ in true } ?? String(describing: tag.base)
    }

    /// The tag as render attributes spell it.
    var tagDescription: String { String(describing: tag.base) }

    /// Whether `name` names the option: its text, or its tag spelled out.
    func isNamed(_ name: String) -> Bool {
        text == name || tagDescription == name
    }

    /// The visible text of the first node, in tree order, whose content `matches`.
    private static func first(in node: ViewNode, where matches: (NodeContent) -> Bool) -> String? {
        if matches(node.content), let text = node.content.visibleText { return text }
        for child in node.children {
            if let text = first(in: child, where: matches) { return text }
        }
        return nil
    }
}
