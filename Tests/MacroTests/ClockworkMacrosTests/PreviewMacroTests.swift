import ClockworkMacros
import SwiftSyntaxMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct PreviewMacroTests {
    private let macros: [String: MacroSpec] = ["Preview": MacroSpec(type: PreviewMacro.self), "Previewable": MacroSpec(type: PreviewableMacro.self)]

    @Test("a preview becomes a view type of its own with its name, and leaves a record of itself for PreviewRecord.all")
    func aPreviewBecomesAViewTypeOfItsOwnWithItsName() {
        expectExpansion(
            """
            #Preview("Alarm") {
                PanelView()
                    .padding()
            }
            """,
            expandedSource: """
                @section("clockwork_previews") @used
                let __macro_local_13previewRecordfMu_: @convention(c) (UnsafeMutableRawPointer?) -> Void = { storage in
                    storage?.initializeMemory(as: PreviewRecord.self, to: PreviewRecord(
                        name: "Alarm", fileID: "TestModule/test.swift", line: 1, traits: []) {
                            AnyView(__macro_local_7PreviewfMu_())
                        })
                }
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

    @Test("previewable variables become the views properties and the rest its body; its State starts from and is tracked by PreviewableState")
    func previewableVariablesBecomeTheViewsPropertiesAndTheRestItsBody() {
        expectExpansion(
            """
            #Preview {
                @Previewable @State var isOn = false
                @Previewable @StateObject var station = Station()
                Toggle("Alarm", isOn: $isOn)
            }
            """,
            expandedSource: """
                @section("clockwork_previews") @used
                let __macro_local_13previewRecordfMu_: @convention(c) (UnsafeMutableRawPointer?) -> Void = { storage in
                    storage?.initializeMemory(as: PreviewRecord.self, to: PreviewRecord(
                        name: nil, fileID: "TestModule/test.swift", line: 1, traits: []) {
                            AnyView(__macro_local_7PreviewfMu_())
                        })
                }
                @MainActor
                struct __macro_local_7PreviewfMu_: View {
                    /// The name the preview was given, if any.
                    static var previewName: String? {
                        nil
                    }
                    @State var isOn = PreviewableState.initialValue("isOn", false)
                    @StateObject var station = Station()
                    var body: some View {
                        PreviewableState.track("isOn", $isOn)
                        return content
                    }
                    @ViewBuilder private var content: some View {
                        Toggle("Alarm", isOn: $isOn)
                    }
                }
                """,
            macros: macros)
    }

    @Test("traits become the preview types traits and never its name")
    func traitsBecomeThePreviewTypesTraitsAndNeverItsName() {
        expectExpansion(
            """
            #Preview(traits: .fixedLayout(width: 80, height: 24), .landscapeLeft) {
                PanelView()
            }
            """,
            expandedSource: """
                @section("clockwork_previews") @used
                let __macro_local_13previewRecordfMu_: @convention(c) (UnsafeMutableRawPointer?) -> Void = { storage in
                    storage?.initializeMemory(as: PreviewRecord.self, to: PreviewRecord(
                        name: nil, fileID: "TestModule/test.swift", line: 1, traits: [.fixedLayout(width: 80, height: 24), .landscapeLeft]) {
                            AnyView(__macro_local_7PreviewfMu_())
                        })
                }
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

    @Test("a preview without a body is refused with a message")
    func aPreviewWithoutABodyIsRefusedWithAMessage() {
        expectExpansion(
            "#Preview(\"Empty\")",
            expandedSource: "#Preview(\"Empty\")",
            diagnostics: [DiagnosticSpec(message: "#Preview needs a closure that makes the view", line: 1, column: 1)],
            macros: macros)
    }
}
