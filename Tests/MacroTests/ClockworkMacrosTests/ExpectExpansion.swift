import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Expands the macros `macros` names in `source` and expects `expandedSource` and
/// `diagnostics`, as swift-syntax's `assertMacroExpansion` does, each difference an issue
/// of the Swift Testing test that asked, at its line.
func expectExpansion(_ source: String, expandedSource: String, diagnostics: [DiagnosticSpec] = [],
                     macros: [String: MacroSpec], sourceLocation: SourceLocation = #_sourceLocation) {
    assertMacroExpansion(source, expandedSource: expandedSource, diagnostics: diagnostics, macroSpecs: macros,
                         failureHandler: { Issue.record(Comment(rawValue: $0.message), sourceLocation: sourceLocation) })
}
