@_spi(Machinery) import ClockworkCore
import Foundation

/// An indeterminate progress indicator's look, a step further round each phase: a
/// braille glyph of a turning dot in cells, a three-quarter arc in pixels; laid out in
/// points, iOS's activity indicator: eight rounded spokes in the secondary gray, the
/// newest darkest.
struct SpinnerLook {
    var phase: Int

    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    func append(in frame: Rect, on canvas: LookCanvas, to items: inout DisplayListBuilder) {
        guard let pixel = canvas.pixel else {
            let count = Self.frames.count
            items.append(canvas.glyphs(Self.frames[((phase % count) + count) % count], cells: 1, in: frame))
            return
        }
        let box = PixelBox(frame, pixel: pixel)
        if canvas.metrics.measuresPoints { return appendSpokes(in: frame, box: box, pixel: pixel, on: canvas, to: &items) }
        let radius = min(box.width, box.height) / 2 * 0.7
        let start = Double(phase % 12) / 12 * 2 * .pi
        let arc = Outline.arc(center: CGPoint(x: box.width / 2, y: box.height / 2), radius: radius, line: max(radius * 0.3, 1.5),
                              from: start, to: start + 1.5 * .pi)
        items.append(canvas.fill(.path(arc.inLayoutUnits(pixel)), in: frame, style: canvas.foreground))
    }

    /// iOS's eight spokes round the middle of `frame`, from half its radius out, fading
    /// behind the one the phase is at.
    private func appendSpokes(in frame: Rect, box: PixelBox, pixel: Size, on canvas: LookCanvas, to items: inout DisplayListBuilder) {
        let radius = min(box.width, box.height) / 2
        let width = max(radius * 0.24, 1)
        let centre = CGPoint(x: box.width / 2, y: box.height / 2)
        let lead = ((phase % 8) + 8) % 8
        for spoke in 0..<8 {
            let angle = Double(spoke) / 8 * 2 * .pi - .pi / 2
            let inner = CGPoint(x: centre.x + cos(angle) * (radius * 0.5 + width / 2), y: centre.y + sin(angle) * (radius * 0.5 + width / 2))
            let outer = CGPoint(x: centre.x + cos(angle) * (radius - width / 2), y: centre.y + sin(angle) * (radius - width / 2))
            let age = (lead - spoke + 8) % 8
            var parts = [canvas.fill(.path(Outline.polyline([inner, outer], width: width).inLayoutUnits(pixel)), in: frame,
                                     style: .hierarchical(.secondary))]
            for end in [inner, outer] {
                let cap = PixelBox(x: box.x + Double(end.x) - width / 2, y: box.y + Double(end.y) - width / 2, width: width, height: width)
                parts.append(canvas.fill(.circle, in: cap.layout(pixel), style: .hierarchical(.secondary)))
            }
            for var part in parts {
                part.opacity *= 1 - Double(age) * 0.1
                items.append(part)
            }
        }
    }
}
