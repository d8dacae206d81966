import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore
@testable import ClockworkViews

private struct Readout: View {
    let value: Double
    let count: Int
    var body: some View {
        VStack {
            Text("temp \(value, specifier: "%7.1f") °C")
            Text("\(count, specifier: "%05d") samples, \(value, specifier: "%.0f%%")")
            Text(value, format: .number.precision(.fractionLength(2)))
            Text("plain \(count) and \(value)")
        }
    }
}

@Suite("Formatting text")
@MainActor
struct TextFormattingTests {
    @Test("specifier: interpolations format numbers as printf does, literal text and %% included")
    func specifiers() throws {
        let host = try TestHost(Readout(value: 21.25, count: 42))
        #expect(host.contains("temp    21.2 °C"))
        #expect(host.contains("00042 samples, 21%"))
        #expect(host.contains("21.25"))
        #expect(host.contains("plain 42 and 21.25"))
    }

    @Test("the fast path writes exactly what String(format:) writes, over random numbers and forms")
    func fastPathMatchesFoundation() {
        let forms = ["%.1f", "%7.1f", "%-8.2f|", "%+.3f", "% .0f", "%08.3f", "%f", "%.9f", "x=%5.1f%%",
                     "%d", "%5d", "%-5d|", "%05d", "%+d", "%x", "%X", "%o", "%.3d", "%.12d", "%.40d", "%ld", "%e", "%g", "%30.9f"]
        var generator = SystemRandomNumberGenerator()
        for form in forms {
            for round in 0..<2_000 {
                let double: Double = switch round % 4 {
                case 0: Double.random(in: -1...1, using: &generator)
                case 1: Double.random(in: -1e6...1e6, using: &generator)
                case 2: (Double(Int.random(in: -10_000...10_000, using: &generator)) / 8)  // exact halves and quarters
                default: Double(Int.random(in: -999...999, using: &generator)) / 100
                }
                let integer = Int.random(in: -100_000...100_000, using: &generator)
                let isInteger = form.last.map { "diuxXo".contains($0) } ?? false || form.hasSuffix("d|")
                if isInteger {
                    #expect(Text("\(integer, specifier: form)").content == String(format: form, integer), "\(form) of \(integer)")
                } else {
                    #expect(Text("\(double, specifier: form)").content == String(format: form, double), "\(form) of \(double)")
                }
            }
        }
    }

    @Test("numbers formatted with a fixed number of fraction digits, and integers, read as Foundation writes them")
    func formatStylesMatchFoundation() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<4_000 {
            let value: Double = switch round % 4 {
            case 0: Double.random(in: -10...10, using: &generator)
            case 1: Double.random(in: -1e7...1e7, using: &generator)
            case 2: Double(Int.random(in: -100_000...100_000, using: &generator)) / 8
            default: Double(Int.random(in: -99_999...99_999, using: &generator)) / 100
            }
            for length in 0...3 {
                let style = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(length))
                #expect(Text(value, format: style).content == value.formatted(style), "\(value) to \(length) digits")
            }
            let integer = Int(value)
            #expect(Text(integer, format: .number).content == integer.formatted(.number), "\(integer)")
        }
        let oneDigit = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1))
        #expect(NumberFormatFastPath.format(1_234.56, oneDigit) != nil, "this locale's numbers take the fast path")
        #expect(NumberFormatFastPath.format(1_234, IntegerFormatStyle<Int>.number) != nil)
        #expect(NumberFormatFastPath.format(0.5, FloatingPointFormatStyle<Double>.Percent.percent) == nil, "other styles go to Foundation")
    }
}
