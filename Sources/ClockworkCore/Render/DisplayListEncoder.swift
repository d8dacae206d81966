/// Writes a target's display lists in the wire format, frame after frame, reusing the
/// encoding of every item equal to the one at its place in the previous frame: a tick
/// that changes three items of thirty encodes three.
package struct DisplayListEncoder {
    private var items: [DisplayItem] = []
    private var encoded: [[UInt8]] = []
    /// The length of the last line written, to reserve the next one's at once.
    private var lastLength = 0

    /// An encoder that has written no frame yet.
    package init() {}

    /// `list` in the wire form ``DisplayList/json()`` writes, and a newline: one line of
    /// a stream of frames.
    package mutating func line(_ list: DisplayList) -> [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(lastLength)
        line.appendRaw("{\"version\":")
        line.appendDecimal(Int64(DisplayList.wireVersion))
        line.appendRaw(",\"items\":[")
        for (index, item) in list.items.enumerated() {
            if index == items.count {
                items.append(item)
                encoded.append(Self.encoding(of: item))
            } else if items[index] != item {
                items[index] = item
                encoded[index] = Self.encoding(of: item)
            }
            if index > 0 { line.append(UInt8(ascii: ",")) }
            line += encoded[index]
        }
        if items.count > list.items.count {
            items.removeSubrange(list.items.count...)
            encoded.removeSubrange(list.items.count...)
        }
        line.appendRaw("]}\n")
        lastLength = line.count
        return line
    }

    private static func encoding(of item: DisplayItem) -> [UInt8] {
        var wire: [UInt8] = []
        item.write(to: &wire)
        return wire
    }
}
