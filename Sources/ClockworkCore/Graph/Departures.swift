/// A removed view kept drawn while its removal transition runs: out of its parent's
/// children (layout and input no longer see it), still drawn after them at its last frame.
package struct Departure {
    /// The removed child.
    let ghost: ViewNode
    /// Its parent, which draws it.
    // unowned(unsafe): a parent going away unmounts its departing views first (see
    // `dropDepartures(of:)`).
    unowned(unsafe) let parent: ViewNode
    /// The node whose transition runs: the ghost, or the first below it along one-child views.
    let carrier: ViewNode
}

extension ViewGraph {
    /// Starts `node`'s removal transition instead of unmounting it, when an update removes
    /// it and a transition on it (on the node, or down its one-child views) has a removal
    /// look and an animation (its own, else the change's). Returns whether it did.
    func startsDeparture(of node: ViewNode) -> Bool {
        guard isUpdating, node.isMounted, let parent = node.parent, parent.isMounted else { return false }
        var carrierNode = node
        while !(carrierNode.content is TransitionCarrier) {
            guard carrierNode.children.count == 1 else { return false }
            carrierNode = carrierNode.children[0]
        }
        guard let carrier = carrierNode.content as? TransitionCarrier, !carrier.isRemoving, !carrier.transition.removal.isEmpty,
              let animation = carrier.transition.animation ?? animationForChange else { return false }
        carrier.beginRemoval(carrierNode, animation: animation)
        node.isHiddenFromInput = true
        departures.append(Departure(ghost: node, parent: parent, carrier: carrierNode))
        surface.childrenChanged(of: parent)
        animations.animateAttribute(of: carrierNode, from: AnimationVector(1, 0, 0, 0), to: AnimationVector(0, 0, 0, 0),
                                    with: animation, completion: transaction.completion, at: now)
        return true
    }

    /// Unmounts the departing views whose removal has run.
    func finishDepartures() {
        var index = 0
        while index < departures.count {
            let departure = departures[index]
            guard departure.carrier.attributeTrack < 0 else {
                index += 1
                continue
            }
            departures.remove(at: index)
            surface.childrenChanged(of: departure.parent)
            departure.ghost.unmount()
        }
    }

    /// Unmounts at once the views `parent` draws departing: it is going away itself.
    func dropDepartures(of parent: ViewNode) {
        let dropped = departures.filter { $0.parent === parent }
        guard !dropped.isEmpty else { return }
        departures.removeAll { $0.parent === parent }
        for departure in dropped { departure.ghost.unmount() }
    }

    /// Appends what the views departing from `parent` draw, after its children.
    package func appendDepartingItems(of parent: ViewNode, paint: Paint, to items: inout DisplayListBuilder) {
        for departure in departures where departure.parent === parent {
            departure.ghost.appendDisplayItems(paint: paint, to: &items)
        }
    }
}
