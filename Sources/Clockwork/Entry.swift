/// Makes a property of an `EnvironmentValues` extension an environment value, as SwiftUI's
/// `@Entry` does: `extension EnvironmentValues { @Entry var accent: Color = .orange }`
/// declares the key (its default is the initial value) and the accessors that
/// `@Environment(\.accent)` and `.environment(\.accent, …)` use.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ClockworkMacros", type: "EntryMacro")
