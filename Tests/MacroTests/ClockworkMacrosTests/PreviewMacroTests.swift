import ClockworkMacros
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

final class PreviewMacroTests: XCTestCase {
    private let macros: [String: Macro.Type] = ["Preview": PreviewMacro.self, "Previewable": PreviewableMacro.self]

    func testAPreviewBecomesAViewTypeOfItsOwnWithItsName() {
        assertMacroExpansion(
            """
            #Preview("Alarm") {
                PanelView()
                    .padding()
            }
            """,
            expandedSource: """
                @MainActor
                struct __macro_local_7PreviewfMu_: View {
                    /// The name the preview was given, if any.
                    static var previewName: String? {
                        "Alarm"
                    }

                    var body: some View {
                        content
                    }
                    @ViewBuilder private var content: some View {
                        PanelView()
                        .padding()
                    }
                }
                """,
            macros: macros)
    }

    func testPreviewableVariablesBecomeTheViewsPropertiesAndTheRestItsBody() {
        assertMacroExpansion(
            """
            #Preview {
                @Previewable @State var isOn = false
                Toggle("Alarm", isOn: $isOn)
            }
            """,
            expandedSource: """
                @MainActor
                struct __macro_local_7PreviewfMu_: View {
                    /// The name the preview was given, if any.
                    static var previewName: String? {
                        nil
                    }
                    @State var isOn = false
                    var body: some View {
                        content
                    }
                    @ViewBuilder private var content: some View {
                        Toggle("Alarm", isOn: $isOn)
                    }
                }
                """,
            macros: macros)
    }

    func testTraitsBecomeThePreviewTypesTraitsAndNeverItsName() {
        assertMacroExpansion(
            """
            #Preview(traits: .fixedLayout(width: 80, height: 24), .landscapeLeft) {
                PanelView()
            }
            """,
            expandedSource: """
                @MainActor
                struct __macro_local_7PreviewfMu_: View {
                    /// The name the preview was given, if any.
                    static var previewName: String? {
                        nil
                    }
                    /// How a tool should frame the preview.
                    static var previewTraits: [PreviewTrait<PreviewViewTraits>] {
                        [.fixedLayout(width: 80, height: 24), .landscapeLeft]
                    }
                    var body: some View {
                        content
                    }
                    @ViewBuilder private var content: some View {
                        PanelView()
                    }
                }
                """,
            macros: macros)
    }

    func testAPreviewWithoutABodyIsRefusedWithAMessage() {
        assertMacroExpansion(
            "#Preview(\"Empty\")",
            expandedSource: "#Preview(\"Empty\")",
            diagnostics: [DiagnosticSpec(message: "#Preview needs a closure that makes the view", line: 1, column: 1)],
            macros: macros)
    }
}
