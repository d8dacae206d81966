@_spi(Machinery) import ClockworkCore
import Foundation

/// A view that displays one or more lines of read-only text.
public struct Text: Equatable, Sendable {
    @usableFromInline let content: String
    /// The runs, when the text has styles of its own, was joined with `+`, or shows a
    /// date kept current (`Text(date, style: .timer)`): then they, not `content`, say
    /// what it shows. Boxed, so a plain text (nearly every text) stays small.
    var runs: TextRuns?
    /// What `content` was made from, when another locale shows it otherwise: a key to
    /// look up (in a program with string tables), a value to format.
    @usableFromInline var source: TextSource?

    /// Creates a text view that displays a string.
    @_disfavoredOverload
    @inlinable
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Creates a text view that shows a localized string: `key` looked up in the string
    /// table `tableName` (`Localizable` when `nil`) of `bundle` (the program's bundles when
    /// `nil`) in the language of `\.locale`, or as written when no table has it.
    /// Interpolations are formatted as the key's are: `Text("\(reading, specifier: "%.1f") °C")`.
    /// The comment is for translators; it changes nothing shown.
    @inlinable
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.text
        if Localization.buildsKeys || bundle != nil { source = Self.localizedSource(of: key, table: tableName, bundle: bundle) }
    }

    /// Creates a text view that shows a localized string resource in the language of
    /// `\.locale` (the resource's own locale is the process's). A string literal makes a
    /// ``LocalizedStringKey`` instead, as in SwiftUI.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        content = resource.localizedKey.text
        source = Self.localizedSource(of: resource.localizedKey, table: resource.table, bundle: resource.bundle.bundle)
    }

    /// The source of a text made from `key`.
    @usableFromInline
    static func localizedSource(of key: LocalizedStringKey, table: String?, bundle: Bundle?) -> TextSource {
        LocalizedTextSource(key: key.key, arguments: key.arguments, table: table, bundle: bundle)
    }

    /// Creates a text view that shows `input` formatted by `format` in the locale of
    /// `\.locale`: `Text(level, format: .percent)`. Plain numbers with a fixed number of
    /// fraction digits, and integers, are formatted without ICU (see `NumberFormatFastPath`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        content = NumberFormatFastPath.format(input, format) ?? format.locale(ProcessLocale.current).format(input)
        source = FormattedTextSource(input: input, format: format)
    }

    /// Creates a text view that displays a string without localization.
    @inlinable
    public init(verbatim content: String) {
        self.content = content
    }

    /// A text of `runs`.
    init(runs: [TextRun]) {
        content = ""
        self.runs = TextRuns(runs)
    }

    /// The text's runs: its own, or all of it as one plain run.
    var runList: [TextRun] {
        runs?.runs ?? [TextRun(content: content, source: source)]
    }

    /// The whole string the text shows in the process's locale (its runs joined; a live
    /// date as it was made): what a title, a placeholder or a label made from a text keeps.
    package var plainString: String {
        runList.map { $0.shown(in: ProcessLocale.current) }.joined()
    }

    @MainActor package func makeContent() -> NodeContent { TextContent(self) }

    /// A date and the style that shows it relative to now.
    final class LiveDate: Equatable, Sendable {
        let date: Date
        let style: DateStyle

        init(date: Date, style: DateStyle) {
            self.date = date
            self.style = style
        }

        static func == (lhs: LiveDate, rhs: LiveDate) -> Bool {
            lhs.date == rhs.date && lhs.style == rhs.style
        }
    }
}

extension Text: View, BuiltinView {}

/// A text's width as the graph's `TextMeasure` gives it, remembered for the last text
/// asked: layout asks once per proposal, and measuring a long text is the costly part.
struct TextWidth {
    private var text = ""
    private var width = 0.0
    /// The measure generation the width was taken in (none yet: 0).
    private var generation: UInt64 = 0
    /// The font the width was taken in, on a target that measures fonts.
    private var font: Font?

    /// The width of `text` in the body font.
    @MainActor mutating func of(_ text: String, in graph: ViewGraph) -> Double {
        of(text, measure: graph.textMeasure, font: nil, generation: graph.textMeasureGeneration)
    }

    /// The width of `text` as `measure` (the measure of `font`, in measure generation
    /// `generation`) gives it.
    @MainActor mutating func of(_ text: String, measure: any TextMeasure, font: Font?, generation: UInt64) -> Double {
        if generation == self.generation, font == self.font, text == self.text { return width }
        width = measure.width(of: text)
        self.text = text
        self.font = font
        self.generation = generation
        return width
    }
}
