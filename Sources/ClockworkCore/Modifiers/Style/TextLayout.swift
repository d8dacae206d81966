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
    var alignment = TextAlignment.leading
    var truncation = Text.TruncationMode.tail
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
}

extension View {
    /// Sets the maximum number of lines that text can occupy in this view (`nil`: no limit).
    /// The last line that fits ends with an ellipsis when text is cut.
    public func lineLimit(_ number: Int?) -> some View {
        transformEnvironment(\.textLayout) { $0.lineLimit = number }
    }

    /// Sets the alignment of a text's lines when it wraps onto several.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        transformEnvironment(\.textLayout) { $0.alignment = alignment }
    }

    /// Sets where text that does not fit is shortened with an ellipsis.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        transformEnvironment(\.textLayout) { $0.truncation = mode }
    }
}
