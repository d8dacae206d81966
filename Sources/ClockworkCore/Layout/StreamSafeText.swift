extension String {
    /// The most combining marks in a row that targets shape and draw (Unicode's
    /// stream-safe bound, UAX #15): more stack off the line, unreadable, on any screen.
    package static let drawnCombiningMarks = 30

    /// The text as targets measure and draw it: each run of combining marks cut to
    /// ``drawnCombiningMarks`` (the text itself, in the view and on the wire, is kept whole).
    ///
    /// Cost: text with nothing at or above U+0300 (where combining marks start) is
    /// returned at once after one pass over its UTF-8; other text is read once more, a
    /// scalar's properties at a time, and copied only when a run is too long. Bounding it
    /// bounds the shaping: HarfBuzz places each mark against the ones before it, so a
    /// cluster of n marks costs n² (8,000 marks took half a second a frame).
    package var streamSafe: String {
        if utf8.allSatisfy({ $0 < 0xCC }) { return self }
        var run = 0
        let tooLong = unicodeScalars.contains { scalar in
            run = scalar.isCombiningMark ? run + 1 : 0
            return run > Self.drawnCombiningMarks
        }
        guard tooLong else { return self }
        var kept = String.UnicodeScalarView()
        run = 0
        for scalar in unicodeScalars {
            run = scalar.isCombiningMark ? run + 1 : 0
            if run <= Self.drawnCombiningMarks { kept.append(scalar) }
        }
        return String(kept)
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is a mark that combines with the character before it (a
    /// non-starter, or a nonspacing, spacing or enclosing mark).
    fileprivate var isCombiningMark: Bool {
        let properties = properties
        if properties.canonicalCombiningClass != .notReordered { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
