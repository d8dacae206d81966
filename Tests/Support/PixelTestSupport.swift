import ClockworkCore
import Foundation

/// Whether `pixel` is `color`, each channel within `tolerance` of 255ths.
package func matches(_ pixel: (red: UInt8, green: UInt8, blue: UInt8), _ color: Color, tolerance: Int = 1) -> Bool {
    let (red, green, blue, _) = color.sRGB
    let expected = [red, green, blue].map { Int(($0 * 255).rounded()) }
    return zip([Int(pixel.red), Int(pixel.green), Int(pixel.blue)], expected).allSatisfy { abs($0 - $1) <= tolerance }
}

/// What tesseract reads in `png`, set as one block of text.
package func ocr(_ png: [UInt8]) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("clockwork-ocr-\(getpid())-\(UUID()).png")
    try Data(png).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/tesseract")
    process.arguments = [file.path, "stdout", "--psm", "6"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}
