@_spi(Machinery) import ClockworkCore
import Foundation

/// A meter's look — a slider's track, a gauge's or a progress view's bar, ring or dial —
/// at `fraction` (0–1) in `tint`.
///
/// In cells, on one row: a slider as `━━━●───`, a capacity bar as `████░░░`, a marker as
/// `───●───`, the filled part in the tint (a gradient runs along the whole meter), the rest
/// dimmed; a ring or dial one glyph that fills by quarters. In pixels: a capsule track with
/// a filled capsule and a knob, or a ring around the frame's middle.
struct MeterLook {
    /// How the fraction is shown.
    enum Style: String, Sendable {
        /// A track filled to the value, with a knob at it (a slider).
        case slider
        /// A bar filled to the value (a linear gauge, a progress bar).
        case capacity
        /// An empty track with a marker at the value.
        case marker
        /// A ring filled round to the value (a circular gauge or progress view).
        case ring
        /// A ring with a marker at the value.
        case dial
    }

    var fraction: Double
    var style: Style
    var tint: PaintStyle

    func append(in frame: Rect, on canvas: LookCanvas, to items: inout DisplayListBuilder) {
        let value = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if let pixel = canvas.pixel {
            appendShapes(value, in: frame, pixel: pixel, on: canvas, to: &items)
        } else {
            appendGlyphs(value, in: frame, on: canvas, to: &items)
        }
    }

    private static let ringGlyphs = ["○", "◔", "◑", "◕", "●"]

    private func appendGlyphs(_ value: Double, in frame: Rect, on canvas: LookCanvas, to items: inout DisplayListBuilder) {
        let cell = canvas.metrics.cell
        let cells = max(Int((frame.size.width / cell.width).rounded()), 1)
        func centre(ofCell index: Int) -> Point {
            Point(x: frame.minX + (Double(index) + 0.5) * cell.width, y: frame.minY + frame.size.height / 2)
        }
        switch style {
        case .ring, .dial:
            let glyph = Self.ringGlyphs[Int((value * Double(Self.ringGlyphs.count - 1)).rounded())]
            items.append(canvas.glyphs(glyph, cells: 1, in: frame, style: canvas.style(tint, at: centre(ofCell: 0), in: frame)))
        case .slider:
            let thumb = Int((value * Double(cells - 1)).rounded())
            items.append(canvas.item(.text(canvas.runs.string(repeating: "━", count: thumb, then: "●")), in: frame, style: tint))
            items.append(canvas.run(of: "─", count: cells - thumb - 1, in: frame, atCell: thumb + 1, style: LookCanvas.dimmed))
        case .marker:
            let thumb = Int((value * Double(cells - 1)).rounded())
            items.append(canvas.run(of: "─", count: thumb, in: frame, style: LookCanvas.dimmed))
            items.append(canvas.glyphs("●", cells: 1, in: frame, atCell: thumb, style: canvas.style(tint, at: centre(ofCell: thumb), in: frame)))
            items.append(canvas.run(of: "─", count: cells - thumb - 1, in: frame, atCell: thumb + 1, style: LookCanvas.dimmed))
        case .capacity:
            let filled = Int((value * Double(cells)).rounded())
            items.append(canvas.item(.text(canvas.runs.string(repeating: "█", count: filled)), in: frame, style: tint))
            items.append(canvas.run(of: "░", count: cells - filled, in: frame, atCell: filled, style: LookCanvas.dimmed))
        }
    }

    private func appendShapes(_ value: Double, in frame: Rect, pixel: Size, on canvas: LookCanvas, to items: inout DisplayListBuilder) {
        let box = PixelBox(frame, pixel: pixel)
        switch style {
        case .slider, .capacity, .marker:
            let inPoints = canvas.metrics.measuresPoints
            // A slider in points is iOS's: a 4-point track, the knob as tall as the frame and
            // ringed in a faint gray, as its shadow shows it on a white screen.
            let thickness = inPoints && style == .slider ? min(4 / pixel.height, box.height)
                : style == .capacity ? box.height * 0.5 : max(box.height * 0.2, 2)
            let track = PixelBox(x: box.x, y: box.y + (box.height - thickness) / 2, width: box.width, height: thickness)
            items.append(canvas.fill(.capsule, in: track.layout(pixel), style: LookCanvas.track))
            if style != .marker {
                let filled = PixelBox(x: track.x, y: track.y, width: value > 0 ? max(track.width * value, thickness) : 0, height: thickness)
                items.append(canvas.fill(.capsule, in: filled.layout(pixel), style: tint))
            }
            if style != .capacity {
                let radius = inPoints && style == .slider ? box.height / 2 - 1 : box.height * 0.35
                let centerX = box.x + radius + (box.width - 2 * radius) * value
                let knob = PixelBox(x: centerX - radius, y: box.midY - radius, width: 2 * radius, height: 2 * radius)
                if inPoints, style == .slider {
                    items.append(canvas.fill(.circle, in: knob.insetBy(dx: -1, dy: -1).layout(pixel), style: .color(Color(white: 0, opacity: 0.12))))
                }
                let knobStyle = style == .slider ? PaintStyle.color(.white)
                    : canvas.style(tint, at: Point(x: centerX * pixel.width, y: box.midY * pixel.height), in: frame)
                items.append(canvas.fill(.circle, in: knob.layout(pixel), style: knobStyle))
            }
        case .ring, .dial:
            if canvas.metrics.measuresPoints { return appendAccessoryRing(value, box: box, frame: frame, pixel: pixel, on: canvas, to: &items) }
            let radius = min(box.width, box.height) / 2 * 0.8
            let line = max(radius * 0.25, 2)
            let center = CGPoint(x: box.width / 2, y: box.height / 2)
            let ring = Outline.arc(center: center, radius: radius, line: line, from: 0, to: 2 * .pi)
            items.append(canvas.fill(.path(ring.inLayoutUnits(pixel)), in: frame, style: LookCanvas.track, eoFill: true))
            let start = -Double.pi / 2
            let angle = start + 2 * .pi * value
            let (from, to) = style == .ring ? (start, angle) : (angle - 0.15, angle + 0.15)
            let part = Outline.arc(center: center, radius: radius, line: line, from: from, to: min(to, from + 2 * .pi - 0.0001))
            items.append(canvas.fill(.path(part.inLayoutUnits(pixel)), in: frame, style: tint))
        }
    }

    /// iOS's circular accessory gauges, in points: a ring a tenth of the side thick
    /// around the frame's edge. A capacity ring is dimmed and filled in the tint from the
    /// top clockwise to the value; a dial is a three-quarter arc open at the foot, in the
    /// tint, with a ring marking the value cut out of it.
    private func appendAccessoryRing(_ value: Double, box: PixelBox, frame: Rect, pixel: Size, on canvas: LookCanvas,
                                     to items: inout DisplayListBuilder) {
        let side = min(box.width, box.height)
        let line = side / 10
        let radius = side / 2 - line / 2
        let center = CGPoint(x: box.width / 2, y: box.height / 2)
        guard style == .dial else {
            let ring = Outline.arc(center: center, radius: radius, line: line, from: 0, to: 2 * .pi)
            var track = canvas.fill(.path(ring.inLayoutUnits(pixel)), in: frame, style: tint, eoFill: true)
            track.opacity *= 0.3
            items.append(track)
            let start = -Double.pi / 2
            let part = Outline.arc(center: center, radius: radius, line: line, from: start, to: start + 2 * .pi * min(value, 0.9999))
            items.append(canvas.fill(.path(part.inLayoutUnits(pixel)), in: frame, style: tint))
            return
        }
        let (from, to) = (0.75 * Double.pi, 2.25 * Double.pi)
        let arc = Outline.arc(center: center, radius: radius, line: line, from: from, to: to)
        items.append(canvas.fill(.path(arc.inLayoutUnits(pixel)), in: frame, style: tint))
        let angle = from + (to - from) * value
        let mark = CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
        let outer = line * 0.9, inner = line * 0.45
        var marker = Path()
        marker.addEllipse(in: CGRect(x: mark.x - outer, y: mark.y - outer, width: 2 * outer, height: 2 * outer))
        items.append(canvas.fill(.path(marker.inLayoutUnits(pixel)), in: frame, style: Color(uiColor: .systemBackground).paintStyle))
        var knob = Path()
        knob.addEllipse(in: CGRect(x: mark.x - outer + inner / 2, y: mark.y - outer + inner / 2, width: 2 * outer - inner, height: 2 * outer - inner))
        knob.addEllipse(in: CGRect(x: mark.x - inner / 2, y: mark.y - inner / 2, width: inner, height: inner))
        items.append(canvas.fill(.path(knob.inLayoutUnits(pixel)), in: frame, style: canvas.foreground, eoFill: true))
    }
}
