@_spi(Machinery) import ClockworkCore

extension Text {
    /// The type of truncation to apply to a line of text when it's too long to fit in the
    /// available space.
    public enum TruncationMode: Sendable, Hashable {
        /// Truncate at the beginning of the line.
        case head
        /// Truncate at the end of the line.
        case tail
        /// Truncate in the middle of the line.
        case middle
    }
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    /// Text's leading edges align.
    case leading
    /// Text is centered.
    case center
    /// Text's trailing edges align.
    case trailing

    /// Where a line of a width sits in a wider frame, 0 (leading) to 1.
    var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

/// How texts below lay out their lines: the environment value `.lineLimit(_:)`,
/// `.multilineTextAlignment(_:)` and `.truncationMode(_:)` set.
struct TextLayout: Equatable {
    var lineLimit: Int?
    /// The fewest lines' height a text takes (`.lineLimit(2...4)`, `reservesSpace`).
    var minimumLines: Int?
    var alignment = TextAlignment.leading
    var truncation = Text.TruncationMode.tail
    /// Extra space between lines, in the target's units.
    var lineSpacing = 0.0
    /// How far a line too long for its width may shrink before it wraps (1: not at all).
    var minimumScaleFactor = 1.0
    var allowsTightening = false
    var textCase: Text.Case?
}

private struct TextLayoutKey: EnvironmentKey {
    static let defaultValue = TextLayout()
}

extension EnvironmentValues {
    /// How texts below lay out their lines.
    var textLayout: TextLayout {
        get { self[TextLayoutKey.self] }
        set { self[TextLayoutKey.self] = newValue }
    }

    /// Whether a modifier above set how texts lay out their lines.
    var setsTextLayout: Bool { contains(TextLayoutKey.self) }

    /// The maximum number of lines that text can occupy in a view (`nil`: as many as it needs).
    public var lineLimit: Int? {
        get { textLayout.lineLimit }
        set { textLayout.lineLimit = newValue }
    }

    /// How texts with several lines align them.
    public var multilineTextAlignment: TextAlignment {
        get { textLayout.alignment }
        set { textLayout.alignment = newValue }
    }

    /// Where texts that do not fit are shortened with an ellipsis.
    public var truncationMode: Text.TruncationMode {
        get { textLayout.truncation }
        set { textLayout.truncation = newValue }
    }

    /// The extra space between the lines of texts, in the target's units.
    public var lineSpacing: CGFloat {
        get { textLayout.lineSpacing }
        set { textLayout.lineSpacing = newValue }
    }

    /// How far texts too long for their width shrink before they wrap (1: not at all).
    public var minimumScaleFactor: CGFloat {
        get { textLayout.minimumScaleFactor }
        set { textLayout.minimumScaleFactor = newValue }
    }

    /// Whether texts may squeeze their letters to fit.
    public var allowsTightening: Bool {
        get { textLayout.allowsTightening }
        set { textLayout.allowsTightening = newValue }
    }

    /// The case texts are shown in (`nil`: as written).
    public var textCase: Text.Case? {
        get { textLayout.textCase }
        set { textLayout.textCase = newValue }
    }
}

extension Text {
    /// A case to show text in, whatever case it was written in.
    public enum Case: Hashable, Sendable {
        /// Capital letters.
        case uppercase
        /// Small letters.
        case lowercase

        /// `text` in this case, as `locale`'s rules have it.
        func apply(to text: String, locale: Locale) -> String {
            switch self {
            case .uppercase: text.uppercased(with: locale)
            case .lowercase: text.lowercased(with: locale)
            }
        }
    }
}

extension View {
    /// Sets the maximum number of lines that text can occupy in this view (`nil`: no limit).
    /// The last line that fits ends with an ellipsis when text is cut.
    public nonisolated func lineLimit(_ number: Int?) -> some View {
        transformEnvironment(\.textLayout) { $0.lineLimit = number }
    }

    /// Sets the alignment of a text's lines when it wraps onto several.
    public nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        transformEnvironment(\.textLayout) { $0.alignment = alignment }
    }

    /// Sets where text that does not fit is shortened with an ellipsis.
    public nonisolated func truncationMode(_ mode: Text.TruncationMode) -> some View {
        transformEnvironment(\.textLayout) { $0.truncation = mode }
    }

    /// Sets the lines text in this view takes: as many as it needs within the range, and
    /// at least its lower bound's height.
    public nonisolated func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        transformEnvironment(\.textLayout) {
            $0.lineLimit = limit.upperBound
            $0.minimumLines = limit.lowerBound
        }
    }

    /// Sets the fewest lines' height text in this view takes, with no most.
    public nonisolated func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        transformEnvironment(\.textLayout) {
            $0.lineLimit = nil
            $0.minimumLines = limit.lowerBound
        }
    }

    /// Sets the most lines text in this view takes.
    public nonisolated func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        transformEnvironment(\.textLayout) {
            $0.lineLimit = limit.upperBound
            $0.minimumLines = nil
        }
    }

    /// Sets the most lines text in this view takes; with `reservesSpace`, it takes their
    /// height even when shorter, so rows of it line up.
    public nonisolated func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        transformEnvironment(\.textLayout) {
            $0.lineLimit = limit
            $0.minimumLines = reservesSpace ? limit : nil
        }
    }

    /// Sets the extra space between the lines of text in this view, in the target's units
    /// (points; on a terminal, whole cells).
    public nonisolated func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        transformEnvironment(\.textLayout) { $0.lineSpacing = max(0, lineSpacing) }
    }

    /// Lets text in this view too long for its width shrink, down to `factor` of its size,
    /// before it wraps. On a target whose fonts do not change sizes (a terminal's cells),
    /// text wraps as before.
    public nonisolated func minimumScaleFactor(_ factor: CGFloat) -> some View {
        transformEnvironment(\.textLayout) { $0.minimumScaleFactor = min(max(factor, 0.01), 1) }
    }

    /// Lets text in this view squeeze its letters to fit. Targets set text at its font's
    /// spacing: the setting is kept in the environment and changes nothing drawn.
    public nonisolated func allowsTightening(_ flag: Bool) -> some View {
        transformEnvironment(\.textLayout) { $0.allowsTightening = flag }
    }

    /// Shows text in this view in `textCase` (`nil`: as written), as the locale's rules have it.
    public nonisolated func textCase(_ textCase: Text.Case?) -> some View {
        transformEnvironment(\.textLayout) { $0.textCase = textCase }
    }
}
