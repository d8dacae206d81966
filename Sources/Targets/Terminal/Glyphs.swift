import ClockworkCore

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
