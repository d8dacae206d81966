/// The glyph drawn for a symbol name (`Image(systemName:)`) on a terminal or the pixel
/// grid: the symbol's base name (without `.fill`, `.circle` and the like) looked up in a
/// small table of one-cell glyphs; unknown names show as `□`, visibly not a real glyph.
/// What a render target draws a symbol item with when it has no symbol font of its own.
public func symbolGlyph(for symbol: String) -> Character {
    if let glyph = symbolGlyphs[symbol] { return glyph }
    var base = Substring(symbol)
    for suffix in [".fill", ".circle", ".square", ".slash", ".badge"] where base.hasSuffix(suffix) {
        base = base.dropLast(suffix.count)
    }
    return symbolGlyphs[String(base)] ?? "□"
}

/// One-cell glyphs only (a symbol is laid out one unit wide): no emoji, which terminals
/// draw two cells wide.
let symbolGlyphs: [String: Character] = [
    "play": "▶", "pause": "⏸", "stop": "■", "forward": "»", "backward": "«", "playpause": "⏯",
    "checkmark": "✓", "xmark": "✗", "plus": "+", "minus": "−", "multiply": "×", "divide": "÷", "equal": "=",
    "star": "★", "heart": "♥", "bolt": "ϟ", "gear": "⚙", "gearshape": "⚙", "bell": "⍾",
    "info": "ⓘ", "exclamationmark.triangle": "⚠", "exclamationmark": "!", "questionmark": "?",
    "arrow.up": "↑", "arrow.down": "↓", "arrow.left": "←", "arrow.right": "→", "arrow.clockwise": "↻",
    "arrow.counterclockwise": "↺", "arrow.up.arrow.down": "⇅", "arrow.left.arrow.right": "⇄",
    "chevron.up": "˄", "chevron.down": "˅", "chevron.left": "‹", "chevron.right": "›", "chevron.up.chevron.down": "↕",
    "circle": "●", "square": "■", "triangle": "▲", "diamond": "◆", "app": "▢",
    "thermometer": "°", "wifi": "≋", "antenna.radiowaves.left.and.right": "≋", "battery.100": "▮", "battery.0": "▯",
    "power": "⏻", "lock": "⚿", "lock.open": "⚿", "person": "☺", "house": "⌂", "magnifyingglass": "⌕",
    "trash": "⌦", "pencil": "✎", "folder": "▭", "doc": "▯", "list.bullet": "☰", "line.3.horizontal": "☰",
    "slider.horizontal.3": "☰", "ellipsis": "…", "speaker": "♪", "speaker.wave.2": "♪", "music.note": "♪",
    "sun.max": "☀", "moon": "☾", "cloud": "☁", "drop": "◊", "flame": "♨", "leaf": "❦", "snowflake": "❄",
    "clock": "◷", "timer": "◷", "calendar": "▦", "envelope": "✉", "phone": "☏", "flag": "⚑",
    "tortoise": "◂", "hare": "▸", "gauge": "◔", "gauge.medium": "◔", "speedometer": "◔",
    "waveform": "∿", "waveform.path.ecg": "∿", "chart.bar": "▇", "chart.line.uptrend.xyaxis": "↗",
    "hand.thumbsup": "+", "hand.thumbsdown": "−", "eye": "◉", "eye.slash": "◌", "link": "⚭",
    "wrench": "⚒", "wrench.and.screwdriver": "⚒", "hammer": "⚒", "shield": "⛉", "key": "⚷",
]
