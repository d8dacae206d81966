import ClockworkMacros
import SwiftSyntaxMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct ObservableMacroTests {
    private let macros: [String: MacroSpec] = [
        "Observable": MacroSpec(type: ObservableMacro.self, conformances: ["Observable"]),
        "ObservationTracked": MacroSpec(type: ObservationTrackedMacro.self),
        "ObservationIgnored": MacroSpec(type: ObservationIgnoredMacro.self),
    ]

    // The class's macro marks properties `@Clockwork.ObservationTracked`, qualified, so a file
    // that also imports Observation expands Clockwork's, not Observation's. The test system
    // expands bare names only: the tracked property's expansion has a test of its own.
    // The conformance is nonisolated and nothing makes the class Sendable, as Apple's macro
    // writes it: under main-actor default isolation the class stays on the main actor.
    @Test("stored variables are marked tracked and the class conforms with a nonisolated conformance")
    func storedVariablesAreMarkedTrackedAndTheClassConformsWithANonisolatedConformance() {
        expectExpansion(
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
                    @Clockwork.ObservationTracked
                    var level = 0.5
                    @Clockwork.ObservationTracked
                    var label: String
                    var percent: Int { Int(level * 100) }

                    init(label: String) {
                        self.label = label
                    }

                    @Clockwork.ObservationIgnored private let _$observationRegistrar = ClockworkCore.ObservationRegistrar()

                    internal nonisolated func access<Member>(keyPath: KeyPath<Gauge, Member>) {
                        _$observationRegistrar.access(self, keyPath: keyPath)
                    }

                    internal nonisolated func withMutation<Member, MutationResult>(
                        keyPath: KeyPath<Gauge, Member>, _ mutation: () throws -> MutationResult
                    ) rethrows -> MutationResult {
                        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
                    }
                }

                extension Gauge: nonisolated ClockworkCore.Observable {
                }
                """,
            macros: macros)
    }

    @Test("a tracked property becomes accessors over observed property storage")
    func aTrackedPropertyBecomesAccessorsOverObservedPropertyStorage() {
        expectExpansion(
            """
            final class Gauge {
                @ObservationTracked
                var level = 0.5
                @ObservationTracked
                var label: String
            }
            """,
            expandedSource: """
                final class Gauge {
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

                    @Clockwork.ObservationIgnored private var _level = ClockworkCore.ObservedProperty(0.5)
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

                    @Clockwork.ObservationIgnored private var _label: ClockworkCore.ObservedProperty<String>
                }
                """,
            macros: macros)
    }

    @Test("a class on the main actor or with untracked state expands the same way")
    func aClassOnTheMainActorOrWithUntrackedStateExpandsTheSameWay() {
        expectExpansion(
            """
            @MainActor @Observable
            final class Library {
                var count = 0
            }
            @Observable
            final class Cache {
                @ObservationIgnored var hits = 0
                @Observation.ObservationIgnored var misses = 0
            }
            """,
            expandedSource: """
                @MainActor
                final class Library {
                    @Clockwork.ObservationTracked
                    var count = 0

                    @Clockwork.ObservationIgnored private let _$observationRegistrar = ClockworkCore.ObservationRegistrar()

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
                    @Observation.ObservationIgnored var misses = 0

                    @Clockwork.ObservationIgnored private let _$observationRegistrar = ClockworkCore.ObservationRegistrar()

                    internal nonisolated func access<Member>(keyPath: KeyPath<Cache, Member>) {
                        _$observationRegistrar.access(self, keyPath: keyPath)
                    }

                    internal nonisolated func withMutation<Member, MutationResult>(
                        keyPath: KeyPath<Cache, Member>, _ mutation: () throws -> MutationResult
                    ) rethrows -> MutationResult {
                        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
                    }
                }

                extension Library: nonisolated ClockworkCore.Observable {
                }

                extension Cache: nonisolated ClockworkCore.Observable {
                }
                """,
            macros: macros)
    }

    @Test("several variables in one declaration and non classes are diagnosed")
    func severalVariablesInOneDeclarationAndNonClassesAreDiagnosed() {
        expectExpansion(
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

                    @Clockwork.ObservationIgnored private let _$observationRegistrar = ClockworkCore.ObservationRegistrar()

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

                extension Pair: nonisolated ClockworkCore.Observable {
                }
                """,
            diagnostics: [
                DiagnosticSpec(message: "@Observable tracks one property per declaration: declare each of these variables on its own",
                               line: 3, column: 5),
                DiagnosticSpec(message: "@Observable applies to classes only", line: 5, column: 1),
            ],
            macros: macros)
    }
}
