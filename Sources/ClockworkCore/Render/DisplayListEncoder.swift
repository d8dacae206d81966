/// Writes a target's display lists in the wire format, frame after frame, reusing the
/// encoding of every item equal to the one at its place in the previous frame: a tick
/// that changes three items of thirty formats three.
struct DisplayListEncoder {
    private var items: [DisplayItem] = []
    private var encoded: [String] = []
    /// The length of the last frame written, to reserve the next one's at once.
    private var lastLength = 0

    /// The wire form of `list`, as ``DisplayList/json()`` writes it.
    mutating func json(_ list: DisplayList) -> String {
        var output = "{\"version\":\(DisplayList.wireVersion),\"items\":["
        output.reserveCapacity(lastLength + 64)
        for (index, item) in list.items.enumerated() {
            if index == items.count {
                items.append(item)
                encoded.append(item.json)
            } else if items[index] != item {
                items[index] = item
                encoded[index] = item.json
            }
            if index > 0 { output += "," }
            output += encoded[index]
        }
        if items.count > list.items.count {
            items.removeSubrange(list.items.count...)
            encoded.removeSubrange(list.items.count...)
        }
        output += "]}"
        lastLength = output.utf8.count
        return output
    }
}
