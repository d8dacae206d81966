import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Entry` on a property of an `EnvironmentValues` extension: a key type named
/// `__Key_name` whose default value is the property's initial value, and accessors that
/// read and write the environment through it, as writing an `EnvironmentKey` by hand does.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let name = try entry(declaration, node: node).name else { return [] }
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let (name, type, value) = try entry(declaration, node: node)
        guard let name else { return [] }
        // With a type, the default is computed each time it is read, as the initial value
        // would be; without one, a constant takes the type the value gives it.
        let defaultValue = type.map { "static var defaultValue: \($0) { \(value ?? "nil") }" }
            ?? "static let defaultValue = \(value ?? "nil")"
        return ["""
            private struct __Key_\(raw: name): ClockworkCore.EnvironmentKey {
                \(raw: defaultValue)
            }
            """]
    }

    /// The property's name, its type as written and its initial value; diagnoses what an
    /// entry cannot be made of.
    private static func entry(_ declaration: some DeclSyntaxProtocol,
                              node: AttributeSyntax) throws -> (name: String?, type: String?, value: String?) {
        guard let property = declaration.as(VariableDeclSyntax.self), property.bindingSpecifier.tokenKind == .keyword(.var),
              property.bindings.count == 1, let binding = property.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription, binding.accessorBlock == nil
        else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: EntryMessage(
                "@Entry applies to one stored 'var' of an EnvironmentValues extension, with a type or an initial value"))])
        }
        let type = binding.typeAnnotation?.type.trimmedDescription
        let value = binding.initializer?.value.trimmedDescription
        guard type != nil || value != nil else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: EntryMessage(
                "@Entry needs the property's type or its initial value"))])
        }
        guard value != nil || type?.hasSuffix("?") == true else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: EntryMessage(
                "@Entry needs an initial value: it is the entry's default"))])
        }
        return (name, type, value)
    }
}

private struct EntryMessage: DiagnosticMessage {
    let message: String
    init(_ message: String) { self.message = message }
    var diagnosticID: MessageID { MessageID(domain: "ClockworkMacros", id: "entry") }
    var severity: DiagnosticSeverity { .error }
}
