extension ViewGraph {
    /// The render tree, as of the last render phase, as a stable, indented text dump: one
    /// line per render element (text, image, stack, control), with the attributes of the
    /// modifiers above it, and with `frames`, each element's frame from the last
    /// ``layout(in:)``. Composite and structural views are transparent. A tab not selected
    /// and a screen under the top of a navigation stack are not shown, so not listed.
    public func renderTreeDump(frames: Bool = false) -> String {
        var lines: [String] = []
        appendRenderLines(of: root, decorations: [], indent: 0, frames: frames, into: &lines)
        return lines.joined(separator: "\n")
    }

    private func appendRenderLines(of node: ViewNode, decorations: [String], indent: Int, frames: Bool, into lines: inout [String]) {
        guard !node.isOffscreen else { return }
        let frame = frames ? ["@\(node.frame)"] : []
        switch node.renderItem {
        case .transparent:
            for child in node.children {
                appendRenderLines(of: child, decorations: decorations, indent: indent, frames: frames, into: &lines)
            }
        case .decoration(let attributes):
            for child in node.children {
                appendRenderLines(of: child, decorations: decorations + attributes, indent: indent, frames: frames, into: &lines)
            }
        case .presenting(let vector, let content):
            let attributes = content.takeUnretainedValue().attributes(presenting: vector)
            if let kind = content.takeUnretainedValue().render.elementKind {
                // An element animating its own attributes (a text's color) shows them as now.
                let words = [kind] + attributes + decorations + frame
                lines.append(String(repeating: "  ", count: indent) + words.joined(separator: " "))
                return
            }
            for child in node.children {
                appendRenderLines(of: child, decorations: decorations + attributes, indent: indent, frames: frames, into: &lines)
            }
        case .leaf(let kind, let value):
            let words = [kind, quoted(value)] + decorations + frame
            lines.append(String(repeating: "  ", count: indent) + words.joined(separator: " "))
        case .styledText(let text):
            let words = ["Text"] + text.attributes + decorations + frame
            lines.append(String(repeating: "  ", count: indent) + words.joined(separator: " "))
        case .element(let kind, let attributes):
            let words = [kind] + attributes + decorations + frame
            lines.append(String(repeating: "  ", count: indent) + words.joined(separator: " "))
            for child in node.children {
                appendRenderLines(of: child, decorations: [], indent: indent + 1, frames: frames, into: &lines)
            }
        }
    }
}
