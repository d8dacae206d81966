@_spi(Machinery) import ClockworkCore

extension Text {
    /// This text in `font` (`nil`: unchanged). Like SwiftUI's, these modifiers return a
    /// `Text`, so styled texts can be joined with `+`; a style set on the text wins over
    /// the one the views around it set.
    public nonisolated func font(_ font: Font?) -> Text {
        styled { if $0.font == nil { $0.font = font } }
    }

    /// This text in `weight` (`nil`: its font's own).
    public nonisolated func fontWeight(_ weight: Font.Weight?) -> Text {
        styled { if $0.weight == nil { $0.weight = weight } }
    }

    /// This text in bold.
    public nonisolated func bold() -> Text {
        fontWeight(.bold)
    }

    /// This text in bold when `isActive`.
    public nonisolated func bold(_ isActive: Bool) -> Text {
        isActive ? bold() : self
    }

    /// This text in italics.
    public nonisolated func italic() -> Text {
        styled { $0.isItalic = true }
    }

    /// This text in italics when `isActive`.
    public nonisolated func italic(_ isActive: Bool) -> Text {
        isActive ? italic() : self
    }

    /// This text with digits of one width, so changing numbers keep their place.
    public nonisolated func monospacedDigit() -> Text {
        styled { $0.hasMonospacedDigits = true }
    }

    /// This text in `color` (`nil`: the color the views around it set).
    public nonisolated func foregroundColor(_ color: Color?) -> Text {
        styled { if $0.foreground == nil { $0.foreground = color?.paintStyle } }
    }

    /// This text painted in `style`.
    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        styled { if $0.foreground == nil { $0.foreground = style.paintStyle } }
    }

    /// The two texts as one, each run keeping its own style: `Text("Ready").bold() +
    /// Text(" since 9:41")`. The result lays out and wraps as one text.
    public nonisolated static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runList + rhs.runList)
    }

    /// This text with `change` made to the style of each of its runs.
    nonisolated private func styled(_ change: (inout TextRunStyle) -> Void) -> Text {
        var runs = runList
        for index in runs.indices { change(&runs[index].style) }
        return Text(runs: runs)
    }
}

extension Text {
    /// How a line drawn under or through text looks.
    public struct LineStyle: Hashable, Sendable {
        /// The line's pattern.
        public let pattern: Pattern
        /// The line's color (`nil`: the text's).
        public let color: Color?

        /// A line of `pattern` in `color`.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's color.
        nonisolated public static let single = LineStyle()

        /// The dashes and dots of a line.
        public enum Pattern: Hashable, Sendable {
            /// Unbroken.
            case solid
            /// Dots.
            case dot
            /// Dashes.
            case dash
            /// Dashes and dots.
            case dashDot
            /// A dash and two dots.
            case dashDotDot
        }
    }

    /// This text in the family `design` (`nil`: its font's own).
    public nonisolated func fontDesign(_ design: Font.Design?) -> Text {
        styled { if $0.design == nil { $0.design = design } }
    }

    /// This text in the monospaced family, when `isActive`.
    public nonisolated func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? fontDesign(.monospaced) : self
    }

    /// This text underlined when `isActive`. Targets draw the line solid, in the text's
    /// color: a cell's underline has neither pattern nor color of its own.
    public nonisolated func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? styled { $0.isUnderlined = true } : self
    }

    /// This text underlined in `pattern` when `isActive`, drawn as
    /// ``underline(_:color:)``'s line is.
    public nonisolated func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        underline(isActive, color: color)
    }

    /// This text struck through when `isActive`, drawn as ``underline(_:color:)``'s line is.
    public nonisolated func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? styled { $0.isStruckThrough = true } : self
    }

    /// This text struck through in `pattern` when `isActive`, drawn as
    /// ``underline(_:color:)``'s line is.
    public nonisolated func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        strikethrough(isActive, color: color)
    }
}
