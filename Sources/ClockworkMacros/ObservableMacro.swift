import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Observable` on a class: each stored `var` becomes a tracked property backed by an
/// `ObservedProperty` (Clockwork's storage that takes writes from any thread), the class
/// gets an observation registrar and conforms to `Observable` with a nonisolated
/// conformance, as Apple's macro writes it: the class keeps the isolation its target gives
/// it, and is not made `Sendable` (a conformance a macro may add takes a class off the main
/// actor where that is the default isolation). Its tracked properties are safe to write
/// from any thread all the same; a class that wants that says so itself
/// (`nonisolated final class Feed: @unchecked Sendable`).
public struct ObservableMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let type = declaration.as(ClassDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: Syntax(node), message: ObservationMessage("@Observable applies to classes only")),
            ])
        }
        let name = type.name.trimmed
        return [
            """
            @Clockwork.ObservationIgnored private let _$observationRegistrar = ClockworkCore.ObservationRegistrar()
            """,
            """
            internal nonisolated func access<Member>(keyPath: KeyPath<\(name), Member>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            internal nonisolated func withMutation<Member, MutationResult>(
                keyPath: KeyPath<\(name), Member>, _ mutation: () throws -> MutationResult
            ) rethrows -> MutationResult {
                try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
        ]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingAttributesFor member: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AttributeSyntax] {
        guard declaration.is(ClassDeclSyntax.self), let property = member.as(VariableDeclSyntax.self) else { return [] }
        if property.bindingSpecifier.tokenKind == .keyword(.var), property.bindings.count > 1,
           !property.hasAttribute(named: "ObservationIgnored") {
            context.diagnose(Diagnostic(node: Syntax(property), message: ObservationMessage(
                "@Observable tracks one property per declaration: declare each of these variables on its own")))
        }
        guard property.isTrackable else { return [] }
        return ["@Clockwork.ObservationTracked"]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        let missing = Set(protocols.map(\.trimmedDescription))
        var extensions: [ExtensionDeclSyntax] = []
        if missing.contains("Observable") {
            // A nonisolated conformance: the registrar uses it from any isolation, while the
            // class itself keeps its target's default isolation (the main actor, in the app
            // template), as Apple's expansion does.
            extensions.append(try ExtensionDeclSyntax("extension \(type.trimmed): nonisolated ClockworkCore.Observable {}"))
        }
        return extensions
    }
}

/// `@ObservationTracked` on a stored property of an `@Observable` class (the class's macro
/// adds it): the property becomes accessors over an `ObservedProperty` named `_name`.
public struct ObservationTrackedMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let property = declaration.as(VariableDeclSyntax.self), property.isTrackable,
              let name = property.identifier else { return [] }
        return [
            """
            @storageRestrictions(initializes: _\(name))
            init(initialValue) {
                _\(name) = ClockworkCore.ObservedProperty(initialValue)
            }
            """,
            """
            get {
                access(keyPath: \\.\(name))
                return _\(name).read()
            }
            """,
            """
            set {
                _\(name).write(newValue, of: self, at: \\.\(name), registrar: _$observationRegistrar)
            }
            """,
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let property = declaration.as(VariableDeclSyntax.self), property.isTrackable,
              let binding = property.bindings.first, let name = property.identifier else { return [] }
        if let initializer = binding.initializer {
            let typed = binding.typeAnnotation.map { "<\($0.type.trimmedDescription)>" } ?? ""
            return ["@Clockwork.ObservationIgnored private var _\(name) = ClockworkCore.ObservedProperty\(raw: typed)(\(initializer.value.trimmed))"]
        }
        guard let type = binding.typeAnnotation?.type.trimmed else { return [] }
        return ["@Clockwork.ObservationIgnored private var _\(name): ClockworkCore.ObservedProperty<\(type)>"]
    }
}

/// `@ObservationIgnored`: the property stays a plain stored property, not tracked.
public struct ObservationIgnoredMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

extension VariableDeclSyntax {
    /// The property's name, when it declares one.
    var identifier: TokenSyntax? {
        bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed
    }

    /// A stored instance `var` of one name, not ignored and without observers or accessors.
    var isTrackable: Bool {
        bindingSpecifier.tokenKind == .keyword(.var) && bindings.count == 1 && identifier != nil
            && bindings.first?.accessorBlock == nil
            && !modifiers.contains { ["static", "class", "lazy", "unowned", "weak"].contains($0.name.text) }
            && !hasAttribute(named: "ObservationIgnored")
    }

    /// Whether the declaration carries the attribute `name`, written bare or qualified by
    /// its module (`@ObservationIgnored`, `@Clockwork.ObservationIgnored`).
    func hasAttribute(named name: String) -> Bool {
        attributes.contains { element in
            guard let spelled = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
            return spelled == name || spelled.hasSuffix(".\(name)")
        }
    }
}

private struct ObservationMessage: DiagnosticMessage {
    let message: String
    init(_ message: String) { self.message = message }
    var diagnosticID: MessageID { MessageID(domain: "ClockworkMacros", id: "observable") }
    var severity: DiagnosticSeverity { .error }
}
