// `MemoryFloor FRAMEBUFFER`: what a daemon drawing the demo's panel costs in memory before
// any of Clockwork, the yardstick beside LVGL's panel. Linked as the demo ships (the Swift
// runtime and Foundation statically), it maps an 800×480 framebuffer file as the demo's
// `--framebuffer` does and, at 60 Hz, clears it and draws the panel's text, in the demo's
// two faces, with Pango through Cairo: the title, three readings that change every frame,
// and the sample count. Two seconds in, it gives its free heap pages back, as the demo does.
import CPangoCairo
import Foundation

let (width, height) = (800, 480)
let stride = width * 4
guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: MemoryFloor FRAMEBUFFER\n".utf8))
    exit(2)
}
let descriptor = open(CommandLine.arguments[1], O_RDWR | O_CREAT, 0o644)
guard descriptor >= 0, ftruncate(descriptor, off_t(stride * height)) == 0,
      let mapped = mmap(nil, stride * height, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), mapped != MAP_FAILED else {
    FileHandle.standardError.write(Data("MemoryFloor: cannot map \(CommandLine.arguments[1]): \(String(cString: strerror(errno)))\n".utf8))
    exit(1)
}
// Safe: the mapping is `stride * height` bytes, kept for the process's life.
let surface = cairo_image_surface_create_for_data(mapped.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                  Int32(width), Int32(height), Int32(stride))
let context = cairo_create(surface)

/// A Pango layout in `face`, drawing onto the framebuffer's context.
func layout(_ face: String) -> OpaquePointer? {
    let layout = pango_cairo_create_layout(context)
    let font = pango_font_description_from_string(face)
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)
    return layout
}

let title = layout("Sans 12"), readings = layout("Monospace 12")

/// Draws `text` with its top left at `x`, `y`.
func draw(_ text: String, with layout: OpaquePointer?, x: Double, y: Double) {
    cairo_move_to(context, x, y)
    pango_layout_set_text(layout, text, -1)
    pango_cairo_show_layout(context, layout)
}

var frame = 0
while true {
    let started = Date()
    cairo_set_source_rgb(context, 0.06, 0.07, 0.08)
    cairo_paint(context)
    cairo_set_source_rgb(context, 0.93, 0.93, 0.95)
    draw("Sensor panel · Line 1", with: title, x: 50, y: 78)
    let phase = Double(frame) / 60
    for (row, (name, value, unit)) in [("temp", 30 + sin(phase), "°C"), ("press", 1015 + cos(phase), "hPa"),
                                        ("flow", 0.9 + sin(phase) / 10, "m³/s")].enumerated() {
        draw(String(format: "%-6@%10.1f %@", name, value, unit), with: readings, x: 50, y: 112 + 28 * Double(row))
    }
    draw("\(frame) samples · live", with: title, x: 50, y: 203)
    cairo_surface_flush(surface)
    frame += 1
    if frame == 120 { malloc_trim(0) }
    usleep(useconds_t(max(0, 1 / 60 - Date().timeIntervalSince(started)) * 1_000_000))
}
