/// A control that chooses among options, each standing for a tag.
@MainActor
package protocol OptionPicker: Control {
    /// The input that picks the option showing `text`, if one does.
    func selection(showing text: String) -> ControlInput?
}

/// What a lazy stack asks of the scroll view around it: what part of the content shows.
@MainActor
package protocol ScrollViewport: AnyObject {
    /// How far the content is scrolled, in the target's units.
    var offset: Point { get }
    /// Where the content's origin was placed at the last layout (at the offset then).
    var contentOrigin: Point { get }
}

/// A view that scrolls: a scroll view, a list, a form. Input that scrolls reaches it
/// whether or not it is also a control.
@MainActor
package protocol Scrollable: ScrollViewport {
    /// Scrolls by `distance` (right and down), stopping at the ends; a pull up past the
    /// start runs the refresh action, if any.
    func scroll(by distance: Point) throws(ControlInputError)
}

/// A container's rows that can be chosen: what an item context menu asks of them.
@MainActor
package protocol SelectableRows: AnyObject {
    /// The tags of the chosen rows.
    var selectedTags: Set<AnyHashable> { get }
    /// The tag of the row `node` lies in, if it lies in one.
    func tag(ofRowContaining node: ViewNode) -> AnyHashable?
    /// Runs the primary action, if there is one, for the row showing `text`.
    func runPrimaryAction(showing text: String) -> Bool
    /// Runs the primary action, if there is one, for the row at `point`.
    func runPrimaryAction(at point: Point) -> Bool
}

/// What the input socket's `back` and the Escape key pop.
@MainActor
package protocol PoppingStack: AnyObject {
    /// Whether a screen is pushed.
    var canPop: Bool { get }
    /// Pops the top screen.
    func popTop()
}
