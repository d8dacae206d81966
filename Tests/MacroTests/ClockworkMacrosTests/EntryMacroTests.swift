import ClockworkMacros
import SwiftSyntaxMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct EntryMacroTests {
    private let macros: [String: MacroSpec] = ["Entry": MacroSpec(type: EntryMacro.self)]

    @Test("an entry becomes accessors over a key whose default is the initial value, computed with a type and constant without")
    func anEntryBecomesAccessorsOverAKey() {
        expectExpansion(
            """
            extension EnvironmentValues {
                @Entry var accent: Color = .orange
                @Entry var retries = 3
            }
            """,
            expandedSource: """
                extension EnvironmentValues {
                    var accent: Color {
                        get {
                            self[__Key_accent.self]
                        }
                        set {
                            self[__Key_accent.self] = newValue
                        }
                    }

                    private struct __Key_accent: ClockworkCore.EnvironmentKey {
                        static var defaultValue: Color {
                            .orange
                        }
                    }
                    var retries {
                        get {
                            self[__Key_retries.self]
                        }
                        set {
                            self[__Key_retries.self] = newValue
                        }
                    }

                    private struct __Key_retries: ClockworkCore.EnvironmentKey {
                        static let defaultValue = 3
                    }
                }
                """,
            macros: macros)
    }

    @Test("an entry of a constant, or with neither a type nor a value, is diagnosed")
    func entriesThatCannotBeMadeAreDiagnosed() {
        expectExpansion(
            """
            extension EnvironmentValues {
                @Entry let fixed = 1
                @Entry var unknown: Int
            }
            """,
            expandedSource: """
                extension EnvironmentValues {
                    let fixed = 1
                    var unknown: Int
                }
                """,
            diagnostics: [
                DiagnosticSpec(message: "@Entry applies to one stored 'var' of an EnvironmentValues extension, with a type or an initial value",
                               line: 2, column: 5),
                DiagnosticSpec(message: "@Entry applies to one stored 'var' of an EnvironmentValues extension, with a type or an initial value",
                               line: 2, column: 5),
                DiagnosticSpec(message: "@Entry needs an initial value: it is the entry's default", line: 3, column: 5),
                DiagnosticSpec(message: "@Entry needs an initial value: it is the entry's default", line: 3, column: 5),
            ],
            macros: macros)
    }
}
