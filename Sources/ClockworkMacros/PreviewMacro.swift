import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview("Name") { … }`: the body becomes a view type of its own, so previews compile
/// (and can be mounted) wherever SwiftUI code puts them, and a record of it goes into the
/// program's `clockwork_previews` section, where `PreviewRecord.all` finds it. `@Previewable` variables at the
/// top of the body become that view's properties: `@Previewable @State var on = false`
/// is the view's own state, carried across rebuilds by `PreviewableState`.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let closure = node.trailingClosure
            ?? node.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
        guard let closure else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: Syntax(node), message: PreviewMessage("#Preview needs a closure that makes the view")),
            ])
        }
        let arguments = Array(node.arguments)
        let name = arguments.first.flatMap { $0.label == nil ? $0.expression.trimmedDescription : nil } ?? "nil"
        // The traits: the `traits:` argument and the unlabeled ones after it.
        let traits = arguments.drop { $0.label?.text != "traits" }.prefix { $0.label == nil || $0.label?.text == "traits" }
        let traitList = traits.map { "\($0.expression.trimmed)" }.joined(separator: ", ")
        var properties: [String] = []
        if !traitList.isEmpty {
            properties.append("/// How a tool should frame the preview.")
            properties.append("static var previewTraits: [PreviewTrait<PreviewViewTraits>] { [\(traitList)] }")
        }
        var statements: [String] = []
        var tracking: [String] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                var stored = variable
                stored.attributes = variable.attributes.filter { !isPreviewable($0) }
                // `@State` is carried from one build of the preview to the next: it starts from
                // what the last build left (`PreviewableState`), and its binding is tracked.
                if variable.attributes.contains(where: { isAttribute($0, named: "State") }) {
                    stored.bindings = PatternBindingListSyntax(stored.bindings.map { binding in
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                              let initializer = binding.initializer else { return binding }
                        tracking.append("PreviewableState.track(\"\(name)\", $\(name))")
                        var carried = binding
                        carried.initializer = initializer.with(\.value,
                            "PreviewableState.initialValue(\(literal: name), \(initializer.value.trimmed))")
                        return carried
                    })
                }
                properties.append(stored.trimmedDescription)
            } else {
                statements.append(item.trimmedDescription)
            }
        }
        let typeName = context.makeUniqueName("Preview")
        let recordName = context.makeUniqueName("previewRecord")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location.map { "\($0.file)" } ?? "#fileID"
        let line = location.map { "\($0.line)" } ?? "#line"
        // The record in the section `clockwork_previews`, which `PreviewRecord.all` reads:
        // a C function, so that the linker lays the records out as an array of pointers.
        let record: DeclSyntax = """
            @section("clockwork_previews") @used
            let \(recordName): @convention(c) (UnsafeMutableRawPointer?) -> Void = { storage in
                storage?.initializeMemory(as: PreviewRecord.self, to: PreviewRecord(
                    name: \(raw: name), fileID: \(raw: file), line: \(raw: line), traits: [\(raw: traitList)]) { AnyView(\(typeName)()) })
            }
            """
        return [record, """
            @MainActor
            struct \(typeName): View {
                /// The name the preview was given, if any.
                static var previewName: String? { \(raw: name) }
                \(raw: properties.joined(separator: "\n    "))
                var body: some View {
                    \(raw: tracking.isEmpty ? "content" : (tracking + ["return content"]).joined(separator: "\n"))
                }
                @ViewBuilder private var content: some View {
                    \(raw: statements.joined(separator: "\n"))
                }
            }
            """]
    }

    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        isAttribute(element, named: "Previewable")
    }

    private static func isAttribute(_ element: AttributeListSyntax.Element, named name: String) -> Bool {
        element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name
    }
}

/// `@Previewable`: marks a `#Preview` body's variable as the preview view's property. The
/// `#Preview` expansion does the work; alone it adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

private struct PreviewMessage: DiagnosticMessage {
    let message: String
    init(_ message: String) { self.message = message }
    var diagnosticID: MessageID { MessageID(domain: "ClockworkMacros", id: "preview") }
    var severity: DiagnosticSeverity { .error }
}
