import Foundation
import SensorPanelKit
import BenchmarkKit

/// The demo panel's screen written by hand: each tick formats the same numbers and builds
/// the same strings as the panel's views, compares each line with what the terminal
/// shows, and writes the changed part of each changed line (a cursor move, a color, the
/// characters). What the framework's tick is measured against.
struct PanelFloor {
    private var shown: [[Character]] = Array(repeating: [], count: 24)
    /// The color each row's colored part shows in.
    private var shownColors: [(UInt8, UInt8, UInt8)?] = Array(repeating: nil, count: 24)
    private var out: [UInt8] = []

    /// Draws the screen for `reading`; returns the bytes written.
    mutating func frame(_ reading: Reading) -> Int {
        out.removeAll(keepingCapacity: true)
        line(6, "Sensor panel · Line 1", color: nil)
        gauge(8, name: "temp ", value: reading.temperature, range: 15...35, unit: "°C")
        gauge(9, name: "press", value: reading.pressure, range: 995...1031, unit: "hPa")
        gauge(10, name: "flow ", value: reading.flow, range: 0...1, unit: "m³/s")
        line(12, "\(reading.samples) samples · live", color: nil)
        line(14, "Pause  Zero  [x] Alarm", color: nil)
        line(16, "[Line 1]", color: nil)
        line(18, reading.temperature > 31 ? "ALARM: temperature high" : "", color: (255, 59, 48))
        return out.count
    }

    private mutating func gauge(_ row: Int, name: String, value: Double, range: ClosedRange<Double>, unit: String) {
        let fraction = min(max((value - range.lowerBound) / (range.upperBound - range.lowerBound), 0), 1)
        let filled = Int((fraction * 30).rounded())
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: 30 - filled)
        let color = (UInt8((0.2 + 0.8 * fraction) * 255), UInt8((0.9 - 0.7 * fraction) * 255), UInt8(0.25 * 255))
        line(row, name + " " + bar + " " + Self.fixed(value) + " " + unit, color: color, colored: 6..<36)
    }

    /// `value` as C's `%7.1f` writes it, by `snprintf` into a stack buffer.
    private static func fixed(_ value: Double) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
            // The buffer holds 32 bytes and snprintf writes at most that many, terminated.
            let count = withVaList([value]) { vsnprintf(buffer.baseAddress!, 32, "%7.1f", $0) }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(count)), as: UTF8.self)
        }
    }

    /// Writes the cells of row `row` that differ from what it shows: a changed character,
    /// or a cell of the colored part when the color changed; a cursor move before each run
    /// of changed cells, the color where the run enters the colored part.
    private mutating func line(_ row: Int, _ text: String, color: (UInt8, UInt8, UInt8)?, colored: Range<Int>? = nil) {
        let characters = Array(text)
        let old = shown[row]
        let colorChanged = color.map { new in shownColors[row].map { $0 != new } ?? true } ?? false
        var cursor: Int?
        var pen: (UInt8, UInt8, UInt8)?
        for index in 0..<max(old.count, characters.count) {
            let character = index < characters.count ? characters[index] : " "
            let isColored = colored?.contains(index) ?? (color != nil)
            let changed = index >= old.count || old[index] != character || (isColored && colorChanged)
            guard changed else { continue }
            if cursor != index { out += Array("\u{1B}[\(row + 1);\(index + 16)H".utf8) }
            let wanted = isColored ? color : nil
            if wanted.map({ new in pen.map { $0 != new } ?? true }) ?? (pen != nil) {
                if let wanted {
                    out += Array("\u{1B}[38;2;\(wanted.0);\(wanted.1);\(wanted.2)m".utf8)
                } else {
                    out += Array("\u{1B}[0m".utf8)
                }
                pen = wanted
            }
            out += Array(String(character).utf8)
            cursor = index + 1
        }
        if pen != nil { out += Array("\u{1B}[0m".utf8) }
        shown[row] = characters
        shownColors[row] = color
    }
}
