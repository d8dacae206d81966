/// A content whose items copy its children's: a change below it draws it whole again.
@MainActor
package protocol DrawsCopiesOfChildren: AnyObject {}

extension ViewNode {
    /// The node to draw again when this one changed: the outermost ancestor drawing copies
    /// of its children (a shadow), else itself.
    var redrawRoot: ViewNode {
        var root = self
        var next: ViewNode? = self
        while let node = next {
            if node.content is DrawsCopiesOfChildren { root = node }
            next = node.parent
        }
        return root
    }
}
