extension Array where Element == UInt8 {
    /// Appends `value` in decimal, digit by digit with no string made: the tick stream's
    /// records and the terminal's escape sequences write numbers on every tick.
    mutating func appendDecimal(_ value: Int64) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        // Safe: 24 bytes on the stack hold UInt64.max's 20 digits; written back to front.
        Swift.withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[23 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            self += buffer[(24 - count)..<24]
        }
    }
}
