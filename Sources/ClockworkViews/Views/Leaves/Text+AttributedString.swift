@_spi(Machinery) import ClockworkCore
import Foundation

extension AttributeScopes {
    /// The attributes of SwiftUI's text that an `AttributedString` carries into a ``Text``:
    /// `string.font = .title`, `string.foregroundColor = .red`.
    public struct SwiftUIAttributes: AttributeScope {
        /// A run's font.
        public let font: FontAttribute
        /// A run's color.
        public let foregroundColor: ForegroundColorAttribute
        /// A run's underline.
        public let underlineStyle: UnderlineStyleAttribute
        /// A run's strikethrough.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// Foundation's attributes (links among them).
        public let foundation: FoundationAttributes

        /// The font of a run of text.
        public enum FontAttribute: AttributedStringKey {
            /// A font.
            public typealias Value = Font
            /// The attribute's name.
            public static let name = "SwiftUI.Font"
        }

        /// The color of a run of text.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A color.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The line under a run of text.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// A line style.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// The line through a run of text.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// A line style.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.StrikethroughStyle"
        }
    }

    /// SwiftUI's text attributes.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// SwiftUI's text attributes by name: `string.font`, `run.foregroundColor`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// A text of `attributedContent`'s runs, each in its font, color, underline and
    /// strikethrough; a run with a link is shown as a link is, underlined in the accent
    /// color. (Foundation on Linux lets a string literal be an `AttributedString`; a
    /// literal stays a localized key, as on Apple's platforms.)
    @_disfavoredOverload
    public nonisolated init(_ attributedContent: AttributedString) {
        let runs = attributedContent.runs.map { run in
            var style = TextRunStyle()
            style.font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            style.foreground = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]?.paintStyle
            style.isUnderlined = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] != nil
            style.isStruckThrough = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] != nil
            if run.link != nil {
                style.isUnderlined = true
                if style.foreground == nil { style.foreground = Color.accentColor.paintStyle }
            }
            return TextRun(content: String(attributedContent[run.range].characters), style: style)
        }
        self.init(runs: runs.isEmpty ? [TextRun(content: "")] : runs)
    }
}
