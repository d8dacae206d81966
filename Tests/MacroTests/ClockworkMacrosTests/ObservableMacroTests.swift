import ClockworkMacros
import SwiftSyntaxMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosTestSupport
import XCTest

final class ObservableMacroTests: XCTestCase {
    private let macros: [String: MacroSpec] = [
        "Observable": MacroSpec(type: ObservableMacro.self, conformances: ["Observable", "Sendable"]),
        "ObservationTracked": MacroSpec(type: ObservationTrackedMacro.self),
        "ObservationIgnored": MacroSpec(type: ObservationIgnoredMacro.self),
    ]

    func testStoredVariablesBecomeTrackedPropertiesAndTheClassSendableWhenAllItsStateIsTracked() {
        assertMacroExpansion(
            """
            @Observable
            final class Gauge {
                let id = UUID()
                var level = 0.5
                var label: String
                var percent: Int { Int(level * 100) }

                init(label: String) {
                    self.label = label
                }
            }
            """,
            expandedSource: """
                final class Gauge {
                    let id = UUID()
                    var level {
                        @storageRestrictions(initializes: _level)
                        init(initialValue) {
                            _level = ClockworkCore.ObservedProperty(initialValue)
                        }
                        get {
                            access(keyPath: \\.level)
                            return _level.read()
                        }
                        set {
                            _level.write(newValue, of: self, at: \\.level, registrar: _$observationRegistrar)
                        }
                    }

                    private var _level = ClockworkCore.ObservedProperty(0.5)
                    var label: String {
                        @storageRestrictions(initializes: _label)
                        init(initialValue) {
                            _label = ClockworkCore.ObservedProperty(initialValue)
                        }
                        get {
                            access(keyPath: \\.label)
                            return _label.read()
                        }
                        set {
                            _label.write(newValue, of: self, at: \\.label, registrar: _$observationRegistrar)
                        }
                    }

                    private var _label: ClockworkCore.ObservedProperty<String>
                    var percent: Int { Int(level * 100) }

                    init(label: String) {
                        self.label = label
                    }

                    private let _$observationRegistrar = ClockworkCore.ObservationRegistrar()

                    internal nonisolated func access<Member>(keyPath: KeyPath<Gauge, Member>) {
                        _$observationRegistrar.access(self, keyPath: keyPath)
                    }

                    internal nonisolated func withMutation<Member, MutationResult>(
                        keyPath: KeyPath<Gauge, Member>, _ mutation: () throws -> MutationResult
                    ) rethrows -> MutationResult {
                        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
                    }
                }

                extension Gauge: ClockworkCore.Observable {
                }

                // @unchecked Sendable: every mutable stored property is tracked, a tracked
                // property applies writes on its loop (see ClockworkCore.ObservedProperty),
                // and the stored constants are Sendable (checked below).
                extension Gauge: @unchecked Sendable {
                    private static func _$requireSendableConstants() {
                        ClockworkCore.SendableCheck.require(\\Gauge.id)
                    }
                }
                """,
            macroSpecs: macros)
    }

    func testAClassOnTheMainActorOrWithUntrackedStateIsNotMadeSendable() {
        assertMacroExpansion(
            """
            @MainActor @Observable
            final class Library {
                var count = 0
            }
            @Observable
            final class Cache {
                @ObservationIgnored var hits = 0
            }
            """,
            expandedSource: """
                @MainActor
                final class Library {
                    var count {
                        @storageRestrictions(initializes: _count)
                        init(initialValue) {
                            _count = ClockworkCore.ObservedProperty(initialValue)
                        }
                        get {
                            access(keyPath: \\.count)
                            return _count.read()
                        }
                        set {
                            _count.write(newValue, of: self, at: \\.count, registrar: _$observationRegistrar)
                        }
                    }

                    private var _count = ClockworkCore.ObservedProperty(0)

                    private let _$observationRegistrar = ClockworkCore.ObservationRegistrar()

                    internal nonisolated func access<Member>(keyPath: KeyPath<Library, Member>) {
                        _$observationRegistrar.access(self, keyPath: keyPath)
                    }

                    internal nonisolated func withMutation<Member, MutationResult>(
                        keyPath: KeyPath<Library, Member>, _ mutation: () throws -> MutationResult
                    ) rethrows -> MutationResult {
                        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
                    }
                }
                final class Cache {
                    var hits = 0

                    private let _$observationRegistrar = ClockworkCore.ObservationRegistrar()

                    internal nonisolated func access<Member>(keyPath: KeyPath<Cache, Member>) {
                        _$observationRegistrar.access(self, keyPath: keyPath)
                    }

                    internal nonisolated func withMutation<Member, MutationResult>(
                        keyPath: KeyPath<Cache, Member>, _ mutation: () throws -> MutationResult
                    ) rethrows -> MutationResult {
                        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
                    }
                }

                extension Library: ClockworkCore.Observable {
                }

                extension Cache: ClockworkCore.Observable {
                }
                """,
            macroSpecs: macros)
    }

    func testSeveralVariablesInOneDeclarationAndNonClassesAreDiagnosed() {
        assertMacroExpansion(
            """
            @Observable
            final class Pair {
                var x = 0, y = 0
            }
            @Observable
            struct Point {
                var x = 0
            }
            """,
            expandedSource: """
                final class Pair {
                    var x = 0, y = 0

                    private let _$observationRegistrar = ClockworkCore.ObservationRegistrar()

                    internal nonisolated func access<Member>(keyPath: KeyPath<Pair, Member>) {
                        _$observationRegistrar.access(self, keyPath: keyPath)
                    }

                    internal nonisolated func withMutation<Member, MutationResult>(
                        keyPath: KeyPath<Pair, Member>, _ mutation: () throws -> MutationResult
                    ) rethrows -> MutationResult {
                        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
                    }
                }
                struct Point {
                    var x = 0
                }

                extension Pair: ClockworkCore.Observable {
                }
                """,
            diagnostics: [
                DiagnosticSpec(message: "@Observable tracks one property per declaration: declare each of these variables on its own",
                               line: 3, column: 5),
                DiagnosticSpec(message: "@Observable applies to classes only", line: 5, column: 1),
            ],
            macroSpecs: macros)
    }
}
