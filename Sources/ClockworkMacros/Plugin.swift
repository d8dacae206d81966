import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands Clockwork's macros (`#Preview`, `@Previewable`).
@main
struct ClockworkMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
