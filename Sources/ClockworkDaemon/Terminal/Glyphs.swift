import ClockworkCore
/// The terminal glyph for a symbol name (`Image(systemName:)`): the symbol's base name
/// (without `.fill`, `.circle` and the like) looked up in a small table of one-cell
/// glyphs; unknown names show as `□`, visibly not a real glyph.
func terminalGlyph(for symbol: String) -> Character {
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

/// What a terminal cell shows for `character`: control characters (C0, DEL and C1, alone
/// or inside a grapheme) as visible stand-ins — the Control Pictures `␀`…`␟` and `␡`, or
/// `�` — so no text, wherever it came from, reaches the terminal as an escape sequence.
func visibleCharacter(_ character: Character) -> Character {
    if let ascii = character.asciiValue {
        if ascii >= 0x20, ascii != 0x7F { return character }
        return controlPicture(UInt32(ascii))
    }
    for scalar in character.unicodeScalars where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        return controlPicture(scalar.value)
    }
    return character
}

private func controlPicture(_ code: UInt32) -> Character {
    switch code {
    case 0..<0x20: Character(Unicode.Scalar(0x2400 + code) ?? "\u{FFFD}")
    case 0x7F: "\u{2421}"
    default: "\u{FFFD}"
    }
}
