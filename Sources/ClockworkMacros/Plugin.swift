import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands Clockwork's macros (`#Preview`, `@Previewable`,
/// `@Observable` and its property macros, `@Entry`).
@main
struct ClockworkMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [
        PreviewMacro.self, PreviewableMacro.self,
        ObservableMacro.self, ObservationTrackedMacro.self, ObservationIgnoredMacro.self,
        EntryMacro.self,
    ]
}
