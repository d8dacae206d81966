@_spi(Machinery) import ClockworkCore
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
    /// The digits after it, as a number: written zero-padded to ``decimals`` digits.
    let fractionDigits: UInt64
    /// How many decimals the number was rounded to.
    let decimals: Int
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
        fractionDigits = rounded % unit
        self.decimals = max(decimals, 0)
        isZero = rounded == 0
    }

    /// The digits after the decimal point, zero-padded to ``decimals`` digits.
    var fraction: String {
        let digits = decimals > 0 ? String(fractionDigits) : ""
        return String(repeating: "0", count: decimals - digits.utf8.count) + digits
    }

    private static let powersOfTen: [Double] = (0...9).map { pow(10, Double($0)) }
}
