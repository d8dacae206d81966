import Foundation

/// A non-negative number rounded to a fixed number of decimals, as C's `printf` and ICU
/// round it, for the text fast paths (`PrintfFormat`, `NumberFormatFastPath`).
///
/// Both round the number's exact binary value; this type rounds the scaled `Double`, which
/// agrees except within a hair of a tie — so near a tie, and beyond 15 digits or 9
/// decimals, it declines and the caller asks Foundation.
struct RoundedDecimal {
    /// The digits before the decimal point.
    let whole: UInt64
    /// The digits after it, zero-padded to the length asked for.
    let fraction: String
    /// Whether every digit is zero.
    let isZero: Bool

    init?(_ magnitude: Double, decimals: Int) {
        guard magnitude.isFinite, magnitude >= 0, decimals <= 9 else { return nil }
        let scale = Self.powersOfTen[decimals]
        let scaled = magnitude * scale
        guard scaled < 1e15 else { return nil }
        let floor = scaled.rounded(.down)
        let remainder = scaled - floor
        guard abs(remainder - 0.5) > 1e-6 else { return nil }
        let rounded = UInt64(floor) + (remainder > 0.5 ? 1 : 0)
        let unit = UInt64(scale)
        whole = rounded / unit
        let digits = decimals > 0 ? String(rounded % unit) : ""
        fraction = String(repeating: "0", count: decimals - digits.utf8.count) + digits
        isZero = rounded == 0
    }

    private static let powersOfTen: [Double] = (0...9).map { pow(10, Double($0)) }
}
