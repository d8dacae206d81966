/// The terminal glyph for a symbol name (`Image(systemName:)`): the symbol's base name
/// (without `.fill`, `.circle` and the like) looked up in a small table; unknown names
/// show as `□`, visibly not a real glyph.
func terminalGlyph(for symbol: String) -> Character {
    if let glyph = symbolGlyphs[symbol] { return glyph }
    var base = Substring(symbol)
    for suffix in [".fill", ".circle", ".square", ".slash"] where base.hasSuffix(suffix) {
        base = base.dropLast(suffix.count)
    }
    return symbolGlyphs[String(base)] ?? "□"
}

private let symbolGlyphs: [String: Character] = [
    "play": "▶", "pause": "⏸", "stop": "■", "forward": "⏩", "backward": "⏪",
    "checkmark": "✓", "xmark": "✗", "plus": "+", "minus": "−",
    "star": "★", "heart": "♥", "bolt": "⚡", "gear": "⚙", "bell": "🔔",
    "info": "ⓘ", "exclamationmark.triangle": "⚠", "questionmark": "?",
    "arrow.up": "↑", "arrow.down": "↓", "arrow.left": "←", "arrow.right": "→",
    "chevron.up": "˄", "chevron.down": "˅", "chevron.left": "‹", "chevron.right": "›",
    "circle": "●", "square": "■", "thermometer": "🌡", "wifi": "📶", "battery.100": "▮",
]
